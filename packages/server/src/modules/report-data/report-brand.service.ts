import type { DeniedRetailer, ReportDataAnswer, ReportSheet } from '@storelens/contract/api/report-data';
import { REPORT_VIEW_TEXTS } from '@storelens/contract/api/reports';
import type { Deps } from '../../deps.ts';
import type { UserRow } from '../../identity/sessions.ts';
import { ensureRollupsCurrent } from '../../warehouse/rollups.ts';
import { findReportLocations, productSales, type ReportScope } from '../../warehouse/sales.queries.ts';
import type { BrandDataReads } from '../connections/brand-data-reads.service.ts';
import { brandNotice } from '../connections/brand-notice.service.ts';
import { brandDataAccess } from '../connections/data-access.service.ts';
import { findChildAccounts, findConnectedRetailers } from './report-lookups.queries.ts';
import { marketShareSheets } from './report-market-share.pages.ts';
import { brandSheets, portfolioSheets } from './report-pages.ts';
import { sum } from './report-sheet-parts.ts';

interface BrandAccount {
  id: number;
  name: string;
  verticalId: string;
  settings: unknown;
}

/** The data permission setting typeId titled Sales in the vertical, if it has one. */
const salesTypeId = (metadata: unknown): number | undefined => {
  const list = (metadata as { retailerDataPermissions?: Array<{ typeId: number; title: string }> } | null)
    ?.retailerDataPermissions;
  return Array.isArray(list) ? list.find((s) => s.title.toLowerCase() === 'sales')?.typeId : undefined;
};

/**
 * The retailers whose sales this brand user may read (the brand's connected retailers, each asked of
 * brandDataAccess — the one rule), with the brand's name, and the report's one notice (empty when
 * nothing needs saying): why no retailer is left or why some are not shown, and what this user can do.
 */
export async function brandRetailers(
  deps: Deps,
  q: { account: BrandAccount; user: UserRow; verticalMetadata?: unknown; reads?: BrandDataReads },
): Promise<{ brand: string; allowed: Map<number, string>; empty: string[] }> {
  const db = deps.database.db;
  const settings = (q.account.settings ?? {}) as Record<string, unknown>;
  const brand = typeof settings.brand === 'string' && settings.brand.trim() !== '' ? settings.brand : q.account.name;
  const retailers = await findConnectedRetailers(db, q.account.id, q.account.verticalId);
  const allowed = new Map<number, string>();
  const denied: DeniedRetailer[] = [];
  for (const retailer of retailers) {
    const access = await brandDataAccess(db, {
      brandAccountId: q.account.id,
      retailerAccountId: retailer.id,
      user: { id: q.user.id, systemAccessLevel: q.user.systemAccessLevel },
      typeId: salesTypeId(q.verticalMetadata),
      reads: q.reads,
    });
    if (access.allowed) allowed.set(retailer.id, retailer.name);
    else denied.push({ name: retailer.name, status: access.status, reasons: access.missing.map((m) => m.reason) });
  }
  const notice = await brandNotice(db, {
    brandAccountId: q.account.id,
    account: q.account.name,
    brand,
    user: q.user,
    allowed: [...allowed.values()],
    denied,
  });
  const empty = notice ? [notice] : [];
  if (allowed.size > 0) {
    for (const id of allowed.keys()) await ensureRollupsCurrent(db, id);
    return { brand, allowed, empty };
  }
  return { brand, allowed, empty: empty.length > 0 ? empty : [REPORT_VIEW_TEXTS.noRetailers(brand)] };
}

type BrandPage = { sheets: ReportSheet[]; locations: ReportDataAnswer['locations']; empty: string[] };

type BrandQuery = {
  account: BrandAccount;
  user: UserRow;
  scope: ReportScope;
  verticalMetadata?: unknown;
  /** the access log's record of this request's reads */
  reads?: BrandDataReads;
};

/**
 * Brand Performance: the brand's products (the retailer's product records
 * whose brand is the account's brand, else its name) sold at the retailers whose data this user may
 * see under brandDataAccess. Retailers it may not see add their missing sentences, which the page
 * shows when no retailer is left.
 */
export const brandPerformance = (deps: Deps, q: BrandQuery): Promise<BrandPage> => brandPage(deps, q, brandSheets);

/** Market Share: the brand's share of its allowed retailers' branded sales, by retailer and category. */
export const marketShare = (deps: Deps, q: BrandQuery): Promise<BrandPage> => brandPage(deps, q, marketShareSheets);

/** A brand's page over the retailers whose data this user may see: the page's sheets and their locations. */
async function brandPage(
  deps: Deps,
  q: BrandQuery,
  sheetsOf: typeof brandSheets | typeof marketShareSheets,
): Promise<BrandPage> {
  const { brand, allowed, empty } = await brandRetailers(deps, q);
  if (allowed.size === 0) return { sheets: [], locations: [], empty };
  const accountIds = [...allowed.keys()];
  const db = deps.database.db;
  return {
    sheets: await sheetsOf(db, { ...q.scope, accountIds }, brand, allowed),
    locations: await findReportLocations(db, accountIds),
    empty,
  };
}

/**
 * Portfolio Sales (a Brand Rollup): each brand the portfolio manages, its units and revenue at the
 * retailers whose data this user may see for that brand (the same rule, brand by brand).
 */
export async function portfolioSales(deps: Deps, q: BrandQuery): Promise<BrandPage> {
  const db = deps.database.db;
  const children = await findChildAccounts(db, q.account.id, ['Brand']);
  if (children.length === 0) return { sheets: [], locations: [], empty: [PORTFOLIO_EMPTY] };
  const rows: Array<{ brand: string; retailers: number; units: number; revenue: number }> = [];
  const seen = new Set<number>();
  for (const child of children) {
    const { brand, allowed } = await brandRetailers(deps, { ...q, account: child });
    if (allowed.size === 0) {
      rows.push({ brand, retailers: 0, units: 0, revenue: 0 });
      continue;
    }
    for (const id of allowed.keys()) seen.add(id);
    const sold = await productSales(db, { ...q.scope, accountIds: [...allowed.keys()] }, 100_000, brand);
    rows.push({ brand, retailers: allowed.size, units: sum(sold, 'units'), revenue: sum(sold, 'revenue') });
  }
  rows.sort((a, b) => b.revenue - a.revenue || a.brand.localeCompare(b.brand));
  return { sheets: portfolioSheets(rows), locations: await findReportLocations(db, [...seen]), empty: [] };
}

const PORTFOLIO_EMPTY = 'No brand belongs to this portfolio yet: its brands show here once they are added to it.';
