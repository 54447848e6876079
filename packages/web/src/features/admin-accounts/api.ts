import {
  AdminAccount,
  type AdminAccountSort,
  AdminAccountsAnswer,
  type CreateAdminAccountBody,
  ParentAccountsAnswer,
  type UpdateAdminAccountBody,
} from '@storelens/contract/api/admin-accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TablePage } from '../../components/ServerTable.tsx';
import { type TablePageQuery, toQueryString } from '../../components/server-table-state.ts';
import { api } from '../../lib/api.ts';
import { useRefreshingMutation } from '../../lib/query-hooks.ts';

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

/** GET /admin/accounts/parentAccounts/{verticalId} */
export const useParentAccounts = (verticalId: string) =>
  useQuery({
    queryKey: [...adminAccountsKey, 'parents', verticalId],
    queryFn: () => api.get(`/admin/accounts/parentAccounts/${encodeURIComponent(verticalId)}`, ParentAccountsAnswer),
    enabled: verticalId !== '',
  });

/** POST /admin/accounts/{verticalId} */
export const useCreateAccount = () =>
  useRefreshingMutation(
    adminAccountsKey,
    (body: CreateAdminAccountBody) =>
      api.post(`/admin/accounts/${encodeURIComponent(body.verticalId)}`, body, AdminAccount),
    { alsoRefresh: [['user', 'accounts']] },
  );

/** PUT /admin/accounts/{id}; the user's own account lists change too (name, active). */
export const useUpdateAccount = (id: number) =>
  useRefreshingMutation(
    adminAccountsKey,
    (body: UpdateAdminAccountBody) => api.put(`/admin/accounts/${id}`, body, AdminAccount),
    {
      storeAt: adminAccountQuery(id).queryKey,
      alsoRefresh: [
        ['accounts', id],
        ['user', 'accounts'],
      ],
    },
  );
