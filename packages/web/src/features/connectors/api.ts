import {
  type BlueshiftTestEventBody,
  type CreateDestinationInput,
  DestinationAnswer,
  DestinationListAnswer,
  type UpdateDestinationBody,
  UqubeDatabasesAnswer,
  ZaiusListsAnswer,
  type ZaiusListsBody,
} from '@storelens/contract/api/destinations';
import {
  CreateSourceAnswer,
  type CreateSourceInput,
  DeleteDataAnswer,
  HeartlandCustomFieldsAnswer,
  NamedOptionsAnswer,
  PreviewAnswer,
  SourceAnswer,
  SourceLimitAnswer,
  SourceListAnswer,
  SourceStateAnswer,
  type UpdateSourceBody,
} from '@storelens/contract/api/sources';
import { PREVIEW_RECORD_COUNT, type SourceTypeId } from '@storelens/contract/domain/connectors';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api.ts';

/** Query keys of the connector screens; everything of one account sits under ['connectors', accountId]. */
export const connectorKeys = {
  account: (accountId: number) => ['connectors', accountId] as const,
  sources: (accountId: number) => ['connectors', accountId, 'sources'] as const,
  source: (accountId: number, id: number) => ['connectors', accountId, 'sources', id] as const,
  sourceLimit: (accountId: number) => ['connectors', accountId, 'sourceLimit'] as const,
  destinations: (accountId: number) => ['connectors', accountId, 'destinations'] as const,
  destination: (accountId: number, id: number) => ['connectors', accountId, 'destinations', id] as const,
  lookup: (...parts: unknown[]) => ['connectors', 'lookup', ...parts] as const,
};

const query = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined)).toString();

// ---------------------------------------------------------------- sources

/** GET /sources/{accountId}: the dashboard's Sources list. */
export const useSources = (accountId: number) =>
  useQuery({
    queryKey: connectorKeys.sources(accountId),
    queryFn: ({ signal }) => api.get(`/sources/${accountId}`, SourceListAnswer, signal),
  });

/** GET /sources/{accountId}/limit: used and allowed sources (the limit is never shown). */
export const useSourceLimit = (accountId: number) =>
  useQuery({
    queryKey: connectorKeys.sourceLimit(accountId),
    queryFn: ({ signal }) => api.get(`/sources/${accountId}/limit`, SourceLimitAnswer, signal),
    staleTime: 0,
  });

/** GET /sources/{accountId}/{id}: one source, secrets masked. */
export const useSource = (accountId: number, id: number, enabled = true) =>
  useQuery({
    queryKey: connectorKeys.source(accountId, id),
    queryFn: ({ signal }) => api.get(`/sources/${accountId}/${id}`, SourceAnswer, signal),
    enabled,
  });

/** Sources and destinations reference each other (source counts, history labels): refresh both. */
const useInvalidateAccount = (accountId: number) => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: connectorKeys.account(accountId) });
};

/** POST /sources/{accountId}/ */
export const useCreateSource = (accountId: number) => {
  const invalidate = useInvalidateAccount(accountId);
  return useMutation({
    mutationFn: (body: CreateSourceInput) => api.post(`/sources/${accountId}/`, body, CreateSourceAnswer),
    onSuccess: invalidate,
  });
};

/** PATCH /sources/{accountId}/{id}/ */
export const useUpdateSource = (accountId: number, id: number) => {
  const invalidate = useInvalidateAccount(accountId);
  return useMutation({
    mutationFn: (body: UpdateSourceBody) => api.patch(`/sources/${accountId}/${id}/`, body, SourceAnswer),
    onSuccess: invalidate,
  });
};

/** PATCH /sources/{accountId}/{id}/enable or /disable */
export const useSetSourceActive = (accountId: number) => {
  const invalidate = useInvalidateAccount(accountId);
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api.patch(`/sources/${accountId}/${id}/${active ? 'enable' : 'disable'}`, undefined, SourceStateAnswer),
    onSuccess: invalidate,
  });
};

/** DELETE /sources/{accountId}/{id}: refused with DataConstraint while data is stored. */
export const useDeleteSource = (accountId: number) => {
  const invalidate = useInvalidateAccount(accountId);
  return useMutation({
    mutationFn: (id: number) => api.delete(`/sources/${accountId}/${id}`, z.object({ id: z.number() })),
    onSuccess: invalidate,
  });
};

/** DELETE /sources/deleteData/{accountId}: starts the background deletion. */
export const useDeleteData = (accountId: number) => {
  const invalidate = useInvalidateAccount(accountId);
  return useMutation({
    mutationFn: () => api.delete(`/sources/deleteData/${accountId}`, DeleteDataAnswer),
    onSuccess: invalidate,
  });
};

// ---------------------------------------------------------------- destinations

/** GET /destinations/{accountId}: the account's destinations. */
export const useDestinations = (accountId: number) =>
  useQuery({
    queryKey: connectorKeys.destinations(accountId),
    queryFn: ({ signal }) => api.get(`/destinations/${accountId}`, DestinationListAnswer, signal),
  });

/** GET /destinations/{accountId}/{id}: one destination, secrets masked. */
export const useDestination = (accountId: number, id: number, enabled = true) =>
  useQuery({
    queryKey: connectorKeys.destination(accountId, id),
    queryFn: ({ signal }) => api.get(`/destinations/${accountId}/${id}`, DestinationAnswer, signal),
    enabled,
  });

/** POST /destinations/{accountId}/ */
export const useCreateDestination = (accountId: number) => {
  const invalidate = useInvalidateAccount(accountId);
  return useMutation({
    mutationFn: (body: CreateDestinationInput) => api.post(`/destinations/${accountId}/`, body, DestinationAnswer),
    onSuccess: invalidate,
  });
};

/** PATCH /destinations/{accountId}/{id} */
export const useUpdateDestination = (accountId: number, id: number) => {
  const invalidate = useInvalidateAccount(accountId);
  return useMutation({
    mutationFn: (body: UpdateDestinationBody) => api.patch(`/destinations/${accountId}/${id}`, body, DestinationAnswer),
    onSuccess: invalidate,
  });
};

/** DELETE /destinations/{accountId}/{id}: refused with DestinationInUse while sources use it. */
export const useDeleteDestination = (accountId: number) => {
  const invalidate = useInvalidateAccount(accountId);
  return useMutation({
    mutationFn: (id: number) => api.delete(`/destinations/${accountId}/${id}`, z.object({ id: z.number() })),
    onSuccess: invalidate,
  });
};

// ---------------------------------------------------------------- lookups (spec 2 §7; failures are silent)

/** POST /destinations/zaius/lists?accountId=: by private key, or by a saved destination's id. */
export const useZaiusLists = (accountId: number, body: ZaiusListsBody | null) =>
  useQuery({
    queryKey: connectorKeys.lookup('zaiusLists', accountId, body),
    queryFn: () =>
      api.post(`/destinations/zaius/lists?${query({ accountId: String(accountId) })}`, body, ZaiusListsAnswer),
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
        `/sources/heartland/customFields?${query({ apiKey: apiKey ?? '' })}`,
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
    queryFn: ({ signal }) => api.get(`/sources/shopify/locations?${query({ ...params })}`, NamedOptionsAnswer, signal),
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

/** POST /destinations/blueshift/createTestEvent */
export const useBlueshiftTestEvent = () =>
  useMutation({
    mutationFn: (body: BlueshiftTestEventBody) => api.post('/destinations/blueshift/createTestEvent', body),
  });

// ---------------------------------------------------------------- previews (spec 2 §7)

/** What a preview needs: the source type, the form's detail and, once saved, the source id. */
export interface PreviewRequest {
  type: SourceTypeId;
  detail: Record<string, unknown>;
  sourceId?: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

// spec 2 §7: the RICS preview asks RICS directly (token header, Take 100) over a fixed sample range.
const RICS_API = 'https://enterprise.ricssoftware.com/api';
const RICS_PREVIEW_RANGE = { BatchStartDate: '2024-01-01T00:00:00', BatchEndDate: '2024-01-07T23:59:59' };

async function fetchRicsPreview(token: string): Promise<PreviewAnswer> {
  const call = async (path: string, body: Record<string, unknown>) => {
    const response = await fetch(`${RICS_API}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Token: token },
      body: JSON.stringify({ Take: PREVIEW_RECORD_COUNT, Skip: 0, ...body }),
    });
    if (!response.ok) throw new Error(`RICS ${response.status}`);
    const data = (await response.json()) as Record<string, unknown>;
    const rows = Object.values(data).find(Array.isArray) ?? [];
    return rows as Array<Record<string, unknown>>;
  };
  const [customers, sales] = await Promise.allSettled([
    call('/Customer/GetCustomerDetails', {}),
    call('/POS/GetPOSTransaction', RICS_PREVIEW_RANGE),
  ]);
  const records = [customers, sales].flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
  return { records: records.slice(0, PREVIEW_RECORD_COUNT) };
}

/** The preview call of each source type that has one (1, 8, 10, 14, 19). */
export async function fetchPreview({ type, detail, sourceId }: PreviewRequest): Promise<PreviewAnswer> {
  switch (type) {
    case 1:
      return fetchRicsPreview(text(detail.token));
    case 8:
      if (sourceId === undefined) return { records: [] };
      return api.get(`/sources/lightspeed/preview/${sourceId}`, PreviewAnswer);
    case 10:
      return api.get(`/sources/heartland/preview?${query({ apiKey: text(detail.apiKey) })}`, PreviewAnswer);
    case 14:
      return api.get(
        `/sources/runit/preview?${query({ url: text(detail.url), storeId: text(detail.storeId) })}`,
        PreviewAnswer,
      );
    case 19:
      return api.get(
        `/sources/bridalLive/preview?${query({ retailerId: text(detail.retailerId), apiKey: text(detail.apiKey) })}`,
        PreviewAnswer,
      );
    default:
      return { records: [] };
  }
}

/** Runs a preview on demand; a failure leaves the records empty (spec 2 §7: preview failure is silent). */
export const usePreview = () =>
  useMutation({
    mutationFn: (request: PreviewRequest) => fetchPreview(request).catch((): PreviewAnswer => ({ records: [] })),
  });
