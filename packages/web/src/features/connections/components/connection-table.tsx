import TableCell from '@mui/material/TableCell';
import { CONNECTION_PAGE_SIZE, type Connection } from '@storelens/contract/api/connections';
import { type ReactNode, useEffect, useState } from 'react';
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
