import { type BuiltinReportKey, builtinReportKeyOf } from '@storelens/contract/api/report-data';
import type { ReportTestAnswer } from '@storelens/contract/api/reports';
import type { Config } from '../../config.ts';
import { withoutAddresses } from '../../platform/errors.ts';
import { type MetabaseResource, signMetabaseEmbed, signTableauToken } from './provider-tokens.ts';

/**
 * Which provider a report URL names. Spec 1 §5 allows any http(s) URL, so the URL
 * itself decides: a built-in `/analytics/...` page; a view on the configured Tableau server
 * (TABLEAU_SERVER_URL); a dashboard or question on the configured Metabase site (METABASE_SITE_URL);
 * anything else is an external page shown as it is. A URL that is plainly Tableau's or Metabase's
 * while that provider is not set up here is "unavailable" with a sentence the screen shows: shown
 * unsigned it would only be the provider's sign-in page.
 */
export type ReportProvider =
  | { kind: 'storelens'; key: BuiltinReportKey }
  | { kind: 'tableau'; viewUrl: string }
  | { kind: 'metabase'; resource: MetabaseResource; id: number }
  | { kind: 'external' }
  | { kind: 'unavailable'; provider: 'tableau' | 'metabase'; message: string; setup: string };

type Providers = Config['reportProviders'];

const TABLEAU_VARS = 'TABLEAU_SERVER_URL, TABLEAU_CLIENT_ID, TABLEAU_SECRET_ID and TABLEAU_SECRET_VALUE';
const METABASE_VARS = 'METABASE_SITE_URL and METABASE_SECRET_KEY';
const NOT_SET_UP = (name: string, configured: boolean) =>
  configured
    ? `This report is on a ${name} server this StoreLens server is not set up for. Ask your administrator.`
    : `This report is served by ${name}, which is not set up on this StoreLens server. Ask your administrator.`;

/**
 * The embeddable view address: `/views/{workbook}/{view}` or `/t/{site}/views/...`, also when copied
 * from Tableau's own pages (`/#/site/{site}/views/...`, `/#/views/...`); query and fragment dropped.
 */
function tableauViewUrl(url: URL): string | null {
  const fromHash = /^#\/(?:site\/([^/]+)\/)?(views\/[^/?]+\/[^/?]+)/.exec(url.hash);
  const path = fromHash ? `${fromHash[1] ? `/t/${fromHash[1]}` : ''}/${fromHash[2]}` : url.pathname;
  const match = /^((?:\/t\/[^/]+)?\/views\/[^/]+\/[^/]+)\/?$/.exec(path);
  return match ? `${url.origin}${match[1]}` : null;
}

/** `{site}/dashboard/{id}` or `/question/{id}`, with Metabase's optional `-slug` after the id. */
function metabaseItem(path: string): { resource: MetabaseResource; id: number } | null {
  const match = /^\/(dashboard|question)\/(\d{1,12})(?:-[^/]*)?\/?$/.exec(path);
  return match ? { resource: match[1] as MetabaseResource, id: Number(match[2]) } : null;
}

export function reportProviderOf(reportUrl: string, providers: Providers): ReportProvider {
  const key = builtinReportKeyOf(reportUrl);
  if (key) return { kind: 'storelens', key };
  let url: URL;
  try {
    url = new URL(reportUrl);
  } catch {
    return { kind: 'external' };
  }
  const { tableau, metabase } = providers;
  if (tableau && url.origin === tableau.serverUrl) {
    const viewUrl = tableauViewUrl(url);
    if (viewUrl) return { kind: 'tableau', viewUrl };
    const setup = 'This address on the Tableau server is not a view ({server}/views/{workbook}/{view}).';
    return { kind: 'unavailable', provider: 'tableau', message: setup, setup };
  }
  const site = metabase ? new URL(metabase.siteUrl) : null;
  const sitePath = site?.pathname.replace(/\/+$/, '') ?? '';
  if (site && url.origin === site.origin && (sitePath === '' || url.pathname.startsWith(`${sitePath}/`))) {
    const item = metabaseItem(url.pathname.slice(sitePath.length));
    if (item) return { kind: 'metabase', ...item };
    const setup = 'This address on the Metabase site is not a dashboard or question ({site}/dashboard/{id}).';
    return { kind: 'unavailable', provider: 'metabase', message: setup, setup };
  }
  const host = url.hostname.toLowerCase();
  if (host.includes('tableau') && tableauViewUrl(url)) {
    return {
      kind: 'unavailable',
      provider: 'tableau',
      message: NOT_SET_UP('Tableau', Boolean(tableau)),
      setup: tableau
        ? `This view is not on the Tableau server StoreLens is set up for (${tableau.serverUrl}).`
        : `Tableau is not set up on this server: set ${TABLEAU_VARS}.`,
    };
  }
  if (host.includes('metabase') && metabaseItem(url.pathname)) {
    return {
      kind: 'unavailable',
      provider: 'metabase',
      message: NOT_SET_UP('Metabase', Boolean(metabase)),
      setup: metabase
        ? `This item is not on the Metabase site StoreLens is set up for (${metabase.siteUrl}).`
        : `Metabase is not set up on this server: set ${METABASE_VARS}.`,
    };
  }
  return { kind: 'external' };
}

/** The embed of a Tableau or Metabase report: the provider's origin and a short-lived signed token. */
export async function providerEmbed(
  provider: Extract<ReportProvider, { kind: 'tableau' | 'metabase' }>,
  config: Config,
  user: { email: string },
  now: Date,
) {
  if (provider.kind === 'tableau') {
    const tableau = config.reportProviders.tableau!;
    return {
      provider: 'tableau' as const,
      src: provider.viewUrl,
      origin: tableau.serverUrl,
      // the token signs the viewer in when the view opens; Tableau's session carries on from there
      expiresAt: null,
      token: await signTableauToken(tableau, tableau.username ?? user.email, now),
    };
  }
  const metabase = config.reportProviders.metabase!;
  const { src } = await signMetabaseEmbed(metabase, provider.resource, provider.id, now);
  return { provider: 'metabase' as const, src, origin: new URL(metabase.siteUrl).origin, expiresAt: null };
}

/** A refusal's reason: a plain-text body (Metabase's API) or an error page's alert (Tableau's view). */
const reasonOf = (text: string) =>
  (text.startsWith('<') ? /role="alert"[^>]*>([^<]{1,200})</.exec(text)?.[1] : text.slice(0, 200))?.trim();
/** The page's title, as a URL test reports what it found. */
export const titleOf = (html: string) => /<title[^>]*>([^<]{0,200})<\/title>/i.exec(html)?.[1]?.trim();

/** A URL test's answer when the address gave none (timed out or unreachable); `said` words the reason. */
export function unanswered(
  url: string,
  provider: ReportTestAnswer['provider'],
  err: unknown,
  said: (reason: string) => string,
): ReportTestAnswer {
  const reason =
    err instanceof Error && err.name === 'TimeoutError'
      ? 'it did not answer within 10 seconds'
      : 'it could not be reached';
  return { url, ok: false, provider, status: null, message: withoutAddresses(said(reason)) };
}

/**
 * POST /dashboards/test/{id} for a Tableau or Metabase report: sign a token as the report screen
 * would and open it the way the provider's embed does — Tableau: the view, the token posted in a
 * form as the fake's `<tableau-viz>` does; Metabase: its embed API, which checks the token
 * (`/api/embed/dashboard|card/{token}`).
 */
export async function testProviderUrl(
  url: string,
  provider: Exclude<ReportProvider, { kind: 'storelens' | 'external' }>,
  config: Config,
  user: { email: string },
  now: Date,
): Promise<ReportTestAnswer> {
  if (provider.kind === 'unavailable')
    return { url, ok: false, provider: provider.provider, status: null, message: provider.setup };
  const name = provider.kind === 'tableau' ? 'Tableau' : 'Metabase';
  try {
    let res: Response;
    if (provider.kind === 'tableau') {
      const tableau = config.reportProviders.tableau!;
      const token = await signTableauToken(tableau, tableau.username ?? user.email, now);
      res = await fetch(`${provider.viewUrl}?:embed=y`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }).toString(),
        redirect: 'follow',
        signal: AbortSignal.timeout(10_000),
      });
    } else {
      const metabase = config.reportProviders.metabase!;
      const { token } = await signMetabaseEmbed(metabase, provider.resource, provider.id, now);
      const api = provider.resource === 'dashboard' ? 'dashboard' : 'card';
      res = await fetch(`${metabase.siteUrl}/api/embed/${api}/${token}`, { signal: AbortSignal.timeout(10_000) });
    }
    const text = (await res.text()).slice(0, 65_536);
    let found: string | undefined;
    if (provider.kind === 'tableau') found = titleOf(text);
    else {
      try {
        const name = (JSON.parse(text) as { name?: unknown }).name;
        found = typeof name === 'string' ? name : undefined;
      } catch {
        found = undefined;
      }
    }
    return {
      url,
      ok: res.ok,
      provider: provider.kind,
      status: res.status,
      message: res.ok
        ? `${name} opened it with a signed token (HTTP ${res.status}${found ? `, "${found}"` : ''}).`
        : `${name} refused the signed token (HTTP ${res.status}${reasonOf(text) ? `: ${reasonOf(text)}` : ''}).`,
    };
  } catch (err) {
    return unanswered(url, provider.kind, err, (reason) => `${name} did not answer: ${reason}.`);
  }
}
