import type { AccountType, PageFlag } from '../domain/accounts.ts';
import type { FeatureFlag, SystemAccessLevel } from '../domain/users.ts';

/** What the access rules need to know about the signed-in person. */
export interface AccessUser {
  systemAccessLevel: SystemAccessLevel | null;
  hasReportsManagement: boolean;
  hasDataManagement: boolean;
  hasConnectors: boolean;
  hasAccounts: boolean;
}

/** What the access rules need to know about the active account. */
export interface AccessAccount {
  accountType: AccountType;
  /** The user's level on this account ('admin' grants account-admin rights). */
  accessLevel: string | null;
  isActive: boolean;
  pages: Partial<Record<PageFlag, boolean>>;
}

/** spec 1 §6: system user = admin or accountManager. */
export const isSystemUser = (user: AccessUser): boolean =>
  user.systemAccessLevel === 'admin' || user.systemAccessLevel === 'accountManager';

export const isSystemAdmin = (user: AccessUser): boolean => user.systemAccessLevel === 'admin';

/** spec 1 §6: a system admin passes every feature-flag check; an account manager needs the flag. */
export const hasFeature = (user: AccessUser, flag: FeatureFlag): boolean =>
  isSystemAdmin(user) || (isSystemUser(user) && user[flag]);

/** spec 1 §6: a system user, or a user whose access level on the active account is admin. */
export const isAccountAdmin = (user: AccessUser, account: AccessAccount | null): boolean =>
  isSystemUser(user) || account?.accessLevel === 'admin';

export const hasPage = (account: AccessAccount | null, page: PageFlag): boolean => account?.pages[page] === true;
