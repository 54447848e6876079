// The calls behind the signed-in user and the active account. They live in lib, not in a
// feature, because the shell and every feature read them.
import { ActiveAccount, UserAccountsAnswer, type UserAccountsQuery } from '@storelens/contract/api/accounts';
import { Profile, TimeZoneAnswer } from '@storelens/contract/api/profile';
import { type SaveSettingBody, SettingAnswer, type SettingValue } from '@storelens/contract/api/settings';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';

export const fetchProfile = () => api.get('/user', Profile);

export const profileQuery = queryOptions({
  queryKey: ['user', 'profile'],
  queryFn: fetchProfile,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/**
 * GET /user/accounts: a customer user's accounts; for a system user one page of them, narrowed by
 * `search` on the server.
 */
export const fetchUserAccounts = (query: UserAccountsQuery = {}, signal?: AbortSignal) => {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  const qs = params.toString();
  return api.get(`/user/accounts${qs ? `?${qs}` : ''}`, UserAccountsAnswer, signal);
};

export const userAccountsQuery = queryOptions({
  queryKey: ['user', 'accounts'],
  queryFn: ({ signal }) => fetchUserAccounts({}, signal),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The switcher's search on the server, for a system user who may see any number of accounts. */
export const userAccountsSearchQuery = (search: string) =>
  queryOptions({
    queryKey: ['user', 'accounts', 'search', search],
    queryFn: ({ signal }) => fetchUserAccounts({ search }, signal),
    staleTime: 30_000,
  });

export const fetchActiveAccount = (id: number) => api.get(`/accounts/${id}`, ActiveAccount);

export const activeAccountQuery = (id: number) =>
  queryOptions({
    queryKey: ['accounts', id],
    queryFn: () => fetchActiveAccount(id),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const saveTimeZone = (timeZone: string) => api.put('/user/timezone', { timeZone }, TimeZoneAnswer);

export const saveSetting = (body: SaveSettingBody) => api.post('/user/settings', body);

/** GET /user/settings/{name}: the value, or null when the setting was never saved. */
export const fetchSetting = async (name: string): Promise<SettingValue> =>
  (await api.get(`/user/settings/${encodeURIComponent(name)}`, SettingAnswer)).data[name] ?? null;
