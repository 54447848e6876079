import { reportListFor } from '@storelens/contract/access/report-access';
import { BUILTIN_REPORTS } from '@storelens/contract/api/report-data';
import { accountTypeFromKebab } from '@storelens/contract/api/report-management';
import {
  type DashboardReportAnswer,
  EMBED_PATH,
  type ReportTestAnswer,
  type ReportTestBody,
} from '@storelens/contract/api/reports';
import { OUTBOUND_NOT_CALLED } from '@storelens/contract/domain/outbound';
import type { Deps } from '../../deps.ts';
import { signEmbedToken } from '../../identity/embed-token.ts';
import type { AccountAccess } from '../../identity/route-access.ts';
import { HttpError } from '../../platform/errors.ts';
import { OutboundRefused, outboundPolicyOf, outboundRequest } from '../../platform/outbound.ts';
import { reportById, reportByKey } from '../report-management/report-management.service.ts';
import { providerEmbed, reportProviderOf, testProviderUrl, titleOf, unanswered } from './report-providers.ts';
import { reportViewOf } from './report-view.ts';

const REPORT_NOT_FOUND = { error: 'NotFound', message: 'Report not found' } as const;

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
  const view = await reportViewOf(db, access);
  if (!type || !view) throw HttpError.from(404, REPORT_NOT_FOUND);
  const { account, viewer } = view;
  const report = await reportByKey(deps, {
    verticalId: account.verticalId,
    accountType: type,
    path: params.reportSlug,
  });
  const list = report && reportListFor({ ...report, accountType: type }, account, viewer);
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
  const report = await reportById(deps, id);
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
    // a user-typed address: through the outbound guard (no private, loopback or metadata address,
    // each redirect checked again), so the test cannot read an internal page's title
    const res = await outboundRequest(url, { timeoutMs: 10_000, maxRedirects: 5 }, outboundPolicyOf(deps.config));
    const title = titleOf(res.body);
    const ok = res.status >= 200 && res.status < 300;
    return {
      url,
      ok,
      provider: 'external',
      status: res.status,
      message: ok
        ? `The page loaded (HTTP ${res.status}${title ? `, "${title}"` : ''}).`
        : `The page answered HTTP ${res.status}.`,
    };
  } catch (err) {
    if (err instanceof OutboundRefused)
      return { url, ok: false, provider: 'external', status: null, message: OUTBOUND_NOT_CALLED(err.message) };
    return unanswered(url, 'external', err, (reason) => `The page did not load: ${reason}.`);
  }
}
