import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { CONNECTION_PAGE_SIZE, type Connection } from '@storelens/contract/api/connections';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { EmptyTableRow } from '../../../components/table/EmptyTableRow.tsx';
import { FixedPagePagination } from '../../../components/table/FixedPagePagination.tsx';

export interface RetailerTableProps {
  rows: Connection[];
  selected: Set<number>;
  onSelectedChange: (next: Set<number>) => void;
  /** extra columns of the tab: header and cell */
  columns: Array<{ header: string; cell: (row: Connection) => ReactNode }>;
  emptyText: string;
}

/**
 * One tab's retailers, 10 a page (spec 3 §9), with a checkbox per row. A managed retailer's row
 * cannot be selected (spec 3 §2): its connection follows its parent rollup.
 */
export function RetailerTable({ rows, selected, onSelectedChange, columns, emptyText }: RetailerTableProps) {
  const [page, setPage] = useState(0);
  // a new search or tab starts on the first page
  useEffect(() => setPage(0), []);
  const visible = rows.slice(page * CONNECTION_PAGE_SIZE, (page + 1) * CONNECTION_PAGE_SIZE);
  const selectable = visible.filter((r) => !r.isManagedAccount);
  const allOnPage = selectable.length > 0 && selectable.every((r) => selected.has(r.accountId));
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectedChange(next);
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
            {columns.map((c) => (
              <TableCell key={c.header}>{c.header}</TableCell>
            ))}
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
              {columns.map((c) => (
                <TableCell key={c.header}>{c.cell(r)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <FixedPagePagination count={rows.length} page={page} pageSize={CONNECTION_PAGE_SIZE} onPage={setPage} />
    </>
  );
}
