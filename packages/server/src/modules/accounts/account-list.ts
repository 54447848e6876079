import { isSystemUser } from '@storelens/contract/access/roles';
import type { Db } from '../../db/client.ts';
import { findUserVerticalIds } from '../../identity/account-access.queries.ts';
import { toAccessUser } from '../../identity/guards.ts';
import type { UserRow } from '../../identity/sessions.ts';
import {
  findMemberAccounts,
  findSystemUserAccounts,
  type ListedAccount,
  sameMemberNameQuery,
  sameNameQuery,
} from './accounts.queries.ts';

/**
 * The accounts a user may work in: a customer user's memberships (all of them); for a system user
 * one page (`limit`) of the accounts in the verticals they are limited to (all when unlimited),
 * leaving out hidden accounts they are not a member of. `words` narrow the list by name.
 */
export async function listUserAccounts(
  db: Db,
  user: UserRow,
  { words, limit }: { words: string[]; limit: number },
): Promise<ListedAccount[]> {
  if (!isSystemUser(toAccessUser(user))) return findMemberAccounts(db, user.id, words);
  return findSystemUserAccounts(db, user.id, await findUserVerticalIds(db, user.id), words, limit);
}

/** spec 1 §2: whether another of the accounts the user sees has this name (case-insensitively). */
export async function isNameDuplicated(db: Db, user: UserRow, account: { id: number; name: string }): Promise<boolean> {
  const query = isSystemUser(toAccessUser(user))
    ? sameNameQuery(db, account, user.id, await findUserVerticalIds(db, user.id))
    : sameMemberNameQuery(db, account, user.id);
  return (await query).length > 0;
}
