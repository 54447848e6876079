import {
  CreateSourceAnswer,
  DeleteDataAnswer,
  PreviewAnswer,
  SourceAnswer,
  SourceLimitAnswer,
  SourceListAnswer,
  type SourceListItem,
  type SourceScreenCreateBody,
  SourceStateAnswer,
  type UpdateSourceBody,
} from '@storelens/contract/api/sources';
import { SOURCE_TYPE, type SourceTypeId } from '@storelens/contract/domain/connectors';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import {
  connectorKeys,
  toQueryString,
  useConnector,
  useConnectorMutation,
  useDeleteConnector,
} from '../../lib/connectors-api.ts';

/** How often the list refreshes while a run is under way, so its progress shows live. */
export const RUNNING_REFRESH_MS = 3_000;

/** GET /sources/{accountId}: the dashboard's Sources list. */
export const useSources = (accountId: number) =>
  useQuery({
    queryKey: connectorKeys.sources(accountId),
    queryFn: ({ signal }) => api.get(`/sources/${accountId}`, SourceListAnswer, signal),
    refetchInterval: (query) => (query.state.data?.some(isUnderWay) ? RUNNING_REFRESH_MS : false),
  });

/** A run is going, or a new source's first run is about to start (it is queued on save). */
const isUnderWay = (source: SourceListItem): boolean =>
  source.status.isRunning ||
  source.lastRun?.status === 'running' ||
  (source.lastRun === null && source.status.state !== 'setupIncomplete' && source.status.state !== 'disabled');

/** GET /sources/limit/{accountId}: used and allowed sources (the limit is never shown). */
export const useSourceLimit = (accountId: number) =>
  useQuery({
    queryKey: connectorKeys.sourceLimit(accountId),
    queryFn: ({ signal }) => api.get(`/sources/limit/${accountId}`, SourceLimitAnswer, signal),
    staleTime: 0,
  });

/** GET /sources/{accountId}/{id}: one source, secrets masked. */
export const useSource = (accountId: number, id: number, enabled = true) =>
  useConnector('sources', accountId, id, SourceAnswer, enabled);

/** POST /sources/{accountId}/ */
export const useCreateSource = (accountId: number) =>
  useConnectorMutation(accountId, (body: SourceScreenCreateBody) =>
    api.post(`/sources/${accountId}/`, body, CreateSourceAnswer),
  );

/** PATCH /sources/{accountId}/{id}/ */
export const useUpdateSource = (accountId: number, id: number) =>
  useConnectorMutation(accountId, (body: UpdateSourceBody) =>
    api.patch(`/sources/${accountId}/${id}/`, body, SourceAnswer),
  );

/** PATCH /sources/{accountId}/{id}/enable or /disable */
export const useSetSourceActive = (accountId: number) =>
  useConnectorMutation(accountId, ({ id, active }: { id: number; active: boolean }) =>
    api.patch(`/sources/${accountId}/${id}/${active ? 'enable' : 'disable'}`, undefined, SourceStateAnswer),
  );

/** DELETE /sources/{accountId}/{id}: refused with DataConstraint while data is stored. */
export const useDeleteSource = (accountId: number) => useDeleteConnector('sources', accountId);

/** DELETE /sources/deleteData/{accountId}: starts the background deletion. */
export const useDeleteData = (accountId: number) =>
  useConnectorMutation(accountId, () => api.delete(`/sources/deleteData/${accountId}`, DeleteDataAnswer));

/** What a preview needs: the source type, the form's detail and, once saved, the source id. */
export interface PreviewRequest {
  type: SourceTypeId;
  detail: Record<string, unknown>;
  sourceId?: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** A one-per-line field as text, whether the form holds the typed text or the parsed list. */
const lines = (value: unknown) => (Array.isArray(value) ? value.map(String).join('\n') : text(value));

/** The preview call of each source type that has one (PREVIEW_SOURCE_TYPES). */
export async function fetchPreview({ type, detail, sourceId }: PreviewRequest): Promise<PreviewAnswer> {
  switch (type) {
    case SOURCE_TYPE.rics:
      // the server asks RICS (the last 7 days' tickets); a saved source's masked token is resolved by its id
      return api.post(
        '/sources/rics/preview',
        {
          token: text(detail.token),
          ...(text(detail.timezone) ? { timezone: text(detail.timezone) } : {}),
          useAccountNumber: detail.useAccountNumber === true,
          ...(sourceId !== undefined ? { sourceId } : {}),
        },
        PreviewAnswer,
      );
    case SOURCE_TYPE.lightspeed:
      if (sourceId === undefined) return { records: [] };
      // the identifiers as typed, saved or not: the preview shows how they split web and store sales
      return api.get(
        `/sources/lightspeed/preview/${sourceId}?${toQueryString({
          ecomIdentifierType: text(detail.ecomIdentifierType) || undefined,
          ecomIdentifier: lines(detail.ecomIdentifier),
        })}`,
        PreviewAnswer,
      );
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
