// The calls behind the signed-in user and the active account. They live in lib, not in a
// feature, because the shell and every feature read them.
import { ActiveAccount } from '@storelens/contract/api/accounts';
import {
  Profile,
  type SaveSettingBody,
  SettingAnswer,
  type SettingValue,
  TimeZoneAnswer,
  UserAccountsAnswer,
} from '@storelens/contract/api/user';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';

export const fetchProfile = () => api.get('/user', Profile);

export const profileQuery = queryOptions({
  queryKey: ['user', 'profile'],
  queryFn: fetchProfile,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export const fetchUserAccounts = () => api.get('/user/accounts', UserAccountsAnswer);

export const userAccountsQuery = queryOptions({
  queryKey: ['user', 'accounts'],
  queryFn: fetchUserAccounts,
  staleTime: Number.POSITIVE_INFINITY,
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
