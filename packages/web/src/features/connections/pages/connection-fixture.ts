import type { Connection } from '@storelens/contract/api/connections';

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
