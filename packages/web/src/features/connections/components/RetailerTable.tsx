import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import Tooltip from '@mui/material/Tooltip';
import type { Connection } from '@storelens/contract/api/connections';
import { type ConnectionColumn, ConnectionTable, toggled, useConnectionPage } from './connection-table.tsx';

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
      <ConnectionTable
        head={
          <>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allOnPage}
                disabled={selectable.length === 0}
                onChange={togglePage}
                slotProps={{ input: { 'aria-label': 'Select all on this page' } }}
              />
            </TableCell>
            <TableCell>Retailer</TableCell>
          </>
        }
        rows={visible}
        columns={columns}
        emptyText={emptyText}
        testIdOf={(r) => `retailer-${r.accountId}`}
        lead={(r) => (
          <>
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
          </>
        )}
      />
      {pagination}
    </>
  );
}
