import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { CONNECTION_PAGE_SIZE, type Connection } from '@storelens/contract/api/connections';
import { type ReactNode, useEffect, useState } from 'react';
import { EmptyTableRow } from '../../../components/table/EmptyTableRow.tsx';
import { FixedPagePagination } from '../../../components/table/FixedPagePagination.tsx';

/** An extra column of a connections table: its header and each row's cell. */
export interface ConnectionColumn {
  header: string;
  cell: (row: Connection) => ReactNode;
}

/** The rows of the current page, 10 a page (spec 3 §9), and the pagination under the table. */
export function useConnectionPage(rows: Connection[]) {
  const [page, setPage] = useState(0);
  // a new search or tab starts on the first page
  useEffect(() => setPage(0), []);
  return {
    visible: rows.slice(page * CONNECTION_PAGE_SIZE, (page + 1) * CONNECTION_PAGE_SIZE),
    pagination: (
      <FixedPagePagination count={rows.length} page={page} pageSize={CONNECTION_PAGE_SIZE} onPage={setPage} />
    ),
  };
}

/** The selection with `id` added, or removed when it was in. */
export function toggled(selected: Set<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export const ColumnHeaders = ({ columns }: { columns: ConnectionColumn[] }) =>
  columns.map((c) => <TableCell key={c.header}>{c.header}</TableCell>);

export const ColumnCells = ({ columns, row }: { columns: ConnectionColumn[]; row: Connection }) =>
  columns.map((c) => <TableCell key={c.header}>{c.cell(row)}</TableCell>);

interface ConnectionTableProps {
  /** the table's accessible name, where it has one */
  label?: string;
  /** the header cells before the extra columns (the checkbox column's, the name's) */
  head: ReactNode;
  /** the current page's rows */
  rows: Connection[];
  columns: ConnectionColumn[];
  emptyText: string;
  /** a row's test id */
  testIdOf: (row: Connection) => string;
  /** a row's cells before the extra columns */
  lead: (row: Connection) => ReactNode;
}

/** A page of connections: the header, a row per account (its lead cells, then the columns), or the empty line. */
export function ConnectionTable({ label, head, rows, columns, emptyText, testIdOf, lead }: ConnectionTableProps) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {head}
          <ColumnHeaders columns={columns} />
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.length === 0 && <EmptyTableRow columns={columns.length + 2}>{emptyText}</EmptyTableRow>}
        {rows.map((row) => (
          <TableRow key={row.accountId} hover data-testid={testIdOf(row)}>
            {lead(row)}
            <ColumnCells columns={columns} row={row} />
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
