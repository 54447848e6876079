import { reportListFor } from '@storelens/contract/access/report-access';
import { isSystemUser } from '@storelens/contract/access/roles';
import {
  BUILTIN_REPORTS,
  type BuiltinReportKey,
  type DashboardReportAnswer,
  EMBED_PATH,
  REPORT_VIEW_TEXTS,
  type ReportDataAnswer,
  type ReportDataQuery,
  type ReportSheet,
  type ReportTestAnswer,
  type ReportTestBody,
} from '@storelens/contract/api/report-views';
import { accountTypeFromKebab } from '@storelens/contract/api/reports';
import type { AccountType } from '@storelens/contract/domain/accounts';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { requireAccountAccess } from '../../identity/account-access.ts';
import { toAccessUser } from '../../identity/guards.ts';
import type { AccountAccess } from '../../identity/route-access.ts';
import type { UserRow } from '../../identity/sessions.ts';
import { HttpError, withoutAddresses } from '../../platform/errors.ts';
import { signEmbedToken, verifyEmbedToken } from './embed-token.ts';
import { brandPerformance, marketShare, portfolioSales } from './report-brand.service.ts';
import { dataAuditSheets } from './report-data-audit.pages.ts';
import { groupInventorySheets, groupSalesSheets, headlineSheets } from './report-group.pages.ts';
import {
  findAccountForReportView,
  findChildAccounts,
  findEmbedUser,
  findReportForView,
  findReportRow,
} from './report-lookups.queries.ts';
import { connectorHealthSheets, customersSheets, productsSheets, salesOverviewSheets } from './report-pages.ts';
import { providerEmbed, reportProviderOf, testProviderUrl } from './report-providers.ts';
import { ensureRollupsCurrent } from './report-rollups.service.ts';
import { sellThroughSheets } from './report-sell-through.pages.ts';
import { findReportLocations, latestSalesDay, type ReportScope } from './report-views.queries.ts';

const REPORT_NOT_FOUND = { error: 'NotFound', message: 'Report not found' } as const;
const selectedOf = (settings: unknown): number[] => {
  const list = (settings as Record<string, unknown> | null)?.selectedReports;
  return Array.isArray(list) ? list.filter((r): r is number => Number.isInteger(r)) : [];
};

/**
 * GET /dashboards/{accountType}/{accountId}/{reportSlug} (spec 3 §7): the report the account sees at
 * this path — the same rule as its cards (contract/access/report-access.ts) — or 404, on which the
 * page goes to / (spec 3 §8). A built-in, Tableau or Metabase report comes with its frame address
 * and a short-lived signed token (report-providers.ts); the providers' secrets never leave the server.
 */
export async function openDashboardReport(
  deps: Deps,
  access: AccountAccess,
  params: { accountType: string; reportSlug: string },
): Promise<DashboardReportAnswer> {
  const db = deps.database.db;
  const type = accountTypeFromKebab(params.accountType);
  const account = await findAccountForReportView(db, access.account.id);
  if (!type || !account) throw HttpError.from(404, REPORT_NOT_FOUND);
  const report = await findReportForView(db, {
    verticalId: account.verticalId,
    accountType: type,
    path: params.reportSlug,
  });
  const list =
    report &&
    reportListFor(
      { ...report, accountType: type },
      {
        accountType: account.accountType as AccountType,
        verticalId: account.verticalId,
        isActive: account.isActive,
        selectedReports: selectedOf(account.settings),
        verticalMetadata: account.verticalMetadata,
      },
      { isSystemUser: isSystemUser(toAccessUser(access.user)) },
    );
  if (!report || !list) throw HttpError.from(404, REPORT_NOT_FOUND);
  const base = { id: report.id, title: report.title, url: report.reportUrl, guide: report.guide };
  const provider = reportProviderOf(report.reportUrl, deps.config.reportProviders);
  switch (provider.kind) {
    case 'external':
      return {
        ...base,
        embed: {
          provider: 'external',
          src: report.reportUrl,
          origin: new URL(report.reportUrl).origin,
          expiresAt: null,
        },
      };
    case 'unavailable':
      // shown on the report screen; the admin's test names the variables to set
      return {
        ...base,
        embed: { provider: provider.provider, src: '', origin: null, expiresAt: null, error: provider.message },
      };
    case 'tableau':
    case 'metabase':
      return { ...base, embed: await providerEmbed(provider, deps.config, access.user, deps.now()) };
  }
  const key = provider.key;
  const { token, expiresAt } = await signEmbedToken(
    deps.config.secretKey,
    { accountId: access.account.id, reportId: report.id, userId: access.user.id, key },
    deps.now(),
  );
  // the token rides in the fragment: it never reaches a server log or a Referer header
  return {
    ...base,
    embed: {
      provider: 'storelens',
      src: `${EMBED_PATH}/${key}#token=${token}`,
      origin: null,
      expiresAt: expiresAt.toISOString(),
    },
  };
}

/**
 * POST /dashboards/test/{id} (spec 3 §7; "the result is not shown"): does the URL (the body's, else
 * the saved one) load? A built-in report is checked against the built-in list; any other URL is
 * fetched, and the answer says what came back.
 */
export async function testReportUrl(
  deps: Deps,
  user: { email: string },
  id: number,
  body: ReportTestBody,
): Promise<ReportTestAnswer> {
  const report = await findReportRow(deps.database.db, id);
  if (!report) throw HttpError.from(404, REPORT_NOT_FOUND);
  const url = body.url || report.reportUrl;
  const provider = reportProviderOf(url, deps.config.reportProviders);
  if (provider.kind !== 'storelens' && provider.kind !== 'external')
    return testProviderUrl(url, provider, deps.config, user, deps.now());
  const key = provider.kind === 'storelens' ? provider.key : null;
  if (key) {
    return {
      url,
      ok: true,
      provider: 'storelens',
      status: 200,
      message: `Built-in StoreLens report: ${BUILTIN_REPORTS[key].title}.`,
    };
  }
  if (new URL(url).pathname.split('/').filter(Boolean)[0] === 'analytics') {
    return {
      url,
      ok: false,
      provider: 'storelens',
      status: null,
      message: `No built-in report is named here. Built-in reports: ${Object.keys(BUILTIN_REPORTS).join(', ')}.`,
    };
  }
  try {
    const res = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(10_000) });
    const text = (await res.text()).slice(0, 65_536);
    const title = /<title[^>]*>([^<]{0,200})<\/title>/i.exec(text)?.[1]?.trim();
    return {
      url,
      ok: res.ok,
      provider: 'external',
      status: res.status,
      message: res.ok
        ? `The page loaded (HTTP ${res.status}${title ? `, "${title}"` : ''}).`
        : `The page answered HTTP ${res.status}.`,
    };
  } catch (err) {
    const reason =
      err instanceof Error && err.name === 'TimeoutError'
        ? 'it did not answer within 10 seconds'
        : 'it could not be reached';
    return {
      url,
      ok: false,
      provider: 'external',
      status: null,
      message: withoutAddresses(`The page did not load: ${reason}.`),
    };
  }
}

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
    const allowed = await requireAccountAccess(db, user, child.id).then(
      () => true,
      () => false,
    );
    if (allowed) stores.set(child.id, child.name);
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
 * GET /embed/reports/{key} (the built-in report page's data). The bearer token names
 * the account, user and report; the user's access to the account is checked again, so a token of
 * someone who has since lost the account reads nothing. The browser's query only filters within it.
 */
export async function builtinReportData(
  deps: Deps,
  authorization: string | undefined,
  key: BuiltinReportKey,
  query: ReportDataQuery,
): Promise<ReportDataAnswer> {
  const db = deps.database.db;
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  const claims = token ? await verifyEmbedToken(deps.config.secretKey, token, deps.now()) : null;
  if (!claims) throw HttpError.from(401, { error: 'Authentication Error', message: REPORT_VIEW_TEXTS.expired });
  if (claims.key !== key)
    throw HttpError.from(403, { error: 'Forbidden', message: 'You do not have access to this resource.' });
  const user = await findEmbedUser(db, claims.userId);
  if (!user?.isActive) throw HttpError.from(401, { error: 'Authentication Error', message: REPORT_VIEW_TEXTS.expired });
  const { account, vertical } = await requireAccountAccess(db, user, claims.accountId);

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
