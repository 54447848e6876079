import type { LinkState, SourceStatus, SyncRunSummary } from '@storelens/contract/api/sources';
import { HISTORY_MAX_ATTEMPTS } from '@storelens/contract/domain/connectors';
import type { Db } from '../../db/client.ts';
import type { SourceHealth } from '../../db/connectors.schema.ts';
import { findHistoryPulled, findLinksWithNames, type LinkStateFacts } from './source-health.queries.ts';

/**
 * ONE state per source and per destination link, decided here and nowhere else, so
 * that the dashboard never shows two contradicting signals (a green run beside a red delivery, a
 * loaded history above 'currently loading').
 */

const FIX_OR_REMOVE = "Check the destination's settings, or remove it from this source.";

/** The state of one link. Only a history load that has not failed locks destination selection. */
export function linkState(link: LinkStateFacts, name: string): LinkState {
  const stateOf = (state: LinkState['state'], message: string | null, action: string | null): LinkState => ({
    destinationId: link.destinationId,
    name,
    startDate: link.startDate,
    state,
    locksDestinations: state === 'loadingHistory',
    message,
    action,
  });
  if (link.loadingHistory && link.historyFailures === 0) return stateOf('loadingHistory', null, null);
  if (link.loadingHistory)
    return stateOf(
      'failing',
      link.historyError ?? link.lastError,
      `Loading its history failed ${link.historyFailures} of ${HISTORY_MAX_ATTEMPTS} times; the next run tries again. ${FIX_OR_REMOVE}`,
    );
  if (link.historyError)
    return stateOf(
      'historyFailed',
      link.lastError ?? link.historyError,
      `Its historical data was not loaded. ${FIX_OR_REMOVE} To load the history again, add it back with historical data.`,
    );
  if (link.lastError) return stateOf('failing', link.lastError, FIX_OR_REMOVE);
  return stateOf('healthy', null, null);
}

/** The link states of many sources, in destination order. */
export async function linkStatesOf(db: Db, sourceIds: number[]): Promise<Map<number, LinkState[]>> {
  const out = new Map<number, LinkState[]>();
  if (sourceIds.length === 0) return out;
  for (const { link, name } of await findLinksWithNames(db, sourceIds)) {
    const list = out.get(link.sourceId) ?? [];
    list.push(linkState(link, name));
    out.set(link.sourceId, list);
  }
  return out;
}

/** Records pulled by the history runs since the loading links were added, per source. */
export const historyProgressOf = async (db: Db, sourceIds: number[]): Promise<Map<number, number>> =>
  sourceIds.length === 0 ? new Map() : findHistoryPulled(db, sourceIds);

/** What a source's state is decided from: its own row's facts, and what the list found about it. */
export type SourceFacts = {
  isSetup: boolean;
  active: boolean;
  health: SourceHealth;
  lastError: string | null;
  /** why the source paused itself ('Paused after 10 failed runs'), while it is paused */
  pausedReason: string | null;
  pausedAt: Date | null;
};
export interface FoundFacts {
  lastRun: SyncRunSummary | null;
  links: LinkState[];
  /** records pulled for the history load so far */
  historyPulled: number;
}

/**
 * The source's one state: the first of setup, disabled, paused, reconnect, failing, loading history,
 * delivery failing, healthy. Two arguments, not one merged object: the list decides one per source on
 * every visit, without copying each source row to read six of its fields.
 */
export function sourceStatus(source: SourceFacts, found: FoundFacts): SourceStatus {
  const isRunning = found.lastRun?.status === 'running';
  const statusOf = (
    state: SourceStatus['state'],
    message: string | null = null,
    action: string | null = null,
    progress: SourceStatus['progress'] = null,
  ): SourceStatus => ({ state, message, action, progress, isRunning });
  if (!source.isSetup) return statusOf('setupIncomplete');
  if (!source.active) return statusOf('disabled');
  if (source.pausedAt)
    return statusOf(
      'paused',
      source.pausedReason ?? 'Paused',
      'It has no scheduled runs. Fix the cause, then resume it.',
    );
  if (source.health === 'reconnect')
    return statusOf(
      'reconnect',
      source.lastError,
      'The service refused the credentials: open the source and reconnect it.',
    );
  const failingLinks = found.links.filter((l) => l.state === 'failing' || l.state === 'historyFailed');
  const pullFailed =
    found.lastRun?.status === 'failed' || (isRunning && source.health === 'error' && failingLinks.length === 0);
  if (pullFailed)
    return statusOf(
      'failing',
      found.lastRun?.status === 'failed' ? found.lastRun.error : source.lastError,
      "The next run tries again. If it keeps failing, check the source's settings.",
    );
  const loading = found.links.filter((l) => l.state === 'loadingHistory');
  if (loading.length > 0) {
    const from = loading.map((l) => l.startDate ?? '').sort()[0] ?? '';
    return statusOf('loadingHistory', null, null, { from, pulled: found.historyPulled });
  }
  if (failingLinks.length > 0)
    return statusOf(
      'deliveryFailing',
      `${failingLinks.map((l) => l.name).join(', ')} cannot receive data.`,
      'See the destinations below: fix the failing one, or remove it from this source.',
    );
  return statusOf('healthy');
}
