import { comparisonOf, withComparison } from '@storelens/contract/api/report-compare';
import {
  BUILTIN_REPORTS,
  type BuiltinReportKey,
  type ReportDataAnswer,
  type ReportDataQuery,
  type ReportSheet,
} from '@storelens/contract/api/report-data';
import { comparisonRange, retailCalendarOf } from '@storelens/contract/domain/retail-calendar';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { embedAccessOf, mayOpenAccount } from '../../identity/embed-access.ts';
import type { UserRow } from '../../identity/sessions.ts';
import { HttpError } from '../../platform/errors.ts';
import { ensureRollupsCurrent } from '../../warehouse/rollups.ts';
import {
  findReportLocations,
  latestSalesDay,
  type PeriodCut,
  type ReportScope,
} from '../../warehouse/sales.queries.ts';
import { type BrandDataReads, recordingBrandDataReads } from '../connections/brand-data-reads.service.ts';
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
 * A built-in report read by its user (the report frame's call, a report email): a brand's page
 * records each retailer it read in that retailer's access log, with the report and its filters.
 */
export const readBuiltinReport = (
  deps: Deps,
  authorization: string | undefined,
  key: BuiltinReportKey,
  query: ReportDataQuery,
): Promise<ReportDataAnswer> =>
  recordingBrandDataReads(deps, { reportKey: key, filters: query }, (reads) =>
    builtinReportData(deps, authorization, key, query, reads),
  );

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
  reads?: BrandDataReads,
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
  const calendar = retailCalendarOf(account.settings);
  const location = parseLocation(query.location);
  const scope: ReportScope = { accountIds, from, to, location };
  const cut: PeriodCut = { grain, calendar };
  const build = (s: ReportScope) =>
    buildPage(deps, { key, user, account, verticalMetadata: vertical.metadata, stores, scope: s, cut, reads });
  const page = await build(scope);
  const base = {
    key,
    title: BUILTIN_REPORTS[key].title,
    accountName: account.name,
    filters: { from, to, location: query.location ?? '', grain, calendar },
    locations: page.locations,
    empty: page.empty,
    sheets: page.sheets,
  };
  if (!query.compare) return base;
  // the same page for the comparison range, laid beside it (contract/api/report-compare)
  const compared = comparisonRange({ from, to }, query.compare, calendar);
  const before = await build({ ...scope, ...compared });
  // Connector Health and Data Audit chart days whatever the grain
  const pageCut: PeriodCut = DAY_REPORTS.has(key) ? { grain: 'day', calendar } : cut;
  const comparison = comparisonOf(query.compare, { from, to }, compared, pageCut);
  return {
    ...base,
    filters: { ...base.filters, compare: query.compare },
    comparison: compared,
    sheets: withComparison(page.sheets, before.sheets, comparison),
  };
}

/** The pages whose tables and charts run by day, whatever the grain asked. */
const DAY_REPORTS = new Set<BuiltinReportKey>(['connector-health', 'data-audit']);

interface PageQuery {
  key: BuiltinReportKey;
  user: UserRow;
  account: { id: number; name: string; verticalId: string; settings: unknown };
  verticalMetadata: unknown;
  stores: Map<number, string>;
  scope: ReportScope;
  cut: PeriodCut;
  reads: BrandDataReads | undefined;
}

type Page = { sheets: ReportSheet[]; locations: ReportDataAnswer['locations']; empty: string[] };

/** One built-in page's sheets for the scope (its range and location), with its locations and notice. */
async function buildPage(deps: Deps, q: PageQuery): Promise<Page> {
  const db = deps.database.db;
  const { scope, cut } = q;
  const accountId = q.account.id;
  const withLocations = async (sheets: ReportSheet[]): Promise<Page> => ({
    sheets,
    locations: await findReportLocations(db, scope.accountIds),
    empty: [],
  });
  const brandQuery = { account: q.account, user: q.user, scope, verticalMetadata: q.verticalMetadata, reads: q.reads };
  switch (q.key) {
    case 'sales-overview':
      return withLocations(await salesOverviewSheets(db, scope, cut));
    case 'products':
      return withLocations(await productsSheets(db, scope));
    case 'customers':
      return withLocations(await customersSheets(db, scope, cut));
    case 'sell-through':
      return withLocations(await sellThroughSheets(db, scope));
    case 'overview':
      return withLocations(await headlineSheets(db, scope, cut));
    case 'group-sales':
      return withLocations(await groupSalesSheets(db, scope, cut, q.stores));
    case 'group-inventory':
      return withLocations(await groupInventorySheets(db, scope, q.stores));
    case 'connector-health':
      return { sheets: await connectorHealthSheets(db, accountId, scope.from, scope.to), locations: [], empty: [] };
    case 'data-audit':
      return { sheets: await dataAuditSheets(db, accountId, scope.from, scope.to), locations: [], empty: [] };
    case 'brand-performance':
      return brandPerformance(deps, brandQuery);
    case 'market-share':
      return marketShare(deps, brandQuery);
    case 'portfolio-sales':
      return portfolioSales(deps, brandQuery);
  }
}
