import {
  type BlueshiftTestEventBody,
  UqubeDatabasesAnswer,
  ZaiusListsAnswer,
  type ZaiusListsBody,
} from '@storelens/contract/api/destinations';
import { HeartlandCustomFieldsAnswer, NamedOptionsAnswer } from '@storelens/contract/api/sources';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { connectorKeys, toQueryString } from './connectors-api.ts';

/** POST /destinations/zaius/lists?accountId=: by private key, or by a saved destination's id. */
export const useZaiusLists = (accountId: number, body: ZaiusListsBody | null) =>
  useQuery({
    queryKey: connectorKeys.lookup('zaiusLists', accountId, body),
    queryFn: () =>
      api.post(`/destinations/zaius/lists?${toQueryString({ accountId: String(accountId) })}`, body, ZaiusListsAnswer),
    enabled: body !== null,
    retry: false,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** GET /sources/heartland/customFields?apiKey: the columns a Heartland mapping may use. */
export const useHeartlandCustomFields = (apiKey: string | null) =>
  useQuery({
    queryKey: connectorKeys.lookup('heartlandCustomFields', apiKey),
    queryFn: ({ signal }) =>
      api.get(
        `/sources/heartland/customFields?${toQueryString({ apiKey: apiKey ?? '' })}`,
        HeartlandCustomFieldsAnswer,
        signal,
      ),
    enabled: apiKey !== null,
    retry: false,
    staleTime: 60_000,
  });

export interface ShopifyLocationsParams {
  appType: string;
  storeName: string;
  apiKey?: string;
  password?: string;
  accessToken?: string;
}

/** GET /sources/shopify/locations?appType&storeName&apiKey&password&accessToken */
export const useShopifyLocations = (params: ShopifyLocationsParams | null) =>
  useQuery({
    queryKey: connectorKeys.lookup('shopifyLocations', params),
    queryFn: ({ signal }) =>
      api.get(`/sources/shopify/locations?${toQueryString({ ...params })}`, NamedOptionsAnswer, signal),
    enabled: params !== null,
    retry: false,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** GET /destinations/uqube/databases */
export const useUqubeDatabases = () =>
  useQuery({
    queryKey: connectorKeys.lookup('uqubeDatabases'),
    queryFn: ({ signal }) => api.get('/destinations/uqube/databases', UqubeDatabasesAnswer, signal),
    retry: false,
    staleTime: 60_000,
  });

/** POST /destinations/blueshift/createTestEvent?accountId= (a saved destination's id stands in for its masked key) */
export const useBlueshiftTestEvent = (accountId: number) =>
  useMutation({
    mutationFn: (body: BlueshiftTestEventBody) =>
      api.post(`/destinations/blueshift/createTestEvent?${toQueryString({ accountId: String(accountId) })}`, body),
  });
