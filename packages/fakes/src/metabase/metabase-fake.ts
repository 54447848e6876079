import { serveFake } from '../shared/define-fake.ts';
import { escapeHtml, verifyHs256 } from '../shared/hs256-jwt.ts';
import type { FakeRequest, FakeResponse } from '../shared/http.ts';

/**
 * A local Metabase for static (signed) embedding. An embed is a JWT signed HS256 with
 * the site's embedding secret key: `{resource: {dashboard: id} | {question: id}, params: {}, exp}`.
 * - `/embed/dashboard/{token}` and `/embed/question/{token}`: the embed page. With a good token it
 *   posts Metabase's frame message to its parent (`{metabase: {type: 'frame', frame: {mode: 'normal',
 *   height}}}`, as Metabase's embed frame does with targetOrigin "*"); a bad token gets an error page.
 * - `/api/embed/dashboard/{token}` and `/api/embed/card/{token}`: the JSON the embed page loads, or
 *   400 with Metabase's texts ('Message seems corrupt or manipulated', 'Token is expired').
 */

export const DEFAULT_METABASE_SECRET = 'a3f1c0ffee5eed0123456789abcdef0123456789abcdef0123456789abcdef01';

export interface MetabaseFakeOptions {
  port?: number;
  secretKey?: string;
  /** dashboards and questions (cards) by id; default: dashboard 1 and question 1 */
  dashboards?: Record<number, string>;
  questions?: Record<number, string>;
  now?: () => number;
}

type Kind = 'dashboard' | 'question';
const CORRUPT = 'Message seems corrupt or manipulated';
const EXPIRED = 'Token is expired';

export async function startMetabaseFake(options: MetabaseFakeOptions = {}) {
  const secretKey = options.secretKey ?? DEFAULT_METABASE_SECRET;
  const now = options.now ?? Date.now;
  const items: Record<Kind, Record<number, string>> = {
    dashboard: options.dashboards ?? { 1: 'Sales Dashboard' },
    question: options.questions ?? { 1: 'Orders by Week' },
  };
  const opened: Array<{ kind: Kind; id: number }> = [];

  /** The embedded item, or the reason the token is refused. */
  const resolve = (kind: Kind, token: string): { id: number; name: string } | { error: string; status: number } => {
    const jwt = verifyHs256(token, secretKey);
    if (!jwt) return { error: CORRUPT, status: 400 };
    const { payload } = jwt;
    if (payload.exp !== undefined && (typeof payload.exp !== 'number' || payload.exp <= now() / 1000))
      return { error: EXPIRED, status: 400 };
    const resource = payload.resource as Record<string, unknown> | undefined;
    const id = resource?.[kind];
    if (typeof id !== 'number' || !Number.isInteger(id))
      return { error: `The token does not name a ${kind} (resource.${kind}).`, status: 400 };
    if (payload.params !== undefined && (typeof payload.params !== 'object' || payload.params === null))
      return { error: 'params must be an object', status: 400 };
    const name = items[kind][id];
    if (!name) return { error: 'Not found.', status: 404 };
    return { id, name };
  };

  const handle = (request: FakeRequest): FakeResponse => {
    if (request.method !== 'GET') return { status: 405, body: 'Method not allowed' };
    const path = request.url.pathname;
    const api = /^\/api\/embed\/(dashboard|card)\/([^/]+)$/.exec(path);
    if (api) {
      const kind: Kind = api[1] === 'card' ? 'question' : 'dashboard';
      const item = resolve(kind, decodeURIComponent(api[2]!));
      if ('error' in item) return { status: item.status, body: item.error };
      return {
        status: 200,
        body:
          kind === 'dashboard'
            ? { id: item.id, name: item.name, description: null, parameters: [], dashcards: [] }
            : { id: item.id, name: item.name, description: null, parameters: [], display: 'line' },
      };
    }
    const embed = /^\/embed\/(dashboard|question)\/([^/]+)$/.exec(path);
    if (!embed) return { status: 404, headers: { 'content-type': 'text/html' }, body: '<h1>Not found</h1>' };
    const kind = embed[1] as Kind;
    const item = resolve(kind, decodeURIComponent(embed[2]!));
    const html = (title: string, body: string) =>
      `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`;
    if ('error' in item) {
      return {
        status: item.status,
        headers: { 'content-type': 'text/html; charset=utf-8' },
        body: html('Metabase', `<h1>Something went wrong</h1><p role="alert">${escapeHtml(item.error)}</p>`),
      };
    }
    opened.push({ kind, id: item.id });
    return {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      body: html(
        item.name,
        `<main><h1>${escapeHtml(item.name)}</h1><p>Powered by Metabase</p></main><script>
// Metabase's embed frame tells its parent its size: window.parent.postMessage({metabase: message}, "*")
window.parent.postMessage({ metabase: { type: 'frame', frame: { mode: 'normal', height: document.body.scrollHeight } } }, '*');
</script>`,
      ),
    };
  };

  return serveFake({ port: options.port, handle }, () => ({ secretKey, opened }));
}

export type MetabaseFake = Awaited<ReturnType<typeof startMetabaseFake>>;
