import { type ResyncBody, SourceRunAnswer, TimelineAnswer } from '@storelens/contract/api/source-runs';
import { api } from '../../lib/api.ts';
import { connectorKeys, toQueryString, useConnectorMutation } from '../../lib/connectors-api.ts';

/** The timeline's query key, under the source's own (a run now or a resume reads it again). */
export const timelineKey = (accountId: number, id: number) =>
  [...connectorKeys.record(accountId, 'sources', id), 'timeline'] as const;

/** POST /sources/{accountId}/{id}/run: queue a run now. */
export const useRunSource = (accountId: number, id: number) =>
  useConnectorMutation(accountId, () => api.post(`/sources/${accountId}/${id}/run`, undefined, SourceRunAnswer));

/** POST /sources/{accountId}/{id}/resync: re-pull some streams from a date. */
export const useResyncSource = (accountId: number, id: number) =>
  useConnectorMutation(accountId, (body: ResyncBody) =>
    api.post(`/sources/${accountId}/${id}/resync`, body, SourceRunAnswer),
  );

/** POST /sources/{accountId}/{id}/resume: a paused source runs on schedule again. */
export const useResumeSource = (accountId: number) =>
  useConnectorMutation(accountId, (id: number) =>
    api.post(`/sources/${accountId}/${id}/resume`, undefined, SourceRunAnswer),
  );

/** GET /sources/{accountId}/{id}/timeline?take&skip: one page of runs and configuration changes. */
export const fetchTimeline = (accountId: number, id: number, take: number, skip: number, signal?: AbortSignal) =>
  api.get(
    `/sources/${accountId}/${id}/timeline?${toQueryString({ take: String(take), skip: String(skip) })}`,
    TimelineAnswer,
    signal,
  );
