import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  readTableState,
  type TablePageQuery,
  type TableSort,
  type TableStateOptions,
  toPageQuery,
  writeTableState,
} from './server-table-state.ts';

/** One page as the server answers it. */
export interface TablePage<Row> {
  rows: Row[];
  total: number;
}

export interface ServerTableProps<Row extends GridValidRowModel, Field extends string> {
  /** the columns; a column whose field is among `sortFields` sorts on the server, the others never */
  columns: GridColDef<Row>[];
  sortFields: readonly Field[];
  defaultSort: TableSort<Field>;
  /** the query key of the list (the page query is added to it) */
  queryKey: readonly unknown[];
  fetchPage: (query: TablePageQuery<Field>, signal: AbortSignal) => Promise<TablePage<Row>>;
  /** the row's id; `id` by default */
  getRowId?: (row: Row) => string | number;
  onRowClick?: (row: Row) => void;
  /** rows per page: 50 unless told (spec 1 §9); no page-size choices are offered */
  pageSize?: number;
  /** the search box's label; no search box when absent */
  searchLabel?: string;
  /** ms to wait after the last key before searching (spec 1 §9: 1000) */
  searchDebounceMs?: number;
  /** shown beside the search box (a create button, say) */
  actions?: ReactNode;
  ariaLabel: string;
  /** cells wrap their text and rows grow to fit it (long messages), instead of cutting it */
  wrapRows?: boolean;
}

/**
 * A server-paged, server-sorted table on MUI X DataGrid: page, sort and search live
 * in the URL (so a reload or a shared link shows the same page), the search waits for the user to
 * stop typing and goes back to the first page, the answer of the last page stays on screen while the
 * next one loads.
 */
export function ServerTable<Row extends GridValidRowModel, Field extends string>({
  columns,
  sortFields,
  defaultSort,
  queryKey,
  fetchPage,
  getRowId,
  onRowClick,
  pageSize = 50,
  searchLabel,
  searchDebounceMs = 1000,
  actions,
  ariaLabel,
  wrapRows = false,
}: ServerTableProps<Row, Field>) {
  const [params, setParams] = useSearchParams();
  const options = useMemo<TableStateOptions<Field>>(() => ({ sortFields, defaultSort }), [sortFields, defaultSort]);
  const state = readTableState(params, options);
  const query = toPageQuery(state, pageSize);

  const page = useQuery({
    queryKey: [...queryKey, query],
    queryFn: ({ signal }) => fetchPage(query, signal),
    placeholderData: keepPreviousData,
  });

  // The box shows what is typed at once; the URL (and the query) follow once typing pauses.
  const [typed, setTyped] = useState(state.search);
  const lastWritten = useRef(state.search);
  useEffect(() => {
    // the URL changed under us (back button, a link): show its search
    if (state.search !== lastWritten.current) {
      lastWritten.current = state.search;
      setTyped(state.search);
    }
  }, [state.search]);
  useEffect(() => {
    if (typed === lastWritten.current) return;
    const timer = setTimeout(() => {
      lastWritten.current = typed;
      setParams((current) => writeTableState(current, { search: typed }, options), { replace: true });
    }, searchDebounceMs);
    return () => clearTimeout(timer);
  }, [typed, searchDebounceMs, setParams, options]);

  const sortable = useMemo(
    () => columns.map((c) => ({ ...c, sortable: sortFields.includes(c.field as Field) })),
    [columns, sortFields],
  );
  // the same objects while the state holds: a new sort model makes the grid jump back to the first page
  const { field: sortField, order: sortOrder } = state.sort;
  const sortModel = useMemo<GridSortModel>(() => [{ field: sortField, sort: sortOrder }], [sortField, sortOrder]);
  const paginationModel = useMemo<GridPaginationModel>(() => ({ page: state.page, pageSize }), [state.page, pageSize]);

  const handleSort = (model: GridSortModel) => {
    const [first] = model;
    const field = sortFields.find((f) => f === first?.field);
    // a third click would clear the sort: the table always has one, so it turns back to ascending
    const sort: TableSort<Field> = field
      ? { field, order: first?.sort === 'desc' ? 'desc' : 'asc' }
      : { field: state.sort.field, order: 'asc' };
    setParams((current) => writeTableState(current, { sort }, options));
  };
  const handlePage = (model: GridPaginationModel) =>
    setParams((current) => writeTableState(current, { page: model.page }, options));

  return (
    <Stack spacing={2}>
      {(searchLabel || actions) && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          {searchLabel && (
            <TextField
              label={searchLabel}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              size="small"
              sx={{ minWidth: 280 }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
                htmlInput: { 'aria-label': searchLabel, maxLength: 100 },
              }}
            />
          )}
          <Stack direction="row" spacing={1} sx={{ ml: { sm: 'auto' } }}>
            {actions}
          </Stack>
        </Stack>
      )}
      {page.error && <Alert severity="error">{page.error.message}</Alert>}
      <DataGrid<Row>
        aria-label={ariaLabel}
        rows={page.data?.rows ?? []}
        // until the first answer, a count that holds the URL's page (the grid would pull it back to page 1)
        rowCount={page.data?.total ?? (state.page + 1) * pageSize}
        columns={sortable}
        getRowId={getRowId}
        loading={page.isFetching}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={handlePage}
        pageSizeOptions={[pageSize]}
        sortModel={sortModel}
        onSortModelChange={handleSort}
        sortingOrder={['asc', 'desc']}
        disableColumnFilter
        disableColumnMenu
        disableRowSelectionOnClick
        onRowClick={onRowClick ? (params) => onRowClick(params.row) : undefined}
        getRowHeight={wrapRows ? () => 'auto' : undefined}
        sx={{
          minHeight: 300,
          ...(onRowClick ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : {}),
          ...(wrapRows ? { '& .MuiDataGrid-cell': { whiteSpace: 'normal', wordBreak: 'break-word', py: 1 } } : {}),
        }}
      />
    </Stack>
  );
}
