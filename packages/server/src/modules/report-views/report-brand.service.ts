import { REPORT_VIEW_TEXTS, type ReportDataAnswer, type ReportSheet } from '@storelens/contract/api/report-views';
import type { Deps } from '../../deps.ts';
import type { UserRow } from '../../identity/sessions.ts';
import { brandDataAccess } from '../connections/data-access.service.ts';
import { findConnectedRetailers } from './report-lookups.queries.ts';
import { brandSheets } from './report-pages.ts';
import { ensureRollupsCurrent } from './report-rollups.service.ts';
import { findReportLocations, type ReportScope } from './report-views.queries.ts';

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
 * Brand Performance (issue 10 §5, issue 12 §5): the brand's products (the retailer's product records
 * whose brand is the account's brand, else its name) sold at the retailers whose data this user may
 * see under brandDataAccess — the one rule. Retailers it may not see add their missing sentences,
 * which the page shows when no retailer is left.
 */
export async function brandPerformance(
  deps: Deps,
  q: { account: BrandAccount; user: UserRow; scope: ReportScope; verticalMetadata?: unknown },
): Promise<{ sheets: ReportSheet[]; locations: ReportDataAnswer['locations']; empty: string[] }> {
  const db = deps.database.db;
  const settings = (q.account.settings ?? {}) as Record<string, unknown>;
  const brand = typeof settings.brand === 'string' && settings.brand.trim() !== '' ? settings.brand : q.account.name;
  const retailers = await findConnectedRetailers(db, q.account.id, q.account.verticalId);
  const allowed = new Map<number, string>();
  const missing: string[] = [];
  for (const retailer of retailers) {
    const access = await brandDataAccess(db, {
      brandAccountId: q.account.id,
      retailerAccountId: retailer.id,
      user: { id: q.user.id, systemAccessLevel: q.user.systemAccessLevel },
      typeId: salesTypeId(q.verticalMetadata),
    });
    if (access.allowed) allowed.set(retailer.id, retailer.name);
    else missing.push(...access.missing.map((m) => m.message));
  }
  if (allowed.size === 0) {
    const empty = missing.length > 0 ? [...new Set(missing)] : [REPORT_VIEW_TEXTS.noRetailers(brand)];
    return { sheets: [], locations: [], empty };
  }
  const accountIds = [...allowed.keys()];
  for (const id of accountIds) await ensureRollupsCurrent(db, id);
  const scope = { ...q.scope, accountIds };
  return {
    sheets: await brandSheets(db, scope, brand, allowed),
    locations: await findReportLocations(db, accountIds),
    empty: [],
  };
}
