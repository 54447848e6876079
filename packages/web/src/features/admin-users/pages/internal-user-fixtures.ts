import type { InternalUserListItem } from '@storelens/contract/api/admin-users';

/** An internal user as the list and the form get it: an activated account manager; override what a test needs. */
export const internalUser = (overrides: Partial<InternalUserListItem> = {}): InternalUserListItem => ({
  id: 21,
  firstName: 'Alex',
  lastName: 'Admin',
  email: 'alex@storelens.test',
  accessLevel: 'accountManager',
  activated: true,
  createdAt: '2026-02-01T09:00:00.000Z',
  hasReportsManagement: false,
  hasDataManagement: true,
  hasConnectors: false,
  hasAccounts: false,
  verticals: [],
  isActive: true,
  ...overrides,
});
