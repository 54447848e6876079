import { Location, type LocationBody, LocationsAnswer } from '@storelens/contract/api/locations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useRefreshingMutation } from '../../lib/query-hooks.ts';

const locationsQuery = (accountId: number) =>
  queryOptions({
    queryKey: ['accounts', accountId, 'locations'],
    queryFn: () => api.get(`/locations/${accountId}`, LocationsAnswer),
  });

/** GET /locations/{accountId} */
export const useLocations = (accountId: number) => useQuery(locationsQuery(accountId));

const path = (accountId: number, sourceId: string, storeId: string) =>
  `/locations/${accountId}/${encodeURIComponent(sourceId)}/${encodeURIComponent(storeId)}`;

/** GET /locations/{accountId}/{accountSourceId}/{storeId} */
export const useLocation = (accountId: number, sourceId: string, storeId: string) =>
  useQuery({
    queryKey: ['accounts', accountId, 'locations', sourceId, storeId],
    queryFn: () => api.get(path(accountId, sourceId, storeId), Location),
    retry: false,
  });

/** PUT /locations/{accountId}/{accountSourceId}/{storeId} */
export const useSaveLocation = (accountId: number, sourceId: string, storeId: string) =>
  useRefreshingMutation(locationsQuery(accountId).queryKey, (body: LocationBody) =>
    api.put(path(accountId, sourceId, storeId), body, Location),
  );
