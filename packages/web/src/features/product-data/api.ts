import {
  AccountSummaryRow,
  BrandPreviewProduct,
  CategorySummaryRow,
  MappingSummaryAnswer,
  ProductSummaryAnswer,
  type SUMMARY_SORTS,
} from '@storelens/contract/api/product-data';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { TablePage } from '../../components/ServerTable.tsx';
import { type TablePageQuery, toQueryString } from '../../components/server-table-state.ts';
import { api } from '../../lib/api.ts';

type MappingRow = z.infer<typeof MappingSummaryAnswer>['brands'][number];
export type SummaryRow = z.infer<typeof ProductSummaryAnswer>['rows'][number];
export type MappingSort = 'sourceBrand' | 'destinationBrand' | 'createdAt';

export const brandMappingKey = ['products', 'brand'] as const;
export const productSummaryKey = ['products', 'summary'] as const;

const path = (sourceBrand: string) => encodeURIComponent(sourceBrand);

/**
 * GET /products/brand/mappingSummary?take&skip&sortBy&sortOrder&search (spec 3 §7): one page of the
 * source brands. The call names the search `search` where the admin lists say `filter`.
 */
export const fetchMappingPage = async (
  query: TablePageQuery<MappingSort>,
  signal: AbortSignal,
): Promise<TablePage<MappingRow>> => {
  const params = new URLSearchParams({
    take: String(query.take),
    skip: String(query.skip),
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
    ...(query.filter !== '' ? { search: query.filter } : {}),
  });
  const answer = await api.get(`/products/brand/mappingSummary?${params}`, MappingSummaryAnswer, signal);
  return { rows: answer.brands, total: answer.total };
};

/** GET /products/brand/accountSummary|categorySummary|preview/{sourceBrand}: what the row's dialog shows. */
export const useSourceBrandDetail = (sourceBrand: string) => {
  const key = [...brandMappingKey, 'detail', sourceBrand] as const;
  const accounts = useQuery({
    queryKey: [...key, 'accounts'],
    queryFn: () => api.get(`/products/brand/accountSummary/${path(sourceBrand)}`, z.array(AccountSummaryRow)),
  });
  const categories = useQuery({
    queryKey: [...key, 'categories'],
    queryFn: () => api.get(`/products/brand/categorySummary/${path(sourceBrand)}`, z.array(CategorySummaryRow)),
  });
  const preview = useQuery({
    queryKey: [...key, 'preview'],
    queryFn: () => api.get(`/products/brand/preview/${path(sourceBrand)}`, z.array(BrandPreviewProduct)),
  });
  return { accounts, categories, preview };
};

/** GET /products/brand/: the brands of Brand accounts, the dropdown's choices. */
export const useDestinationBrands = () =>
  useQuery({
    queryKey: [...brandMappingKey, 'destinations'],
    queryFn: () => api.get('/products/brand/', z.array(z.string())),
  });

/** PUT /products/brand/mapping/{sourceBrand}: body destinationBrand (null unmaps). */
export const useSaveMapping = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sourceBrand, destinationBrand }: { sourceBrand: string; destinationBrand: string | null }) =>
      api.put(`/products/brand/mapping/${path(sourceBrand)}`, { destinationBrand }),
    // a mapping changes the table and which retailer products count as matched (the summaries)
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: brandMappingKey });
      await queryClient.invalidateQueries({ queryKey: productSummaryKey });
    },
  });
};

export type SummaryKind = 'retailer' | 'brand';
export type SummarySort = (typeof SUMMARY_SORTS)[number];

/** GET /products/adminSummary|brandAdminSummary/{verticalId}?take&skip&sortBy&sortOrder (spec 1 §7). */
export const fetchSummaryPage =
  (kind: SummaryKind, verticalId: string) =>
  async (query: TablePageQuery<SummarySort>, signal: AbortSignal): Promise<TablePage<SummaryRow>> => {
    const call = kind === 'retailer' ? 'adminSummary' : 'brandAdminSummary';
    // the summaries take no search: the query string leaves `filter` out when it is empty
    const answer = await api.get(
      `/products/${call}/${encodeURIComponent(verticalId)}?${toQueryString({ ...query, filter: '' })}`,
      ProductSummaryAnswer,
      signal,
    );
    return answer;
  };
