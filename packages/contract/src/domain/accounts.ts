/** spec 1 §1, §9: the account types, in the order the admin form lists them. */
export const ACCOUNT_TYPES = ['Brand', 'Brand Rollup', 'Connectors', 'Retailer', 'Retailer Rollup', 'Other'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** spec 1 §9: report account types are the lower-case names, plus 'admin'. */
export const REPORT_ACCOUNT_TYPES = ['admin', 'brand', 'brand rollup', 'other', 'retailer', 'retailer rollup'] as const;

export const ACCOUNT_ACCESS_LEVELS = ['admin', 'user'] as const;
export type AccountAccessLevel = (typeof ACCOUNT_ACCESS_LEVELS)[number];

/** spec 1 §3: the page switches a vertical carries onto each of its accounts. */
export const PAGE_FLAGS = [
  'retailerTagging',
  'globalTagging',
  'brandTagging',
  'brandMapping',
  'retailerProductOverview',
  'brandProductOverview',
  'accountConnections',
  'locations',
] as const;
export type PageFlag = (typeof PAGE_FLAGS)[number];
export type Pages = Record<PageFlag, boolean>;

export const isRetailerKind = (type: string): boolean => type === 'Retailer' || type === 'Retailer Rollup';
