import type { ActiveAccount } from '@storelens/contract/api/accounts';
import {
  searchWords,
  USER_ACCOUNTS_PAGE,
  type UserAccount,
  type UserAccountsQuery,
} from '@storelens/contract/api/accounts';
import { type AccountType, PAGE_FLAGS, type Pages } from '@storelens/contract/domain/accounts';
import type { Db } from '../../db/client.ts';
import { findAccountById } from '../../identity/account-access.queries.ts';
import type { AccountAccess } from '../../identity/route-access.ts';
import type { UserRow } from '../../identity/sessions.ts';
import { isNameDuplicated, listUserAccounts } from './account-list.ts';

const toPages = (raw: Record<string, boolean>): Pages =>
  Object.fromEntries(PAGE_FLAGS.map((flag) => [flag, raw[flag] === true])) as Pages;

/** GET /user/accounts: a customer user's memberships, or a system user's page. */
export async function getUserAccounts(db: Db, user: UserRow, query: UserAccountsQuery = {}): Promise<UserAccount[]> {
  const options = { words: searchWords(query.search), limit: query.limit ?? USER_ACCOUNTS_PAGE };
  return (await listUserAccounts(db, user, options)).map((a) => ({
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
/** The account the route's access check has read (spec 3 §3 Active account). */
export async function getActiveAccount(db: Db, access: AccountAccess): Promise<ActiveAccount> {
  const { user } = access;
  const { account, vertical, accessLevel } = access.account.found;
  const parent = account.parentAccountId ? await findAccountById(db, account.parentAccountId) : undefined;
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
    duplicateName: await isNameDuplicated(db, user, account),
    vertical: vertical.name,
    verticalId: vertical.id,
    pages: toPages(vertical.pages),
  };
}
