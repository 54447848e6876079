import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** A header cell: its words, or its words with a right alignment (a number or actions column) or a style. */
export type Column = string | { label: ReactNode; align?: 'right'; sx?: SxProps<Theme> };

interface SmallTableProps {
  /** the table's accessible name */
  label: string;
  columns: readonly Column[];
  /** shown in one full-width row after the rows; undefined: no such row */
  emptyText?: ReactNode;
  /** the rows */
  children: ReactNode;
}

/** A small table of a list: the header row, the rows, and a line when nothing is listed. */
export function SmallTable({ label, columns, emptyText, children }: SmallTableProps) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((column, index) =>
            typeof column === 'string' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns; a label may be empty
              <TableCell key={index}>{column}</TableCell>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
              <TableCell key={index} align={column.align} sx={column.sx}>
                {column.label}
              </TableCell>
            ),
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {children}
        {emptyText !== undefined && (
          <TableRow>
            <TableCell colSpan={columns.length}>{emptyText}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

interface OutlinedTableProps extends SmallTableProps {
  /** after the table, inside its frame (a pagination) */
  footer?: ReactNode;
}

/** A SmallTable in an outlined frame, for a list that stands on the page by itself. */
export function OutlinedTable({ footer, ...table }: OutlinedTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <SmallTable {...table} />
      {footer}
    </TableContainer>
  );
}

/** A row that opens its item on a click or on Enter (it takes the focus like a link). */
export function OpenableRow({ onOpen, children }: { onOpen: () => void; children: ReactNode }) {
  return (
    <TableRow
      hover
      tabIndex={0}
      sx={{ cursor: 'pointer' }}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onOpen();
      }}
    >
      {children}
    </TableRow>
  );
}
