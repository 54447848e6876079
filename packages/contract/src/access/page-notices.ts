import { NAV_ITEMS } from './navigation.ts';

/**
 * Who each gated page is for, in words a user understands: the notice shown when the role guard
 * turns a user away says which page, why, and where they are instead.
 */
const PAGE_AUDIENCE: Record<string, string> = {
  reports: 'accounts with reports (not a Connectors account)',
  users: 'account admins',
  retailConnect: 'account admins of a Brand account that can connect with retailers',
  dataPermissions: 'account admins of a retailer account that takes connection requests',
  locations: 'account admins of a retailer account with locations',
  connectors: 'StoreLens staff with access to connectors',
  tagging: 'StoreLens staff with data management rights, on an account with tagging',
  upload: 'StoreLens staff with data management rights, on a Brand account',
  accounts: 'StoreLens staff who manage accounts',
  reportsAdmin: 'StoreLens staff who manage reports',
  internalReports: 'StoreLens staff',
  emailLists: 'StoreLens staff with data management rights',
  globalTagging: 'StoreLens staff with data management rights',
  brandMapping: 'StoreLens staff with data management rights',
  retailerProductOverview: 'StoreLens staff with data management rights',
  brandProductOverview: 'StoreLens staff with data management rights',
  adminUsers: 'StoreLens system admins',
  reportManagement: 'StoreLens system admins',
  verticalManagement: 'StoreLens system admins',
};

const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/**
 * The sentence shown when the role guard sends a user from `path` to their home page (`homeLabel`,
 * e.g. 'Reports'): names the page when the sidebar knows it and says who it is for.
 */
export function blockedPageNotice(path: string, accountName: string | null, homeLabel: string): string {
  const clean = path.replace(/\/+$/, '') || '/';
  // the longest sidebar path the address lies under names the page (/admin/reports before /admin)
  const item = [...NAV_ITEMS].sort((a, b) => b.path.length - a.path.length).find((i) => under(clean, i.path));
  const where = accountName ? ` in ${accountName}` : '';
  if (clean.startsWith('/dashboard/'))
    return `That report is not available to you${where}: it is not among this account's reports. Showing ${homeLabel} instead.`;
  if (!item) return `That page is not available to you${where}. Showing ${homeLabel} instead.`;
  const audience = PAGE_AUDIENCE[item.key];
  const why = audience ? `: it is for ${audience}` : '';
  return `${item.label} is not available to you${where}${why}. Showing ${homeLabel} instead.`;
}
