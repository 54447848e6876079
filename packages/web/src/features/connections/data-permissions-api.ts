import {
  ConnectionHistoryAnswer,
  ConnectionMessageAnswer,
  ConnectionsAnswer,
  DataPermissionSetting,
  DataPermissionSettingsAnswer,
} from '@storelens/contract/api/connections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useRefreshingMutation } from '../../lib/query-hooks.ts';

const brandsQuery = (accountId: number) =>
  queryOptions({
    queryKey: ['accounts', accountId, 'connections', 'retailer'],
    queryFn: () => api.get(`/accounts/connections/retailer/${accountId}`, ConnectionsAnswer),
  });

/** GET /accounts/connections/retailer/{accountId} */
export const useRetailerConnections = (accountId: number) => useQuery(brandsQuery(accountId));

/** POST /accounts/connections/retailer/{add|remove}/{accountId} {accounts} */
export const useRetailerAction = (accountId: number, action: 'add' | 'remove') =>
  useRefreshingMutation(['accounts', accountId, 'connections'], (accounts: number[]) =>
    api.post(`/accounts/connections/retailer/${action}/${accountId}`, { accounts }, ConnectionMessageAnswer),
  );

/** GET /accounts/connections/retailer/history/{accountId}/{brandAccountId} */
export const useConnectionHistory = (accountId: number, brandAccountId: number | null) =>
  useQuery({
    queryKey: ['accounts', accountId, 'connections', 'history', brandAccountId],
    queryFn: () =>
      api.get(`/accounts/connections/retailer/history/${accountId}/${brandAccountId}`, ConnectionHistoryAnswer),
    enabled: brandAccountId !== null,
  });

const settingsQuery = (accountId: number) =>
  queryOptions({
    queryKey: ['accounts', accountId, 'dataPermissions'],
    queryFn: () => api.get(`/accounts/settings/retailerDataPermissions/${accountId}`, DataPermissionSettingsAnswer),
  });

/** GET /accounts/settings/retailerDataPermissions/{accountId} */
export const useDataSettings = (accountId: number) => useQuery(settingsQuery(accountId));

/** POST /accounts/settings/{accountId} {typeId, value} */
export const useSaveDataSetting = (accountId: number) =>
  useRefreshingMutation(settingsQuery(accountId).queryKey, (body: { typeId: number; value: 'true' | 'false' }) =>
    api.post(`/accounts/settings/${accountId}`, body, DataPermissionSetting),
  );
