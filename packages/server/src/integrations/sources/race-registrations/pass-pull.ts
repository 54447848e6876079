import type { PullPage, PullRequest } from '../../connector.ts';
import { finishedCursor, openPass, type PassCursor, passCursor, restartCursor } from './pass-cursor.ts';
import { chunks, latestCustomers } from './records.ts';

/**
 * The pulls that make a pass over a participant list (pass-cursor.ts) for the sources that cannot
 * read it oldest change first (Race Roster, RunSignup).
 */

/** A vendor's pass: where a fresh one starts, and its walk from the cursor's position. */
export interface ParticipantPass<P, W extends { position: P }> {
  start: P;
  /** the pages in order, each with the rows changed since the pass's `since` (takeRows) and the position after it */
  walk: (state: PassCursor<P>) => AsyncIterable<W>;
}

/** Orders, page by page as the walk reads them; the cursor resumes inside the pass. */
export async function* pullPassOrders<P, W extends { position: P }>(
  pass: ParticipantPass<P, W>,
  request: PullRequest,
  toOrders: (page: W) => PullPage<'orders'>['records'],
): AsyncIterable<PullPage<'orders'>> {
  const state = openPass(request.cursor, request.startDate, pass.start);
  for await (const page of pass.walk(state))
    yield { records: toOrders(page), cursor: passCursor(state, page.position) };
  yield { records: [], cursor: finishedCursor(state) };
}

/**
 * The people: one registers for several events, so a whole pass is read before the latest of each is
 * handed out. A stopped run reads its pass again (the cursor moves only at the end).
 */
export async function* pullPassCustomers<P, W extends { position: P }>(
  pass: ParticipantPass<P, W>,
  request: PullRequest,
  toCustomers: (page: W) => PullPage<'customers'>['records'],
): AsyncIterable<PullPage<'customers'>> {
  const state = openPass(request.cursor, request.startDate, pass.start);
  const people = [];
  for await (const page of pass.walk(state)) people.push(...toCustomers(page));
  const parts = chunks(latestCustomers(people));
  for (const [i, records] of parts.entries())
    yield { records, cursor: i === parts.length - 1 ? finishedCursor(state) : restartCursor(state) };
}
