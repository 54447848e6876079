import { describe, expect, it } from 'vitest';
import { readTableState, toPageQuery, toQueryString, writeTableState } from './server-table-state.ts';

const options = {
  sortFields: ['name', 'createdAt', 'isActive'] as const,
  defaultSort: { field: 'name', order: 'asc' } as const,
};
const read = (query: string) => readTableState(new URLSearchParams(query), options);
const write = (query: string, change: Parameters<typeof writeTableState<'name' | 'createdAt' | 'isActive'>>[1]) =>
  writeTableState(new URLSearchParams(query), change, options).toString();

describe('server table URL state', () => {
  it('defaults: first page, the default sort, no search', () => {
    expect(read('')).toEqual({ page: 0, sort: { field: 'name', order: 'asc' }, search: '' });
  });

  it('reads the page (1-based in the URL), the sort and the search', () => {
    expect(read('page=3&sortBy=createdAt&sortOrder=desc&search=acme')).toEqual({
      page: 2,
      sort: { field: 'createdAt', order: 'desc' },
      search: 'acme',
    });
  });

  it('falls back on anything malformed or unknown', () => {
    expect(read('page=0').page).toBe(0);
    expect(read('page=-2').page).toBe(0);
    expect(read('page=abc').page).toBe(0);
    expect(read('sortBy=password&sortOrder=sideways').sort).toEqual({ field: 'name', order: 'asc' });
    expect(read('sortBy=isActive').sort).toEqual({ field: 'isActive', order: 'asc' });
  });

  it('writes only what differs from the defaults, and keeps other parameters', () => {
    expect(write('', { page: 0 })).toBe('');
    expect(write('tab=x', { page: 1 })).toBe('tab=x&page=2');
    expect(write('', { sort: { field: 'name', order: 'asc' } })).toBe('');
    expect(write('', { sort: { field: 'isActive', order: 'desc' } })).toBe('sortBy=isActive&sortOrder=desc');
  });

  it('a new search goes back to page 1 (spec 1 §2); the same search keeps the page', () => {
    expect(write('page=4&sortBy=createdAt&sortOrder=asc', { search: 'shoe' })).toBe(
      'sortBy=createdAt&sortOrder=asc&search=shoe',
    );
    expect(write('page=4&search=shoe', { search: 'shoe' })).toBe('page=4&search=shoe');
    expect(write('page=4&search=shoe', { search: '' })).toBe('');
  });

  it('a new sort goes back to page 1', () => {
    expect(write('page=4', { sort: { field: 'createdAt', order: 'asc' } })).toBe('sortBy=createdAt&sortOrder=asc');
  });

  it('the page query and its query string: 50 per page, skip by page', () => {
    const query = toPageQuery(read('page=3&search=%20acme%20'), 50);
    expect(query).toEqual({ take: 50, skip: 100, sortBy: 'name', sortOrder: 'asc', filter: 'acme' });
    expect(toQueryString(query)).toBe('take=50&skip=100&sortBy=name&sortOrder=asc&filter=acme');
    expect(toQueryString({ ...query, filter: '' })).toBe('take=50&skip=100&sortBy=name&sortOrder=asc');
  });
});
