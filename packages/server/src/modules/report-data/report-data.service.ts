import {
  BUILTIN_REPORTS,
  type BuiltinReportKey,
  type ReportDataAnswer,
  type ReportDataQuery,
  type ReportSheet,
} from '@storelens/contract/api/report-data';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { embedAccessOf, mayOpenAccount } from '../../identity/embed-access.ts';
import type { UserRow } from '../../identity/sessions.ts';
import { HttpError } from '../../platform/errors.ts';
import { ensureRollupsCurrent } from '../../warehouse/rollups.ts';
import { findReportLocations, latestSalesDay, type ReportScope } from '../../warehouse/sales.queries.ts';
import { brandPerformance, marketShare, portfolioSales } from './report-brand.service.ts';
import { dataAuditSheets } from './report-data-audit.pages.ts';
import { groupInventorySheets, groupSalesSheets, headlineSheets } from './report-group.pages.ts';
import { findChildAccounts } from './report-lookups.queries.ts';
import { connectorHealthSheets, customersSheets, productsSheets, salesOverviewSheets } from './report-pages.ts';
import { sellThroughSheets } from './report-sell-through.pages.ts';

/** The pages whose dates end at the last day with sales by default. */
const SALES_REPORTS = new Set<BuiltinReportKey>([
  'sales-overview',
  'products',
  'customers',
  'sell-through',
  'overview',
  'group-sales',
  'group-inventory',
]);
/** The pages that read a group: the account and the stores it manages. */
const GROUP_REPORTS = new Set<BuiltinReportKey>(['group-sales', 'group-inventory']);

/** The group and each store it manages that the user may open (the same check as opening it). */
async function groupStores(db: Db, user: UserRow, group: { id: number; name: string }) {
  const stores = new Map([[group.id, group.name]]);
  for (const child of await findChildAccounts(db, group.id, ['Retailer'])) {
    if (await mayOpenAccount(db, user, child.id)) stores.set(child.id, child.name);
  }
  return stores;
}

const DAY_MS = 86_400_000;
const MAX_RANGE_DAYS = 3 * 366;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The location filter: `{sourceId}:{locationId}` (the answer's list), or 400. */
function parseLocation(value: string | undefined): ReportScope['location'] {
  if (!value) return null;
  const match = /^([0-9]{1,9}):(.*)$/s.exec(value);
  if (!match) {
    throw HttpError.from(400, {
      error: 'ValidationError',
      message: 'Location is not one of the allowed options',
      fields: { location: 'Location is not one of the allowed options' },
    });
  }
  return { sourceId: Number(match[1]), key: match[2] ?? '' };
}

/**
 * GET /embed/reports/{key} (the built-in report page's data). The bearer token names the account,
 * user and report; identity checks it and the user's access (embedAccessOf). The browser's query
 * only filters within it.
 */
export async function builtinReportData(
  deps: Deps,
  authorization: string | undefined,
  key: BuiltinReportKey,
  query: ReportDataQuery,
): Promise<ReportDataAnswer> {
  const db = deps.database.db;
  const { user, account: checked } = await embedAccessOf(db, deps.config.secretKey, authorization, key, deps.now());
  const { account, vertical } = checked;

  const accountId = account.id;
  // a group's pages read the group and the stores it manages that this user may open
  const stores = GROUP_REPORTS.has(key) ? await groupStores(db, user, account) : new Map([[accountId, account.name]]);
  const accountIds = [...stores.keys()];
  for (const id of accountIds) await ensureRollupsCurrent(db, id);
  // sales reports end at the account's last day with sales (a store that stopped syncing still shows
  // its last 90 days); the others at today
  const to = query.to ?? (SALES_REPORTS.has(key) ? await latestSalesDay(db, accountIds) : null) ?? isoDay(deps.now());
  const from = query.from ?? isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - 89 * DAY_MS));
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS > MAX_RANGE_DAYS) {
    throw HttpError.from(400, {
      error: 'ValidationError',
      message: 'The date range may be at most 3 years',
      fields: { from: 'The date range may be at most 3 years' },
    });
  }
  const grain = query.grain ?? 'day';
  const location = parseLocation(query.location);
  const scope: ReportScope = { accountIds, from, to, location };
  const answer = (sheets: ReportSheet[], locations: ReportDataAnswer['locations'], empty: string[] = []) => ({
    key,
    title: BUILTIN_REPORTS[key].title,
    accountName: account.name,
    filters: { from, to, location: query.location ?? '', grain },
    locations,
    empty,
    sheets,
  });

  const locations = () => findReportLocations(db, accountIds);
  const brandQuery = { account, user, scope, verticalMetadata: vertical.metadata };
  const brandPage = (page: { sheets: ReportSheet[]; locations: ReportDataAnswer['locations']; empty: string[] }) =>
    answer(page.sheets, page.locations, page.empty);
  switch (key) {
    case 'sales-overview':
      return answer(await salesOverviewSheets(db, scope, grain), await locations());
    case 'products':
      return answer(await productsSheets(db, scope), await locations());
    case 'customers':
      return answer(await customersSheets(db, scope, grain), await locations());
    case 'sell-through':
      return answer(await sellThroughSheets(db, scope), await locations());
    case 'overview':
      return answer(await headlineSheets(db, scope, grain), await locations());
    case 'group-sales':
      return answer(await groupSalesSheets(db, scope, grain, stores), await locations());
    case 'group-inventory':
      return answer(await groupInventorySheets(db, scope, stores), await locations());
    case 'connector-health':
      return answer(await connectorHealthSheets(db, accountId, from, to), []);
    case 'data-audit':
      return answer(await dataAuditSheets(db, accountId, from, to), []);
    case 'brand-performance':
      return brandPage(await brandPerformance(deps, brandQuery));
    case 'market-share':
      return brandPage(await marketShare(deps, brandQuery));
    case 'portfolio-sales':
      return brandPage(await portfolioSales(deps, brandQuery));
  }
}
