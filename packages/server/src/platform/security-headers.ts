import type { IncomingMessage, ServerResponse } from 'node:http';
import { EMBED_PATH } from '@storelens/contract/api/reports';
import type { onRequestHookHandler } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/**
 * The security headers of every answer (helmet), as one onRequest hook. Helmet's middleware is built
 * once here (@fastify/helmet built it anew on every request), and run once at start: with these
 * options (no per-request nonce) its headers are the same for every request, so each request gets
 * the headers it wrote, set directly, instead of a dozen middleware calls that build them again.
 *
 * - Strict-Transport-Security and the CSP's upgrade-insecure-requests only when PUBLIC_URL is https:
 *   on a plain-http address the browser would be told to fetch the app's own files over https,
 *   where nothing answers.
 * - The configured report providers: Tableau's embedding library runs in our page and
 *   frames its views (posting its token in a form); Metabase is framed.
 * - The analytics script (ANALYTICS_SCRIPT_URL, spec 1 §7): its origin may serve scripts, and be
 *   called and loaded from (analytics scripts send beacons and pixels). Unset, nothing is added.
 */
export function securityHeadersHook(
  config: Pick<Config, 'publicUrl' | 'reportProviders' | 'analytics'>,
): onRequestHookHandler {
  const isHttps = config.publicUrl.startsWith('https://');
  const { tableau, metabase } = config.reportProviders;
  const tableauOrigins = tableau ? [tableau.serverUrl] : [];
  const providerOrigins = [...tableauOrigins, ...(metabase ? [new URL(metabase.siteUrl).origin] : [])];
  const analyticsOrigins = config.analytics ? [new URL(config.analytics.scriptUrl).origin] : [];
  // a provider or analytics host on plain http (a local one) must not be upgraded to https either
  const upgrades = isHttps && ![...providerOrigins, ...analyticsOrigins].some((o) => o.startsWith('http:'));
  const headersFramedBy = (frameAncestors: string) =>
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'https:', ...analyticsOrigins],
          styleSrc: ["'self'", "'unsafe-inline'"],
          frameSrc: ["'self'", 'https:', ...providerOrigins],
          frameAncestors: [frameAncestors],
          connectSrc: ["'self'", 'https:', ...tableauOrigins, ...analyticsOrigins],
          scriptSrc: ["'self'", ...tableauOrigins, ...analyticsOrigins],
          formAction: ["'self'", ...tableauOrigins],
          ...(upgrades ? {} : { upgradeInsecureRequests: null }),
        },
      },
      strictTransportSecurity: isHttps,
      referrerPolicy: { policy: 'no-referrer' },
    });
  const securityHeaders = headersOf(headersFramedBy("'none'"));
  // the built-in report pages are shown in the report screen's frame: only this site may frame them
  const embedHeaders = headersOf(headersFramedBy("'self'"));
  // Set on the reply, not on the raw answer: Fastify hands its headers to Node's writeHead in one
  // object, which Node takes as they are; one raw setHeader would make Node copy every header of
  // every answer through setHeader again.
  return (request, reply, done) => {
    const { set, removed } = request.url.startsWith(`${EMBED_PATH}/`) ? embedHeaders : securityHeaders;
    reply.headers(set);
    for (const name of removed) reply.removeHeader(name);
    done();
  };
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/** What a helmet middleware does to an answer's headers: the headers it sets, and those it removes (X-Powered-By). */
function headersOf(middleware: Middleware): { set: Record<string, string>; removed: string[] } {
  const set: Record<string, string> = {};
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => {
      set[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => removed.push(name),
  };
  // helmet throws on a bad option instead of passing it on, so next is only ever called empty; it
  // reads nothing of the request with these options
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return { set, removed };
}
