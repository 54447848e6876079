import { CONNECTION_ERRORS, type ConnectionSource } from '@storelens/contract/api/connections';
import { RetailerDataPermission } from '@storelens/contract/api/verticals';
import { isRetailerKind } from '@storelens/contract/domain/accounts';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AccountAccess } from '../../identity/route-access.ts';
import type { UserRow } from '../../identity/sessions.ts';
import { HttpError } from '../../platform/errors.ts';
import { type AccountForConnections, findAccountForConnections, insertHistory } from './connections.queries.ts';

/**
 * spec 3 §4 Managed accounts: a retailer whose parent Retailer Rollup controls its children
 * ("Control Data Permissions for child accounts"). Its connections and data permissions are the
 * parent's, read-only on its own screens.
 */
export const isManaged = (a: AccountForConnections): boolean =>
  a.parentAccountId !== null && a.parentType === 'Retailer Rollup' && a.parentSettings?.isAccountManager === true;

/** The account whose connections and settings govern this retailer: its parent when managed, else itself. */
export const controllingAccountId = (a: AccountForConnections): number =>
  isManaged(a) && a.parentAccountId !== null ? a.parentAccountId : a.id;

/** The vertical's data permission settings (spec 1 §3 metadata.retailerDataPermissions); bad JSON counts as none. */
export function verticalDataPermissions(metadata: Record<string, unknown>): RetailerDataPermission[] {
  const parsed = z.array(RetailerDataPermission).safeParse(metadata.retailerDataPermissions ?? []);
  return parsed.success ? parsed.data : [];
}

const pageOn = (a: AccountForConnections) => a.pages?.accountConnections === true;

/** The checked account of a brand-side call (the route rule checked the caller): a Brand account with the accountConnections page. */
export async function requireBrand(db: Db, access: AccountAccess): Promise<AccountForConnections> {
  const account = await findAccountForConnections(db, access.account.id);
  if (account?.accountType !== 'Brand') throw HttpError.from(403, CONNECTION_ERRORS.notBrand);
  if (!pageOn(account)) throw HttpError.from(403, CONNECTION_ERRORS.pageDisabled);
  return account;
}

/** The checked account of a retailer-side call: Retailer or Retailer Rollup with the accountConnections page. */
export async function requireRetailer(db: Db, access: AccountAccess): Promise<AccountForConnections> {
  const account = await findAccountForConnections(db, access.account.id);
  if (!account || !isRetailerKind(account.accountType)) throw HttpError.from(403, CONNECTION_ERRORS.notRetailer);
  if (!pageOn(account)) throw HttpError.from(403, CONNECTION_ERRORS.pageDisabled);
  return account;
}

/** Who made a transition; null = the system (the demo, a job). */
export interface Actor {
  user: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'systemAccessLevel'> | null;
  accountId: number | null;
  source: ConnectionSource;
}

/** Writes one history row for a transition (who, when, how). */
export async function recordTransition(
  db: Db,
  connectionId: number,
  status: string,
  actor: Actor,
  at: Date,
  note: string | null = null,
): Promise<void> {
  await insertHistory(db, {
    connectionId,
    status,
    source: actor.source,
    actorUserId: actor.user?.id ?? null,
    actorAccountId: actor.accountId,
    isSystemUser: actor.user === null || actor.user.systemAccessLevel !== null,
    firstName: actor.user?.firstName ?? '',
    lastName: actor.user?.lastName ?? '',
    note,
    createdAt: at,
  });
}
