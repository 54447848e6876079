import type { ActiveAccount } from '@storelens/contract/api/accounts';
import type { UserAccount } from '@storelens/contract/api/user';
import { type AccountType, PAGE_FLAGS, type Pages } from '@storelens/contract/domain/accounts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../auth/sessions.ts';
import { listUserAccounts, requireAccountAccess } from './account-access.ts';
import { findAccountById } from './accounts.queries.ts';

const toPages = (raw: Record<string, boolean>): Pages =>
  Object.fromEntries(PAGE_FLAGS.map((flag) => [flag, raw[flag] === true])) as Pages;

/** Lower-cased names that appear more than once among the user's accounts. */
const duplicatedNames = (names: string[]): Set<string> => {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const n of names.map((x) => x.toLowerCase())) (seen.has(n) ? dup : seen).add(n);
  return dup;
};

/** GET /user/accounts */
export async function getUserAccounts(db: Db, user: UserRow): Promise<UserAccount[]> {
  return (await listUserAccounts(db, user)).map((a) => ({
    id: a.id,
    name: a.name,
    accountType: a.accountType as AccountType,
    verticalId: a.verticalId,
    vertical: a.vertical,
    isActive: a.isActive,
    default: a.isDefault,
  }));
}

/** GET /accounts/{id}: the active account with its vertical's pages (spec 1 §3). */
export async function getActiveAccount(db: Db, user: UserRow, accountId: number): Promise<ActiveAccount> {
  const { account, vertical, accessLevel } = await requireAccountAccess(db, user, accountId);
  const parent = account.parentAccountId ? await findAccountById(db, account.parentAccountId) : undefined;
  const userAccounts = await listUserAccounts(db, user);
  const duplicates = duplicatedNames(userAccounts.map((a) => a.name));
  return {
    id: account.id,
    name: account.name,
    isActive: account.isActive,
    accessLevel,
    accountType: account.accountType as AccountType,
    settings: account.settings,
    parentName: parent?.name ?? null,
    // spec 3 §4: a child of a rollup that controls its children's data permissions
    isManagedAccount: parent?.settings.isAccountManager === true,
    showPreview: account.showPreview,
    duplicateName: duplicates.has(account.name.toLowerCase()),
    vertical: vertical.name,
    verticalId: vertical.id,
    pages: toPages(vertical.pages),
  };
}
