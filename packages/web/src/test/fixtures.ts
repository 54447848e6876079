import type { ActiveAccount, UserAccount } from '@storelens/contract/api/accounts';
import type { Connection } from '@storelens/contract/api/connections';
import type { Profile } from '@storelens/contract/api/profile';
import { PAGE_FLAGS, type PageFlag } from '@storelens/contract/domain/accounts';

// Fresh objects on every call, so that no test sees another's changes. Names and ids are plain and
// fixed: a test asserts on what it set itself, through the overrides.

/** A customer (not system) user: no system access level, no feature flags. */
export const customerUser = (overrides: Partial<Profile> = {}): Profile => ({
  id: 101,
  firstName: 'Casey',
  lastName: 'Customer',
  email: 'casey@example.com',
  timeZone: 'America/New_York',
  systemAccessLevel: null,
  twoFactorEnabled: false,
  mobile: null,
  impersonated: false,
  hasReportsManagement: false,
  hasDataManagement: false,
  hasConnectors: false,
  hasAccounts: false,
  ...overrides,
});

/** A system admin: passes every feature-flag gate (spec 1 §6). */
export const systemUser = (overrides: Partial<Profile> = {}): Profile =>
  customerUser({
    id: 1,
    firstName: 'Sam',
    lastName: 'System',
    email: 'sam@storelens.test',
    systemAccessLevel: 'admin',
    hasReportsManagement: true,
    hasDataManagement: true,
    hasConnectors: true,
    hasAccounts: true,
    ...overrides,
  });

/** Page flags of an account: the ones named are on, the rest off. */
export const pages = (...on: PageFlag[]): ActiveAccount['pages'] =>
  Object.fromEntries(PAGE_FLAGS.map((flag) => [flag, on.includes(flag)])) as ActiveAccount['pages'];

/** The active account: a live brand account where the user is an account admin, unless told. */
export const activeAccount = (overrides: Partial<ActiveAccount> = {}): ActiveAccount => ({
  id: 7,
  name: 'Acme Brand',
  isActive: true,
  accessLevel: 'admin',
  accountType: 'Brand',
  settings: {},
  parentName: null,
  isManagedAccount: false,
  showPreview: false,
  duplicateName: false,
  vertical: 'Outdoor',
  verticalId: 'outdoor',
  pages: pages(),
  ...overrides,
});

/** A retailer account with the pages a retailer admin's settings need (locations, connections). */
export const retailerAccount = (overrides: Partial<ActiveAccount> = {}): ActiveAccount =>
  activeAccount({
    id: 8,
    name: 'Corner Shop',
    accountType: 'Retailer',
    pages: pages('locations', 'accountConnections'),
    ...overrides,
  });

/** The switcher's row for an account (GET /user/accounts). */
export const userAccountOf = (account: ActiveAccount, isDefault = true): UserAccount => ({
  id: account.id,
  name: account.name,
  accountType: account.accountType,
  verticalId: account.verticalId,
  vertical: account.vertical,
  isActive: account.isActive,
  default: isDefault,
});

/** A factory of connection rows: `defaults` over a plain, unmanaged, never-asked row; each call's overrides on top. */
export const connectionOf =
  (defaults: Pick<Connection, 'accountId' | 'name'> & Partial<Connection>) =>
  (overrides: Partial<Connection> = {}): Connection => ({
    status: null,
    statusDate: null,
    isManagedAccount: false,
    parentAccount: null,
    userCount: 0,
    note: null,
    ...defaults,
    ...overrides,
  });
