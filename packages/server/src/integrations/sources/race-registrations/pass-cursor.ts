import { decodeCursor, encodeCursor, startWatermark } from '../shared/watermark.ts';

/**
 * Resume state for registration lists that cannot be read "oldest change first" (RunSignup pages
 * participants by registration id with a ">=" modified filter; Race Roster has no change filter at
 * all). Each run makes a *pass* over the list and hands out the rows changed since `since`.
 *
 * The next pass starts at the moment this one started, less a margin for the vendor's clock being
 * behind ours — not at the latest change seen: a row changed mid-pass behind the read position
 * would otherwise be lost. Rows in that overlap window are handed out once: `seen` remembers their
 * (id, updatedAt), so a repeat is skipped unless the row changed again.
 */

/** How far the vendor's clock may lag ours; rows this close to a pass's start are read twice and deduplicated. */
export const CLOCK_MARGIN_MS = 5 * 60_000;

export interface PassCursor<P> {
  /** rows changed at or after this instant (ISO) are handed out */
  since: string;
  /** rows of the overlap window already handed out: id → updatedAt */
  seen: Record<string, string>;
  /** the pass under way, if a run stopped inside one */
  pass: { startedAt: string; position: P; nextSeen: Record<string, string> } | null;
}

/** The cursor's state, or a fresh one at the start date. */
export function openPass<P>(cursor: string | null, startDate: string, start: P, now = Date.now()): PassCursor<P> {
  const saved = decodeCursor<PassCursor<P>>(cursor);
  const since = typeof saved?.since === 'string' ? saved.since : startWatermark(startDate).updatedAt;
  const seen = saved?.seen && typeof saved.seen === 'object' ? saved.seen : {};
  const pass = saved?.pass ?? { startedAt: new Date(now).toISOString(), position: start, nextSeen: {} };
  return { since, seen, pass };
}

/**
 * Takes the rows of one page: the ones to hand out (changed since `since`, not already handed out
 * at this updatedAt), and notes the overlap window's rows for the next pass.
 */
export function takeRows<T, P>(
  state: PassCursor<P>,
  rows: T[],
  keyOf: (row: T) => { id: string; updatedAt: string },
): T[] {
  const pass = state.pass!;
  const sinceMs = Date.parse(state.since);
  const nextFromMs = Date.parse(pass.startedAt) - CLOCK_MARGIN_MS;
  const fresh: T[] = [];
  for (const row of rows) {
    const { id, updatedAt } = keyOf(row);
    const ms = Date.parse(updatedAt);
    if (ms >= nextFromMs) pass.nextSeen[id] = updatedAt;
    if (ms < sinceMs || state.seen[id] === updatedAt) continue;
    fresh.push(row);
  }
  return fresh;
}

/** The cursor while the pass goes on, at `position`. */
export function passCursor<P>(state: PassCursor<P>, position: P): string {
  return encodeCursor({ since: state.since, seen: state.seen, pass: { ...state.pass!, position } });
}

/** The cursor once the pass has read everything: the next pass starts from this one's start, less the margin. */
export function finishedCursor<P>(state: PassCursor<P>): string {
  const pass = state.pass!;
  const from = Date.parse(pass.startedAt) - CLOCK_MARGIN_MS;
  const since = new Date(Math.max(from, Date.parse(state.since))).toISOString();
  const seen = Object.fromEntries(
    Object.entries(pass.nextSeen).filter(([, at]) => Date.parse(at) >= Date.parse(since)),
  );
  return encodeCursor({ since, seen, pass: null });
}

/** The previous pass's cursor (what a pass that must restart from scratch commits meanwhile). */
export function restartCursor<P>(state: PassCursor<P>): string {
  return encodeCursor({ since: state.since, seen: state.seen, pass: null });
}
