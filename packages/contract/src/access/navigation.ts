import { isRetailerKind, type PageFlag } from '../domain/accounts.ts';
import {
  type AccessAccount,
  type AccessUser,
  hasFeature,
  hasPage,
  isAccountAdmin,
  isSystemAdmin,
  isSystemUser,
} from './roles.ts';

export type Gate = (user: AccessUser, account: AccessAccount | null) => boolean;

export type NavSection = 'main' | 'settings' | 'connectors' | 'products' | 'internal' | 'tagging' | 'admin';

export interface NavItem {
  key: string;
  label: string;
  path: string;
  section: NavSection;
  gate: Gate;
}

export const NAV_SECTION_TITLES: Record<NavSection, string | null> = {
  main: null,
  settings: 'Settings',
  connectors: null,
  products: 'Products',
  internal: 'Internal',
  tagging: 'Tagging & Mapping',
  admin: 'Admin',
};

const isType = (account: AccessAccount | null, type: string) => account?.accountType === type;
const dataManager: Gate = (user) => isSystemUser(user) && hasFeature(user, 'hasDataManagement');

/** A Tagging & Mapping item: for a user with data management, on an account whose page of that name is on. */
const taggingItem = (key: PageFlag, label: string, path: string): NavItem => ({
  key,
  label,
  path,
  section: 'tagging',
  gate: (u, a) => hasFeature(u, 'hasDataManagement') && hasPage(a, key),
});

/** spec 1 §2 "Sidebar items and gates", row by row. The sidebar and the route guards both read this. */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    key: 'reports',
    label: 'Reports',
    path: '/reports',
    section: 'main',
    gate: (_u, a) => a !== null && a.accountType !== 'Connectors',
  },
  { key: 'profile', label: 'My Profile', path: '/profile', section: 'settings', gate: () => true },
  { key: 'users', label: 'Users & Permissions', path: '/settings/users', section: 'settings', gate: isAccountAdmin },
  {
    key: 'retailConnect',
    label: 'Retail Connect',
    path: '/settings/retailConnect',
    section: 'settings',
    gate: (u, a) => isType(a, 'Brand') && isAccountAdmin(u, a) && hasPage(a, 'accountConnections'),
  },
  {
    key: 'dataPermissions',
    label: 'Data Permissions',
    path: '/settings/dataPermissions',
    section: 'settings',
    gate: (u, a) =>
      a !== null && isRetailerKind(a.accountType) && isAccountAdmin(u, a) && hasPage(a, 'accountConnections'),
  },
  {
    key: 'locations',
    label: 'Locations',
    path: '/settings/locations',
    section: 'settings',
    gate: (u, a) => a !== null && isRetailerKind(a.accountType) && isAccountAdmin(u, a) && hasPage(a, 'locations'),
  },
  // the calendar the account's built-in reports are cut by: its admins' (server: allow.accountAdmin)
  {
    key: 'reportCalendar',
    label: 'Report Calendar',
    path: '/settings/reportCalendar',
    section: 'settings',
    gate: (u, a) => a !== null && isAccountAdmin(u, a),
  },
  // an account's signed webhooks: its admins' (server: allow.accountAdmin)
  {
    key: 'webhooks',
    label: 'Webhooks',
    path: '/settings/webhooks',
    section: 'settings',
    gate: (u, a) => a !== null && isAccountAdmin(u, a),
  },
  {
    key: 'connectors',
    label: 'Connectors',
    path: '/connectors',
    section: 'connectors',
    gate: (u) => isSystemUser(u) && hasFeature(u, 'hasConnectors'),
  },
  {
    key: 'tagging',
    label: 'Tagging',
    path: '/product/tagging',
    section: 'products',
    gate: (u, a) =>
      dataManager(u, a) &&
      ((isType(a, 'Brand') && hasPage(a, 'brandTagging')) || (isType(a, 'Retailer') && hasPage(a, 'retailerTagging'))),
  },
  {
    key: 'upload',
    label: 'Upload',
    path: '/product/upload',
    section: 'products',
    gate: (u, a) => dataManager(u, a) && isType(a, 'Brand') && hasPage(a, 'brandTagging'),
  },
  {
    key: 'accounts',
    label: 'Accounts',
    path: '/admin/accounts',
    section: 'internal',
    gate: (u) => hasFeature(u, 'hasAccounts'),
  },
  {
    key: 'reportsAdmin',
    label: 'Reports Admin',
    path: '/admin/reports',
    section: 'internal',
    gate: (u) => hasFeature(u, 'hasReportsManagement'),
  },
  {
    key: 'internalReports',
    label: 'Internal Reports',
    path: '/internalReports',
    section: 'internal',
    gate: isSystemUser,
  },
  {
    key: 'emailLists',
    label: 'Email List Management',
    path: '/admin/emailListManagement',
    section: 'internal',
    gate: (u) => hasFeature(u, 'hasDataManagement'),
  },
  taggingItem('globalTagging', 'Global Retailer Tagging', '/product/globalRetailerTagging'),
  taggingItem('brandMapping', 'Global Brand Mapping', '/product/brandMapping'),
  taggingItem('retailerProductOverview', 'Retailer Product Overview', '/admin/productSummary'),
  taggingItem('brandProductOverview', 'Brand Product Overview', '/admin/brandProductSummary'),
  { key: 'adminUsers', label: 'Admin Users', path: '/admin/users', section: 'admin', gate: isSystemAdmin },
  {
    key: 'reportManagement',
    label: 'Report Management',
    path: '/admin/reportManagement',
    section: 'admin',
    gate: isSystemAdmin,
  },
  {
    key: 'verticalManagement',
    label: 'Vertical Management',
    path: '/admin/verticalManagement',
    section: 'admin',
    gate: isSystemAdmin,
  },
];

/** The sidebar items this user sees on this account, in display order. */
export const visibleNavItems = (user: AccessUser, account: AccessAccount | null): NavItem[] =>
  NAV_ITEMS.filter((item) => item.gate(user, account));

const navItem = (key: string): NavItem => {
  const item = NAV_ITEMS.find((i) => i.key === key);
  if (!item) throw new Error(`unknown nav item ${key}`);
  return item;
};
const navGate = (key: string): Gate => navItem(key).gate;

/**
 * The route rules of sidebar items' pages, each opened by its item's gate, so that a page's path
 * and gate are written once (in NAV_ITEMS). 'key/*' covers the page and everything below it.
 */
const navPages = (...entries: string[]) =>
  entries.map((entry) => {
    const [key = '', below] = entry.split('/');
    const item = navItem(key);
    return { pattern: below ? `${item.path}/*` : item.path, gate: item.gate };
  });

const inVerticalMode: Gate = (u, a) => a !== null && hasFeature(u, 'hasDataManagement') && hasPage(a, 'globalTagging');

/**
 * Route guards (spec 1 §6, spec 3 §2): the first pattern that matches decides. A pattern ending
 * in '/*' covers the path and everything below it. Paths not listed only need a signed-in user.
 */
export const ROUTE_GATES: ReadonlyArray<{ pattern: string; gate: Gate }> = [
  ...navPages('reports'),
  // an internal report (spec 3 §2: /dashboard/admin/{path}) opens for a system user on any account
  { pattern: '/dashboard/admin/*', gate: isSystemUser },
  { pattern: '/dashboard/*', gate: navGate('reports') },
  ...navPages(
    'internalReports',
    'users',
    'retailConnect',
    'dataPermissions',
    'locations/*',
    'reportCalendar',
    'webhooks',
    'connectors/*',
  ),
  ...navPages('tagging/*', 'upload'),
  { pattern: '/product/globalRetailerTagging/*', gate: inVerticalMode },
  ...navPages('brandMapping', 'retailerProductOverview', 'brandProductOverview', 'emailLists', 'accounts/*'),
  ...navPages('adminUsers/*', 'reportManagement', 'verticalManagement'),
  { pattern: '/admin/vertical/*', gate: isSystemAdmin },
  { pattern: '/admin/reports/create', gate: isSystemAdmin },
  { pattern: '/admin/reports/*/edit', gate: navGate('reportsAdmin') },
  { pattern: '/admin/reports/*/*/*', gate: isSystemAdmin },
  ...navPages('reportsAdmin'),
  { pattern: '/admin/*', gate: isSystemUser },
];

const matches = (pattern: string, path: string): boolean => {
  const p = pattern.split('/');
  const s = path.replace(/\/+$/, '').split('/');
  if (pattern.endsWith('/*') && p.length - 1 === s.length) {
    // '/connectors/*' also covers '/connectors' itself.
    return p.slice(0, -1).every((part, i) => part === s[i]);
  }
  const open = pattern.endsWith('/*') && !pattern.slice(0, -2).includes('*');
  if (open) return s.length >= p.length && p.slice(0, -1).every((part, i) => part === s[i]);
  return p.length === s.length && p.every((part, i) => part === '*' || part === s[i]);
};

/** Whether the role guard lets this user open this path on this account. */
export const canOpenPath = (path: string, user: AccessUser, account: AccessAccount | null): boolean => {
  const rule = ROUTE_GATES.find((r) => matches(r.pattern, path));
  return rule ? rule.gate(user, account) : true;
};

/** spec 1 §2: the root goes to /connectors for Connectors accounts when the user may see them. */
export const homePath = (user: AccessUser, account: AccessAccount | null): string =>
  account?.accountType === 'Connectors' && isSystemUser(user) && hasFeature(user, 'hasConnectors')
    ? '/connectors'
    : '/reports';
