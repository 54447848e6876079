import { isSystemUser } from '@storelens/contract/access/roles';
import { ERRORS } from '@storelens/contract/api/errors';
import type { Db } from '../db/client.ts';
import { HttpError } from '../platform/errors.ts';
import { findAccountAccess, type findAccountWithVertical, findUserVerticalIds } from './account-access.queries.ts';
import { toAccessUser } from './guards.ts';
import type { UserRow } from './sessions.ts';

export interface AccountWithAccess {
  account: NonNullable<Awaited<ReturnType<typeof findAccountWithVertical>>>['account'];
  vertical: NonNullable<Awaited<ReturnType<typeof findAccountWithVertical>>>['vertical'];
  /** the user's level on the account; null for a system user who is not a member */
  accessLevel: string | null;
}

/**
 * The one check every account-scoped call makes, so that no route can forget a case: members see their
 * accounts, system users see accounts within their vertical limits; anyone else gets 403 and no data.
 */
export async function requireAccountAccess(db: Db, user: UserRow, accountId: number): Promise<AccountWithAccess> {
  const found = await findAccountAccess(db, accountId, user.id);
  if (found?.accessLevel) return { account: found.account, vertical: found.vertical, accessLevel: found.accessLevel };
  if (isSystemUser(toAccessUser(user))) {
    if (!found) throw HttpError.from(404, { error: 'NotFound', message: 'Account not found' });
    const limits = await findUserVerticalIds(db, user.id);
    if (limits.length === 0 || limits.includes(found.account.verticalId))
      return { account: found.account, vertical: found.vertical, accessLevel: null };
  }
  throw HttpError.from(403, ERRORS.forbidden);
}
