/**
 * The URL state of a server-paged table (table state lives in the URL, so a reload or a shared link shows the same page): the page
 * (1-based in the URL, absent on the first), the sort (absent when it is the default) and the
 * search (absent when empty). Pure, so it is tested without a browser.
 */
export type SortOrder = 'asc' | 'desc';

export interface TableSort<Field extends string = string> {
  field: Field;
  order: SortOrder;
}

export interface TableState<Field extends string = string> {
  /** 0-based */
  page: number;
  sort: TableSort<Field>;
  search: string;
}

export interface TableStateOptions<Field extends string> {
  sortFields: readonly Field[];
  defaultSort: TableSort<Field>;
}

/** The query of one page, in the spec's words (spec 1 §7: take, skip, sortBy, sortOrder, filter). */
export interface TablePageQuery<Field extends string = string> {
  take: number;
  skip: number;
  sortBy: Field;
  sortOrder: SortOrder;
  filter: string;
}

export const TABLE_PARAMS = { page: 'page', sortBy: 'sortBy', sortOrder: 'sortOrder', search: 'search' } as const;

/** Reads the table's state from the URL; anything unknown or malformed falls back to the default. */
export function readTableState<Field extends string>(
  params: URLSearchParams,
  options: TableStateOptions<Field>,
): TableState<Field> {
  const rawPage = params.get(TABLE_PARAMS.page) ?? '';
  const page = /^[1-9][0-9]{0,6}$/.test(rawPage) ? Number(rawPage) - 1 : 0;
  const rawField = params.get(TABLE_PARAMS.sortBy);
  const field = options.sortFields.find((f) => f === rawField) ?? options.defaultSort.field;
  const rawOrder = params.get(TABLE_PARAMS.sortOrder);
  const order: SortOrder =
    rawOrder === 'asc' || rawOrder === 'desc'
      ? rawOrder
      : field === options.defaultSort.field
        ? options.defaultSort.order
        : 'asc';
  return { page, sort: { field, order }, search: params.get(TABLE_PARAMS.search) ?? '' };
}

/**
 * The URL after a change. A new search or a new sort starts again at the first page (spec 1 §2:
 * the search resets to page 1); other parameters of the page's URL are kept.
 */
export function writeTableState<Field extends string>(
  params: URLSearchParams,
  change: Partial<TableState<Field>>,
  options: TableStateOptions<Field>,
): URLSearchParams {
  const current = readTableState(params, options);
  const searchChanged = change.search !== undefined && change.search !== current.search;
  const sortChanged =
    change.sort !== undefined && (change.sort.field !== current.sort.field || change.sort.order !== current.sort.order);
  const next: TableState<Field> = {
    page: searchChanged || sortChanged ? 0 : (change.page ?? current.page),
    sort: change.sort ?? current.sort,
    search: change.search ?? current.search,
  };
  const out = new URLSearchParams(params);
  const set = (name: string, value: string | null) => (value === null ? out.delete(name) : out.set(name, value));
  set(TABLE_PARAMS.page, next.page > 0 ? String(next.page + 1) : null);
  const isDefaultSort = next.sort.field === options.defaultSort.field && next.sort.order === options.defaultSort.order;
  set(TABLE_PARAMS.sortBy, isDefaultSort ? null : next.sort.field);
  set(TABLE_PARAMS.sortOrder, isDefaultSort ? null : next.sort.order);
  set(TABLE_PARAMS.search, next.search !== '' ? next.search : null);
  return out;
}

/** The page query the server is asked for. */
export const toPageQuery = <Field extends string>(
  state: TableState<Field>,
  pageSize: number,
): TablePageQuery<Field> => ({
  take: pageSize,
  skip: state.page * pageSize,
  sortBy: state.sort.field,
  sortOrder: state.sort.order,
  filter: state.search.trim(),
});

/** The query string of a page query (for GET calls). */
export const toQueryString = (query: TablePageQuery): string =>
  new URLSearchParams({
    take: String(query.take),
    skip: String(query.skip),
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
    ...(query.filter !== '' ? { filter: query.filter } : {}),
  }).toString();
