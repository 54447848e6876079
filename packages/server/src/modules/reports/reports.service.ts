import { reportListFor } from '@storelens/contract/access/report-access';
import { isSystemUser } from '@storelens/contract/access/roles';
import { BUILTIN_REPORTS } from '@storelens/contract/api/report-data';
import { accountTypeFromKebab } from '@storelens/contract/api/report-management';
import {
  type DashboardReportAnswer,
  EMBED_PATH,
  type ReportTestAnswer,
  type ReportTestBody,
} from '@storelens/contract/api/reports';
import type { AccountType } from '@storelens/contract/domain/accounts';
import type { Deps } from '../../deps.ts';
import { signEmbedToken } from '../../identity/embed-token.ts';
import { toAccessUser } from '../../identity/guards.ts';
import type { AccountAccess } from '../../identity/route-access.ts';
import { HttpError, withoutAddresses } from '../../platform/errors.ts';
import { providerEmbed, reportProviderOf, testProviderUrl } from './report-providers.ts';
import { findAccountForReportView, findReportForView, findReportRow } from './reports.queries.ts';

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
