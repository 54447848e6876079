import { isSystemUser } from '@storelens/contract/access/roles';
import { ERRORS } from '@storelens/contract/api/errors';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../platform/errors.ts';
import { toAccessUser } from '../auth/guards.ts';
import type { UserRow } from '../auth/sessions.ts';
import {
  findAccountsInVerticals,
  findAccountWithVertical,
  findMemberAccounts,
  findMembership,
  findUserVerticalIds,
  type ListedAccount,
} from './accounts.queries.ts';

/**
 * The accounts a user may work in: a customer user's memberships; for a system user every account
 * in the verticals they are limited to (all when unlimited), leaving out hidden accounts they are
 * not a member of.
 */
export async function listUserAccounts(db: Db, user: UserRow): Promise<ListedAccount[]> {
  if (!isSystemUser(toAccessUser(user))) return findMemberAccounts(db, user.id);
  const verticalIds = await findUserVerticalIds(db, user.id);
  const all = await findAccountsInVerticals(db, user.id, verticalIds);
  return all.filter((a) => !a.isHidden || a.isMember);
}

export interface AccountAccess {
  account: NonNullable<Awaited<ReturnType<typeof findAccountWithVertical>>>['account'];
  vertical: NonNullable<Awaited<ReturnType<typeof findAccountWithVertical>>>['vertical'];
  /** the user's level on the account; null for a system user who is not a member */
  accessLevel: string | null;
}

/**
 * The one check every account-scoped call makes (security checklist #22): members see their
 * accounts, system users see accounts within their vertical limits; anyone else gets 403 and no data.
 */
export async function requireAccountAccess(db: Db, user: UserRow, accountId: number): Promise<AccountAccess> {
  const found = await findAccountWithVertical(db, accountId);
  const membership = found ? await findMembership(db, accountId, user.id) : undefined;
  if (found && membership) return { ...found, accessLevel: membership.accessLevel };
  if (isSystemUser(toAccessUser(user))) {
    if (!found) throw HttpError.from(404, { error: 'NotFound', message: 'Account not found' });
    const limits = await findUserVerticalIds(db, user.id);
    if (limits.length === 0 || limits.includes(found.account.verticalId)) return { ...found, accessLevel: null };
  }
  throw HttpError.from(403, ERRORS.forbidden);
}

/** Account admin of this account (spec 1 §6): a system user, or a member with level admin. */
export async function requireAccountAdmin(db: Db, user: UserRow, accountId: number): Promise<AccountAccess> {
  const access = await requireAccountAccess(db, user, accountId);
  if (!isSystemUser(toAccessUser(user)) && access.accessLevel !== 'admin') throw HttpError.from(403, ERRORS.forbidden);
  return access;
}
