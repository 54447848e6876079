import { ConnectionEmailAnswer, ConnectionMessageAnswer, ConnectionsAnswer } from '@storelens/contract/api/connections';
import { PermissionsAnswer, type SavePermissionsBody, TeamUsersAnswer } from '@storelens/contract/api/team';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useRefreshingMutation } from '../../lib/query-hooks.ts';

export const brandConnectionsQuery = (accountId: number) =>
  queryOptions({
    queryKey: ['accounts', accountId, 'connections', 'brand'],
    queryFn: () => api.get(`/accounts/connections/brand/${accountId}`, ConnectionsAnswer),
  });

/** GET /accounts/connections/brand/{accountId} */
export const useBrandConnections = (accountId: number) => useQuery(brandConnectionsQuery(accountId));

type BrandAction = 'request' | 'resend' | 'revoke';
const actionPath: Record<BrandAction, string> = { request: '', resend: 'resend/', revoke: 'revoke/' };

/** POST /accounts/connections/brand/{,resend/,revoke/}{accountId} {accounts, note} */
export const useBrandAction = (accountId: number, action: BrandAction) =>
  useRefreshingMutation(brandConnectionsQuery(accountId).queryKey, (body: { accounts: number[]; note?: string }) =>
    api.post(`/accounts/connections/brand/${actionPath[action]}${accountId}`, body, ConnectionMessageAnswer),
  );

/** GET /accounts/users/{accountId}: the team, to choose who gets access. */
export const useBrandTeam = (accountId: number) =>
  useQuery({
    queryKey: ['accounts', accountId, 'users'],
    queryFn: () => api.get(`/accounts/users/${accountId}`, TeamUsersAnswer),
  });

const permissionsQuery = (accountId: number) =>
  queryOptions({
    queryKey: ['accounts', accountId, 'permissions'],
    queryFn: () => api.get(`/accounts/permissions/${accountId}`, PermissionsAnswer),
  });

/** GET /accounts/permissions/{id}: every permission entry and the global users. */
export const useBrandPermissions = (accountId: number) => useQuery(permissionsQuery(accountId));

/** POST /accounts/permissions/{id} {permissions} */
export const useSaveBrandPermissions = (accountId: number) =>
  useRefreshingMutation(
    permissionsQuery(accountId).queryKey,
    (body: SavePermissionsBody) => api.post(`/accounts/permissions/${accountId}`, body, PermissionsAnswer),
    { alsoRefresh: [brandConnectionsQuery(accountId).queryKey] },
  );

/** POST /accounts/connections/email/{token} {response}: the public link's answer (no session). */
export const useAnswerConnection = () =>
  useMutation({
    mutationFn: ({ token, response }: { token: string; response: 'a' | 'r' }) =>
      api.post(`/accounts/connections/email/${encodeURIComponent(token)}`, { response }, ConnectionEmailAnswer),
  });
