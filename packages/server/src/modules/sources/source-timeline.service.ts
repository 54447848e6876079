import type {
  TimelineAnswer,
  TimelineChange,
  TimelineEntry,
  TimelineQuery,
  TimelineRun,
} from '@storelens/contract/api/source-runs';
import { SYNC_STREAM_LABELS, type SyncStream } from '@storelens/contract/domain/source-health';
import type { Deps } from '../../deps.ts';
import type { AccountAccess } from '../../identity/route-access.ts';
import { HttpError } from '../../platform/errors.ts';
import { findChangesByIds, findDestinationNames, findRunsByIds, findTimelinePage } from './source-timeline.queries.ts';
import { findSource } from './sources.queries.ts';

type RunRow = Awaited<ReturnType<typeof findRunsByIds>>[number];
type ChangeRow = Awaited<ReturnType<typeof findChangesByIds>>[number];

/** What the timeline calls a source's own fields; a detail field is named by its key. */
const FIELD_LABELS: Record<string, string> = {
  name: 'name',
  frequency: 'frequency',
  anchorTime: 'anchor time',
  timezone: 'time zone',
};

const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field.replace(/^detail\./, '');

const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** A change in words, from its action and details (which hold field names and ids, never values). */
function changeSummary(row: ChangeRow, destinationNames: Map<number, string>): string {
  const details = row.details;
  const destination = () => destinationNames.get(Number(details.destinationId)) ?? 'a deleted destination';
  switch (row.action) {
    case 'source.create':
      return 'Created the source';
    case 'source.update': {
      const fields = asStrings(details.fields);
      if (fields.length > 0) return `Changed ${fields.map(fieldLabel).join(', ')}`;
      return details.credentialsChanged ? 'Changed the connection details' : 'Saved the source';
    }
    case 'source.enable':
      return 'Enabled the source';
    case 'source.disable':
      return 'Disabled the source';
    case 'source.run':
      return 'Asked for a run now';
    case 'source.resync': {
      const streams = asStrings(details.streams).map((s) => SYNC_STREAM_LABELS[s as SyncStream] ?? s);
      return `Asked for a re-sync of ${streams.join(', ')} from ${String(details.since)}`;
    }
    case 'source.pause':
      return `Paused itself after ${Number(details.failures)} failed runs`;
    case 'source.resume':
      return 'Resumed the source';
    case 'sourceLink.add':
      return `Added the destination ${destination()}`;
    case 'sourceLink.update':
      return `Changed the settings for the destination ${destination()}`;
    case 'sourceLink.remove':
      return `Removed the destination ${destination()}`;
    default:
      return row.action;
  }
}

function toChange(row: ChangeRow, destinationNames: Map<number, string>): TimelineChange {
  const name = `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() || row.email || '';
  return {
    type: 'change',
    at: row.at.toISOString(),
    id: row.id,
    action: row.action,
    summary: changeSummary(row, destinationNames),
    fields: asStrings(row.details.fields).map(fieldLabel),
    actor: row.actorId === null ? null : { id: row.actorId, name },
  };
}

function toRun(row: RunRow, destinationNames: Map<number, string>): TimelineRun {
  const { pulled, pushed, destinationErrors } = row.counts;
  const destinationIds = [...new Set([...Object.keys(pushed), ...Object.keys(destinationErrors)])];
  return {
    type: 'run',
    at: row.startedAt.toISOString(),
    id: row.id,
    kind: row.kind,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    durationMs: row.finishedAt ? row.finishedAt.getTime() - row.startedAt.getTime() : null,
    pulled,
    deliveries: destinationIds.map((key) => ({
      destinationId: Number(key),
      name: destinationNames.get(Number(key)) ?? null,
      pushed: pushed[key] ?? {},
      error: destinationErrors[key] ?? null,
    })),
    error: row.error,
  };
}

/** GET /sources/{accountId}/{id}/timeline: runs and configuration changes, newest first, a page at a time. */
export async function sourceTimeline(
  deps: Deps,
  access: AccountAccess,
  id: number,
  query: TimelineQuery,
): Promise<TimelineAnswer> {
  const db = deps.database.db;
  const accountId = access.account.id;
  if (!(await findSource(db, accountId, id))) throw new HttpError(404, 'NotFound', 'Source not found');
  const { total, keys } = await findTimelinePage(db, accountId, id, query.take, query.skip);
  const idsOf = (type: 'run' | 'change') => keys.filter((k) => k.type === type).map((k) => k.id);
  const [runs, changes, destinationNames] = await Promise.all([
    findRunsByIds(db, idsOf('run')),
    findChangesByIds(db, idsOf('change')),
    findDestinationNames(db, accountId),
  ]);
  const byKey = new Map<string, TimelineEntry>([
    ...runs.map((r) => [`run:${r.id}`, toRun(r, destinationNames)] as const),
    ...changes.map((c) => [`change:${c.id}`, toChange(c, destinationNames)] as const),
  ]);
  const items = keys.map((k) => byKey.get(`${k.type}:${k.id}`)).filter((e): e is TimelineEntry => e !== undefined);
  return { total, items };
}
