import { describe, expect, it } from 'vitest';
import { PAGE_FLAGS, type PageFlag } from '../domain/accounts.ts';
import { canOpenPath, homePath, visibleNavItems } from './navigation.ts';
import type { AccessAccount, AccessUser } from './roles.ts';

const customer: AccessUser = {
  systemAccessLevel: null,
  hasReportsManagement: false,
  hasDataManagement: false,
  hasConnectors: false,
  hasAccounts: false,
};
const admin: AccessUser = { ...customer, systemAccessLevel: 'admin' };
const manager = (flags: Partial<AccessUser> = {}): AccessUser => ({
  ...customer,
  systemAccessLevel: 'accountManager',
  ...flags,
});
const allPages = Object.fromEntries(PAGE_FLAGS.map((f) => [f, true])) as Record<PageFlag, boolean>;
const account = (accountType: AccessAccount['accountType'], overrides: Partial<AccessAccount> = {}): AccessAccount => ({
  accountType,
  accessLevel: 'user',
  isActive: true,
  pages: allPages,
  ...overrides,
});
const keys = (user: AccessUser, acc: AccessAccount | null) => visibleNavItems(user, acc).map((i) => i.key);
const without = (page: PageFlag) => ({ pages: { ...allPages, [page]: false } });

// spec 1 §2 "Sidebar items and gates", one block per row
describe('sidebar gates', () => {
  it('Reports: account type is not Connectors', () => {
    expect(keys(customer, account('Brand'))).toContain('reports');
    expect(keys(customer, account('Retailer Rollup'))).toContain('reports');
    expect(keys(admin, account('Connectors'))).not.toContain('reports');
  });

  it('Settings header, My Profile: always', () => {
    expect(keys(customer, null)).toEqual(['profile']);
    expect(keys(customer, account('Other'))).toContain('profile');
  });

  it('Users & Permissions: account admin (a member with level admin, or any system user)', () => {
    expect(keys(customer, account('Brand'))).not.toContain('users');
    expect(keys(customer, account('Brand', { accessLevel: 'admin' }))).toContain('users');
    expect(keys(manager(), account('Brand'))).toContain('users');
  });

  it('Retail Connect: Brand account, account admin, page accountConnections', () => {
    const brandAdmin = account('Brand', { accessLevel: 'admin' });
    expect(keys(customer, brandAdmin)).toContain('retailConnect');
    expect(keys(customer, account('Brand'))).not.toContain('retailConnect');
    expect(keys(customer, { ...brandAdmin, ...without('accountConnections') })).not.toContain('retailConnect');
    expect(keys(customer, account('Retailer', { accessLevel: 'admin' }))).not.toContain('retailConnect');
  });

  it('Data Permissions: Retailer or Retailer Rollup account, account admin, accountConnections', () => {
    expect(keys(customer, account('Retailer', { accessLevel: 'admin' }))).toContain('dataPermissions');
    expect(keys(customer, account('Retailer Rollup', { accessLevel: 'admin' }))).toContain('dataPermissions');
    expect(keys(customer, account('Retailer'))).not.toContain('dataPermissions');
    expect(keys(customer, account('Brand', { accessLevel: 'admin' }))).not.toContain('dataPermissions');
    expect(keys(admin, account('Retailer', without('accountConnections')))).not.toContain('dataPermissions');
  });

  it('Locations: Retailer or Retailer Rollup account, account admin, page locations', () => {
    expect(keys(customer, account('Retailer Rollup', { accessLevel: 'admin' }))).toContain('locations');
    expect(keys(customer, account('Retailer'))).not.toContain('locations');
    expect(keys(admin, account('Retailer', without('locations')))).not.toContain('locations');
    expect(keys(admin, account('Brand'))).not.toContain('locations');
  });

  it('Connectors: system user with hasConnectors', () => {
    expect(keys(admin, account('Connectors'))).toContain('connectors');
    expect(keys(manager({ hasConnectors: true }), account('Brand'))).toContain('connectors');
    expect(keys(manager(), account('Connectors'))).not.toContain('connectors');
    // the flag means nothing on a customer user
    expect(keys({ ...customer, hasConnectors: true }, account('Connectors'))).not.toContain('connectors');
  });

  it('Products / Tagging: system user with hasDataManagement; Brand gets Tagging + Upload with brandTagging, Retailer Tagging with retailerTagging', () => {
    const dm = manager({ hasDataManagement: true });
    expect(keys(dm, account('Brand'))).toEqual(expect.arrayContaining(['tagging', 'upload']));
    expect(keys(dm, account('Retailer'))).toContain('tagging');
    expect(keys(dm, account('Retailer'))).not.toContain('upload');
    expect(keys(dm, account('Brand', without('brandTagging')))).not.toContain('tagging');
    expect(keys(dm, account('Retailer', without('retailerTagging')))).not.toContain('tagging');
    expect(keys(manager(), account('Brand'))).not.toContain('tagging');
    expect(keys(dm, account('Other'))).not.toContain('tagging');
  });

  it('Internal section: Accounts needs hasAccounts', () => {
    expect(keys(manager({ hasAccounts: true }), account('Brand'))).toContain('accounts');
    expect(keys(manager(), account('Brand'))).not.toContain('accounts');
    expect(keys(admin, account('Brand'))).toContain('accounts');
  });

  it('Internal section: Reports Admin needs hasReportsManagement', () => {
    expect(keys(manager({ hasReportsManagement: true }), account('Brand'))).toContain('reportsAdmin');
    expect(keys(manager(), account('Brand'))).not.toContain('reportsAdmin');
  });

  it('Internal section: Internal Reports for every system user', () => {
    expect(keys(manager(), account('Brand'))).toContain('internalReports');
    expect(keys(customer, account('Brand', { accessLevel: 'admin' }))).not.toContain('internalReports');
  });

  it('Internal section: Email List Management needs hasDataManagement', () => {
    expect(keys(manager({ hasDataManagement: true }), account('Brand'))).toContain('emailLists');
    expect(keys(manager(), account('Brand'))).not.toContain('emailLists');
  });

  it('Tagging & Mapping: hasDataManagement plus each page flag', () => {
    const dm = manager({ hasDataManagement: true });
    const pairs: Array<[string, PageFlag]> = [
      ['globalTagging', 'globalTagging'],
      ['brandMapping', 'brandMapping'],
      ['retailerProductOverview', 'retailerProductOverview'],
      ['brandProductOverview', 'brandProductOverview'],
    ];
    for (const [key, page] of pairs) {
      expect(keys(dm, account('Brand'))).toContain(key);
      expect(keys(dm, account('Brand', without(page)))).not.toContain(key);
      expect(keys(manager(), account('Brand'))).not.toContain(key);
    }
  });

  it('Admin Users, Report Management, Vertical Management: system admin only', () => {
    const all = manager({
      hasAccounts: true,
      hasConnectors: true,
      hasDataManagement: true,
      hasReportsManagement: true,
    });
    for (const key of ['adminUsers', 'reportManagement', 'verticalManagement']) {
      expect(keys(admin, account('Brand'))).toContain(key);
      expect(keys(all, account('Brand'))).not.toContain(key);
    }
  });

  it('a plain user of a Brand sees Reports and My Profile only', () => {
    expect(keys(customer, account('Brand'))).toEqual(['reports', 'profile']);
  });
});

describe('route guard and home', () => {
  it('sends the root to /connectors only for a Connectors account and a system user with hasConnectors', () => {
    expect(homePath(admin, account('Connectors'))).toBe('/connectors');
    expect(homePath(manager(), account('Connectors'))).toBe('/reports');
    expect(homePath(admin, account('Brand'))).toBe('/reports');
  });

  it('guards admin routes (spec 1 §6)', () => {
    const accountsOnly = manager({ hasAccounts: true });
    expect(canOpenPath('/admin/accounts', accountsOnly, account('Brand'))).toBe(true);
    expect(canOpenPath('/admin/accounts/12', accountsOnly, account('Brand'))).toBe(true);
    expect(canOpenPath('/admin/users', accountsOnly, account('Brand'))).toBe(false);
    expect(canOpenPath('/admin/users/create', admin, account('Brand'))).toBe(true);
    expect(canOpenPath('/admin/vertical/retail', accountsOnly, null)).toBe(false);
    expect(canOpenPath('/admin/reports/5/edit', manager({ hasReportsManagement: true }), null)).toBe(true);
    expect(canOpenPath('/admin/reports/retail/brand/sales', manager({ hasReportsManagement: true }), null)).toBe(false);
    expect(canOpenPath('/admin/reports/retail/brand/sales', admin, null)).toBe(true);
    expect(canOpenPath('/admin/emailListManagement', customer, account('Brand'))).toBe(false);
  });

  it('guards customer routes and leaves /profile open', () => {
    expect(canOpenPath('/profile', customer, null)).toBe(true);
    expect(canOpenPath('/settings/users', customer, account('Brand'))).toBe(false);
    expect(canOpenPath('/settings/users', customer, account('Brand', { accessLevel: 'admin' }))).toBe(true);
    expect(canOpenPath('/connectors/sources/create', customer, account('Connectors'))).toBe(false);
    expect(canOpenPath('/connectors', admin, account('Connectors'))).toBe(true);
    expect(canOpenPath('/reports', admin, account('Connectors'))).toBe(false);
    expect(canOpenPath('/settings/locations/edit/1/2', customer, account('Retailer', { accessLevel: 'admin' }))).toBe(
      true,
    );
  });
});

describe('/dashboard routes (spec 3 §2)', () => {
  it('an internal report opens for a system user on any account, a Connectors one included', () => {
    expect(canOpenPath('/dashboard/admin/connector-health', admin, account('Connectors'))).toBe(true);
    expect(canOpenPath('/dashboard/admin/connector-health', customer, account('Retailer'))).toBe(false);
  });

  it("the account's reports: not on a Connectors account", () => {
    expect(canOpenPath('/dashboard/retailer/sales-overview', customer, account('Retailer'))).toBe(true);
    expect(canOpenPath('/dashboard/retailer/sales-overview', admin, account('Connectors'))).toBe(false);
  });
});
