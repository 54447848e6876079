import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { Connection } from '@storelens/contract/api/connections';
import { EmptyTableRow } from '../../../components/table/EmptyTableRow.tsx';
import { ColumnCells, ColumnHeaders, type ConnectionColumn, toggled, useConnectionPage } from './connection-table.tsx';

export interface BrandsTableProps {
  rows: Connection[];
  label: string;
  /** null: no checkboxes (read-only, or a table of actions) */
  selected: Set<number> | null;
  onSelectedChange?: (next: Set<number>) => void;
  columns: ConnectionColumn[];
  emptyText: string;
}

export const dateOf = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US') : '');

/** spec 3 §2: the badge shows how many of the brand's users see this retailer's data. */
export const UserBadge = ({ count }: { count: number }) => (
  <Tooltip title={`${count} brand user${count === 1 ? '' : 's'} can see your data`}>
    <Badge badgeContent={String(count)} color="primary" showZero data-testid="user-count">
      <PeopleOutlineIcon color="action" />
    </Badge>
  </Tooltip>
);

export const HistoryButton = ({ onClick, name }: { onClick: () => void; name: string }) => (
  <Button size="small" onClick={onClick} aria-label={`History of ${name}`}>
    History
  </Button>
);

/** A table of brands, 10 a page (spec 3 §9). */
export function BrandsTable({ rows, label, selected, onSelectedChange, columns, emptyText }: BrandsTableProps) {
  const { visible, pagination } = useConnectionPage(rows);
  const toggle = (id: number) => {
    if (!selected || !onSelectedChange) return;
    onSelectedChange(toggled(selected, id));
  };
  return (
    <>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {selected && <TableCell padding="checkbox" />}
            <TableCell>Brand</TableCell>
            <ColumnHeaders columns={columns} />
          </TableRow>
        </TableHead>
        <TableBody>
          {visible.length === 0 && <EmptyTableRow columns={columns.length + 2}>{emptyText}</EmptyTableRow>}
          {visible.map((r) => (
            <TableRow key={r.accountId} hover data-testid={`brand-${r.accountId}`}>
              {selected && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(r.accountId)}
                    onChange={() => toggle(r.accountId)}
                    slotProps={{ input: { 'aria-label': `Select ${r.name}` } }}
                  />
                </TableCell>
              )}
              <TableCell>{r.name}</TableCell>
              <ColumnCells columns={columns} row={r} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {pagination}
    </>
  );
}
