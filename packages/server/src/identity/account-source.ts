import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { findDestinationAccountId, findSourceAccountId } from './account-records.queries.ts';

/** The saved records whose account a route rule may name: the registry below reads each one's account. */
export type RecordKind = 'source' | 'destination';

const RECORD_ACCOUNTS: Record<RecordKind, (db: Db, id: number) => Promise<number | undefined>> = {
  source: findSourceAccountId,
  destination: findDestinationAccountId,
};

/**
 * Where a route's account comes from, so that the route rule (and the authorization matrix read
 * from it) names every account check:
 * - a string: the path parameter holding the account id, e.g. `'accountId'`;
 * - `{ param, unless }`: the same, except when another path parameter has the given value (tagging's
 *   global mode puts a vertical id where the account id goes);
 * - `{ query }` / `{ body }`: a query-string or body field holding the account id;
 * - `{ record, param }` / `{ record, body }`: a saved record whose id is in the path or the body.
 * A missing or malformed id, or a record that does not exist, names no account: the guard then
 * checks none and the service answers (400/404) as it would for any bad id.
 */
export type AccountSource =
  | string
  | { param: string; unless?: { param: string; equals: string } }
  | { query: string }
  | { body: string; when?: { body: string; equals: string } }
  | { record: RecordKind; param: string }
  | { record: RecordKind; body: string };

/** A rule names one source, or several when a request may name more than one account (each is checked). */
export type AccountSources = AccountSource | readonly AccountSource[];

/** The sources a rule names, none when it names no account. */
export function accountSourcesOf(account: AccountSources | undefined): readonly AccountSource[] {
  if (account === undefined) return [];
  return typeof account === 'string' || !Array.isArray(account) ? [account as AccountSource] : account;
}

/**
 * An id as a path, query or body carries it, read the way validation coerces it (`Number(value)`), so
 * that every value the handler could take as an account id is the one checked here; null when
 * it names none.
 */
export function idFrom(raw: unknown): number | null {
  if (typeof raw !== 'number' && typeof raw !== 'string' && typeof raw !== 'boolean') return null;
  if (typeof raw === 'string' && raw.trim() === '') return null;
  const id = Number(raw);
  // ids are PostgreSQL integers: beyond them nothing exists (and the query would fail)
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}

const field = (bag: unknown, name: string): unknown =>
  bag && typeof bag === 'object' ? (bag as Record<string, unknown>)[name] : undefined;

/** The account id the source names in this request, or null when it names none. */
export async function accountIdOf(db: Db, request: FastifyRequest, source: AccountSource): Promise<number | null> {
  if (typeof source === 'string') return idFrom(field(request.params, source));
  if ('record' in source) {
    const id =
      'param' in source ? idFrom(field(request.params, source.param)) : idFrom(field(request.body, source.body));
    if (id === null) return null;
    return (await RECORD_ACCOUNTS[source.record](db, id)) ?? null;
  }
  if ('query' in source) return idFrom(field(request.query, source.query));
  if ('body' in source) {
    const when = source.when;
    if (when && field(request.body, when.body) !== when.equals) return null;
    return idFrom(field(request.body, source.body));
  }
  const unless = source.unless;
  if (unless && field(request.params, unless.param) === unless.equals) return null;
  return idFrom(field(request.params, source.param));
}

/** How the authorization matrix and the docs name the sources. */
export const describeAccountSources = (sources: AccountSources): string =>
  accountSourcesOf(sources).map(describeAccountSource).join(' and ');

function describeAccountSource(source: AccountSource): string {
  if (typeof source === 'string') return `{${source}}`;
  if ('record' in source)
    return `of ${source.record} ${'param' in source ? `{${source.param}}` : `body.${source.body}`}`;
  // a query or body field may be left out: the rule then checks no account
  if ('query' in source) return `?${source.query} (if given)`;
  if ('body' in source)
    return `body.${source.body}${source.when ? ` when ${source.when.body} is ${source.when.equals}` : ''} (if given)`;
  return `{${source.param}}${source.unless ? ` (none when ${source.unless.param} is ${source.unless.equals})` : ''}`;
}
