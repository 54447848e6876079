import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { Connection } from '@storelens/contract/api/connections';
import { EmptyTableRow } from '../../../components/table/EmptyTableRow.tsx';
import { ColumnCells, ColumnHeaders, type ConnectionColumn, toggled, useConnectionPage } from './connection-table.tsx';

export interface RetailerTableProps {
  rows: Connection[];
  selected: Set<number>;
  onSelectedChange: (next: Set<number>) => void;
  /** extra columns of the tab: header and cell */
  columns: ConnectionColumn[];
  emptyText: string;
}

/**
 * One tab's retailers, 10 a page (spec 3 §9), with a checkbox per row. A managed retailer's row
 * cannot be selected (spec 3 §2): its connection follows its parent rollup.
 */
export function RetailerTable({ rows, selected, onSelectedChange, columns, emptyText }: RetailerTableProps) {
  const { visible, pagination } = useConnectionPage(rows);
  const selectable = visible.filter((r) => !r.isManagedAccount);
  const allOnPage = selectable.length > 0 && selectable.every((r) => selected.has(r.accountId));
  const toggle = (id: number) => {
    onSelectedChange(toggled(selected, id));
  };
  const togglePage = () => {
    const next = new Set(selected);
    for (const r of selectable) {
      if (allOnPage) next.delete(r.accountId);
      else next.add(r.accountId);
    }
    onSelectedChange(next);
  };
  return (
    <>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allOnPage}
                disabled={selectable.length === 0}
                onChange={togglePage}
                slotProps={{ input: { 'aria-label': 'Select all on this page' } }}
              />
            </TableCell>
            <TableCell>Retailer</TableCell>
            <ColumnHeaders columns={columns} />
          </TableRow>
        </TableHead>
        <TableBody>
          {visible.length === 0 && <EmptyTableRow columns={columns.length + 2}>{emptyText}</EmptyTableRow>}
          {visible.map((r) => (
            <TableRow key={r.accountId} hover data-testid={`retailer-${r.accountId}`}>
              <TableCell padding="checkbox">
                <Tooltip title={r.isManagedAccount ? `Managed by ${r.parentAccount ?? 'its parent account'}` : ''}>
                  <span>
                    <Checkbox
                      checked={selected.has(r.accountId)}
                      disabled={r.isManagedAccount}
                      onChange={() => toggle(r.accountId)}
                      slotProps={{ input: { 'aria-label': `Select ${r.name}` } }}
                    />
                  </span>
                </Tooltip>
              </TableCell>
              <TableCell>
                {r.name}
                {r.isManagedAccount && (
                  <Chip size="small" sx={{ ml: 1 }} label={`Managed by ${r.parentAccount ?? 'parent'}`} />
                )}
              </TableCell>
              <ColumnCells columns={columns} row={r} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {pagination}
    </>
  );
}
