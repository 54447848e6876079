import {
  type ResyncBody,
  SOURCE_RUN_ERRORS,
  SOURCE_RUN_MESSAGES,
  type SourceRunAnswer,
} from '@storelens/contract/api/source-runs';
import type { SourceTypeId } from '@storelens/contract/domain/connectors';
import { nextRunTime } from '@storelens/contract/domain/schedule';
import { SYNC_STREAM_LABELS } from '@storelens/contract/domain/source-health';
import type { Deps } from '../../deps.ts';
import { auditAccountChange } from '../../identity/account-audit.ts';
import type { AccountAccess } from '../../identity/route-access.ts';
import { fieldsError, HttpError } from '../../platform/errors.ts';
import { resumePaused } from '../source-health/pause.service.ts';
import { requestResync } from '../sync/resync.service.ts';
import { findSource, type SourceRow } from './sources.queries.ts';

/**
 * Run now, re-sync some streams from a date, and resume a source that paused itself. Each is
 * audited; run now and re-sync are refused (409) for a source that cannot run: paused, disabled, or
 * not set up. Runs stay one at a time per source: the engine queues a request made during a run.
 */

async function sourceOf(deps: Deps, access: AccountAccess, id: number): Promise<SourceRow> {
  const row = await findSource(deps.database.db, access.account.id, id);
  if (!row) throw new HttpError(404, 'NotFound', 'Source not found');
  return row;
}

/** A run can start only for a set-up, enabled source that is not paused. */
function refuseUnlessRunnable(row: SourceRow): void {
  if (row.pausedAt) throw HttpError.from(409, SOURCE_RUN_ERRORS.paused);
  if (!row.isSetup) throw HttpError.from(409, SOURCE_RUN_ERRORS.notSetUp);
  if (!row.active) throw HttpError.from(409, SOURCE_RUN_ERRORS.disabled);
}

/** POST /sources/{accountId}/{id}/run: queues a run of every stream now. */
export async function runSourceNow(
  deps: Deps,
  access: AccountAccess,
  id: number,
  ip?: string,
): Promise<SourceRunAnswer> {
  const row = await sourceOf(deps, access, id);
  refuseUnlessRunnable(row);
  await auditAccountChange(deps.database.db, access, {
    action: 'source.run',
    targetType: 'source',
    targetId: row.id,
    ip,
  });
  // the job follows the audit row it records
  await deps.sendJob('source-sync', { sourceId: row.id, kind: 'manual' });
  return { id: row.id, message: SOURCE_RUN_MESSAGES.runQueued };
}

/**
 * POST /sources/{accountId}/{id}/resync: re-pulls only `streams` from `since`. The request is kept
 * as the streams' re-sync cursors (so that no run drops it); the other streams' cursors and every
 * destination's cursor stay as they are, and an unchanged record keeps its change sequence, so the
 * destinations receive only what changed.
 */
export async function resyncSource(
  deps: Deps,
  access: AccountAccess,
  id: number,
  body: ResyncBody,
  ip?: string,
): Promise<SourceRunAnswer> {
  const row = await sourceOf(deps, access, id);
  refuseUnlessRunnable(row);
  const offered = deps.connectors.sources[row.sourceType as SourceTypeId].streams as readonly string[];
  const foreign = body.streams.filter((stream) => !offered.includes(stream));
  if (foreign.length > 0)
    throw fieldsError({
      streams: `${foreign.map((s) => SYNC_STREAM_LABELS[s]).join(', ')} is not a stream of this source`,
    });
  await deps.database.db.transaction(async (tx) => {
    await requestResync(tx, row.id, body.streams, body.since, deps.now());
    await auditAccountChange(tx, access, {
      action: 'source.resync',
      targetType: 'source',
      targetId: row.id,
      details: { streams: body.streams, since: body.since },
      ip,
    });
  });
  await deps.sendJob('source-sync', { sourceId: row.id, kind: 'resync' });
  return { id: row.id, message: SOURCE_RUN_MESSAGES.resyncQueued(body.streams, body.since) };
}

/** POST /sources/{accountId}/{id}/resume: clears the pause and the failure streak and schedules the next run. */
export async function resumeSource(
  deps: Deps,
  access: AccountAccess,
  id: number,
  ip?: string,
): Promise<SourceRunAnswer> {
  const row = await sourceOf(deps, access, id);
  const next =
    row.active && row.isSetup ? nextRunTime(deps.now(), row.anchorTime, row.frequencyMinutes, row.timezone) : null;
  const resumed = await deps.database.db.transaction(async (tx) => {
    if (!(await resumePaused(tx, row.id, next, deps.now()))) return false;
    await auditAccountChange(tx, access, { action: 'source.resume', targetType: 'source', targetId: row.id, ip });
    return true;
  });
  if (!resumed) throw HttpError.from(409, SOURCE_RUN_ERRORS.notPaused);
  await deps.events.emit({
    type: 'source.resumed',
    data: { accountId: row.accountId, sourceId: row.id, sourceName: row.name, userId: access.user.id },
  });
  return { id: row.id, message: SOURCE_RUN_MESSAGES.resumed };
}
