import {
  AdminAccount,
  type AdminAccountSort,
  AdminAccountsAnswer,
  type CreateAdminAccountBody,
  ParentAccountsAnswer,
  type UpdateAdminAccountBody,
} from '@storelens/contract/api/admin-accounts';
import { ReportsAnswer } from '@storelens/contract/api/report-management';
import { VerticalsAnswer } from '@storelens/contract/api/verticals';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TablePage } from '../../components/ServerTable.tsx';
import { type TablePageQuery, toQueryString } from '../../components/server-table-state.ts';
import { api } from '../../lib/api.ts';

export const adminAccountsKey = ['admin', 'accounts'] as const;

/** GET /admin/accounts?take&skip&sortBy&sortOrder&filter: one page of the list (ServerTable's fetcher). */
export const fetchAdminAccountsPage = async (
  query: TablePageQuery<AdminAccountSort>,
  signal: AbortSignal,
): Promise<TablePage<AdminAccountsAnswer['accounts'][number]>> => {
  const answer = await api.get(`/admin/accounts?${toQueryString(query)}`, AdminAccountsAnswer, signal);
  return { rows: answer.accounts, total: answer.total };
};

const adminAccountQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminAccountsKey, 'one', id],
    queryFn: () => api.get(`/admin/accounts/${id}`, AdminAccount),
    retry: false,
  });

/** GET /admin/accounts/{id} */
export const useAdminAccount = (id: number) => useQuery({ ...adminAccountQuery(id), enabled: id > 0 });

/** GET /admin/verticals?includeMetadata=true: the verticals with their custom fields (the form's choices). */
export const useVerticalChoices = () =>
  useQuery({
    queryKey: ['admin', 'verticals', { includeMetadata: true }],
    queryFn: () => api.get('/admin/verticals?includeMetadata=true', VerticalsAnswer),
  });

/** GET /admin/accounts/parentAccounts/{verticalId} */
export const useParentAccounts = (verticalId: string) =>
  useQuery({
    queryKey: [...adminAccountsKey, 'parents', verticalId],
    queryFn: () => api.get(`/admin/accounts/parentAccounts/${encodeURIComponent(verticalId)}`, ParentAccountsAnswer),
    enabled: verticalId !== '',
  });

/** GET /admin/reports?verticalId: the vertical's report definitions (the Reports choices, spec 1 §2). */
export const useVerticalReports = (verticalId: string) =>
  useQuery({
    queryKey: ['admin', 'reports', 'vertical', verticalId],
    queryFn: async () =>
      (await api.get(`/admin/reports?verticalId=${encodeURIComponent(verticalId)}`, ReportsAnswer)).data,
    enabled: verticalId !== '',
  });

/** POST /admin/accounts/{verticalId} */
export const useCreateAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAdminAccountBody) =>
      api.post(`/admin/accounts/${encodeURIComponent(body.verticalId)}`, body, AdminAccount),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminAccountsKey });
      await queryClient.invalidateQueries({ queryKey: ['user', 'accounts'] });
    },
  });
};

/** PUT /admin/accounts/{id}; the user's own account lists change too (name, active). */
export const useUpdateAccount = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAdminAccountBody) => api.put(`/admin/accounts/${id}`, body, AdminAccount),
    onSuccess: async (account) => {
      queryClient.setQueryData(adminAccountQuery(id).queryKey, account);
      await queryClient.invalidateQueries({ queryKey: adminAccountsKey });
      await queryClient.invalidateQueries({ queryKey: ['accounts', id] });
      await queryClient.invalidateQueries({ queryKey: ['user', 'accounts'] });
    },
  });
};
