import {
  CreateSourceAnswer,
  type CreateSourceInput,
  DeleteDataAnswer,
  PreviewAnswer,
  SourceAnswer,
  SourceLimitAnswer,
  SourceListAnswer,
  SourceStateAnswer,
  type UpdateSourceBody,
} from '@storelens/contract/api/sources';
import { PREVIEW_RECORD_COUNT, SOURCE_TYPE, type SourceTypeId } from '@storelens/contract/domain/connectors';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api.ts';
import { connectorKeys, toQueryString, useInvalidateAccount } from '../../lib/connectors-api.ts';

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

/** The preview call of each source type that has one (PREVIEW_SOURCE_TYPES). */
export async function fetchPreview({ type, detail, sourceId }: PreviewRequest): Promise<PreviewAnswer> {
  switch (type) {
    case SOURCE_TYPE.rics:
      return fetchRicsPreview(text(detail.token));
    case SOURCE_TYPE.lightspeed:
      if (sourceId === undefined) return { records: [] };
      return api.get(`/sources/lightspeed/preview/${sourceId}`, PreviewAnswer);
    case SOURCE_TYPE.heartland:
      return api.get(`/sources/heartland/preview?${toQueryString({ apiKey: text(detail.apiKey) })}`, PreviewAnswer);
    case SOURCE_TYPE.runit:
      return api.get(
        `/sources/runit/preview?${toQueryString({ url: text(detail.url), storeId: text(detail.storeId) })}`,
        PreviewAnswer,
      );
    case SOURCE_TYPE.bridalLive:
      return api.get(
        `/sources/bridalLive/preview?${toQueryString({ retailerId: text(detail.retailerId), apiKey: text(detail.apiKey) })}`,
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
