import { serveFake } from '../shared/define-fake.ts';
import { escapeHtml, verifyHs256 } from '../shared/hs256-jwt.ts';
import type { FakeRequest, FakeResponse } from '../shared/http.ts';

/**
 * A local Tableau Server for embedded views: the Embedding API v3 library
 * (`/javascripts/api/tableau.embedding.3.latest.min.js`, a module defining the `<tableau-viz>` web
 * component) and views that open only with a connected app's direct-trust JWT, checked the way
 * Tableau's connected-apps documentation describes: HS256 under the secret value, header `kid` = the
 * secret id and `iss` = the client id, claims `iss`, `aud` "tableau", `sub` (the Tableau user), `exp`
 * at most 10 minutes ahead, a `jti` used once, `scp` holding "tableau:views:embed".
 *
 * How the library hands the token to the server is not documented: here `<tableau-viz>` posts it in
 * a form (field `token`) into its own iframe, so it never appears in a URL. A view that opens posts
 * `firstinteractive` to the component, which dispatches Tableau's `firstinteractive` event; a refused
 * token shows its reason in the frame and the component dispatches `vizloaderror`.
 */

export const TABLEAU_LIBRARY_PATH = '/javascripts/api/tableau.embedding.3.latest.min.js';
export const TABLEAU_EMBED_SCOPE = 'tableau:views:embed';
/** Tableau refuses a token whose exp is further ahead than this (troubleshooting: 16 LOGIN_FAILED). */
const MAX_LIFETIME_SECONDS = 10 * 60;
/** clock difference tolerated between the app and the server */
const SKEW_SECONDS = 30;

export interface TableauFakeOptions {
  port?: number;
  clientId?: string;
  secretId?: string;
  secretValue?: string;
  /** the site's users; unset = any `sub` is a user */
  users?: string[];
  now?: () => number;
}

export const DEFAULT_TABLEAU_APP = {
  clientId: 'storelens-tableau-client',
  secretId: 'storelens-tableau-secret-id',
  secretValue: 'storelens-tableau-secret-value-0123456789',
} as const;

export interface TableauSignIn {
  sub: string;
  view: string;
  jti: string;
}

/** The view a path names: `/views/{workbook}/{view}` or `/t/{site}/views/{workbook}/{view}`. */
function viewOf(path: string): { site: string; workbook: string; view: string } | null {
  const match = /^(?:\/t\/([^/]+))?\/views\/([^/]+)\/([^/]+)\/?$/.exec(path);
  if (!match) return null;
  const part = (s: string | undefined) => decodeURIComponent(s ?? '');
  return { site: part(match[1]), workbook: part(match[2]), view: part(match[3]) };
}

const page = (status: number, title: string, body: string, message: object): FakeResponse => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  body: `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}<script>
// the component that made this frame learns what happened (Tableau's viz frame talks to its parent)
window.parent.postMessage(${JSON.stringify(message)}, '*');
</script></body></html>`,
});

function libraryScript(origin: string): string {
  return `// Tableau Embedding API v3 (local fake): the <tableau-viz> web component
export const TableauEventType = { FirstInteractive: 'firstinteractive', VizLoadError: 'vizloaderror' };
const ORIGIN = ${JSON.stringify(origin)};
let frames = 0;
class TableauViz extends HTMLElement {
  connectedCallback() {
    if (this.frame) return;
    const name = 'tableau-viz-' + ++frames;
    const frame = document.createElement('iframe');
    frame.name = name;
    frame.title = 'Tableau visualization';
    frame.style.cssText = 'border:0;width:100%;height:100%;display:block';
    this.appendChild(frame);
    this.frame = frame;
    this.onMessage = (event) => {
      if (event.source !== frame.contentWindow || event.origin !== ORIGIN) return;
      const data = event.data || {};
      if (data.tableauFake === 'firstinteractive')
        this.dispatchEvent(new CustomEvent('firstinteractive', { detail: { workbook: data.workbook, view: data.view } }));
      if (data.tableauFake === 'vizloaderror') this.fail(data.errorCode, data.message);
    };
    window.addEventListener('message', this.onMessage);
    let url;
    try {
      url = new URL(this.getAttribute('src') || '');
    } catch {
      return this.fail('invalid-src', 'The src attribute is not a URL');
    }
    if (url.origin !== ORIGIN) return this.fail('invalid-src', 'The view is not on this Tableau server');
    url.searchParams.set(':embed', 'y');
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = url.href;
    form.target = name;
    form.style.display = 'none';
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = 'token';
    input.value = this.getAttribute('token') || '';
    form.appendChild(input);
    this.appendChild(form);
    form.submit();
    form.remove();
  }
  fail(errorCode, message) {
    this.dispatchEvent(new CustomEvent('vizloaderror', { detail: { errorCode, message } }));
  }
  disconnectedCallback() {
    window.removeEventListener('message', this.onMessage);
  }
}
if (!customElements.get('tableau-viz')) customElements.define('tableau-viz', TableauViz);
`;
}

export async function startTableauFake(options: TableauFakeOptions = {}) {
  const app = {
    clientId: options.clientId ?? DEFAULT_TABLEAU_APP.clientId,
    secretId: options.secretId ?? DEFAULT_TABLEAU_APP.secretId,
    secretValue: options.secretValue ?? DEFAULT_TABLEAU_APP.secretValue,
  };
  const now = options.now ?? Date.now;
  const usedJti = new Set<string>();
  const signIns: TableauSignIn[] = [];

  /** Why the token is refused, or null when it signs `sub` in. */
  const refusal = (token: string): { reason: string; code: string } | { sub: string; jti: string } => {
    if (!token) return { code: 'missing-token', reason: 'Sign in to Tableau: no connected app token was given.' };
    const jwt = verifyHs256(token, app.secretValue);
    if (!jwt) return { code: 'invalid-signature', reason: 'The token is not signed with this connected app secret.' };
    const { header, payload } = jwt;
    if (header.kid !== app.secretId)
      return { code: 'unknown-secret', reason: 'The token names an unknown secret (kid).' };
    if (header.iss !== app.clientId || payload.iss !== app.clientId)
      return { code: 'unknown-client', reason: 'The token names an unknown connected app (iss).' };
    if (payload.aud !== 'tableau')
      return { code: 'invalid-audience', reason: 'The token audience (aud) is not tableau.' };
    const seconds = now() / 1000;
    if (typeof payload.exp !== 'number') return { code: 'invalid-exp', reason: 'The token has no expiry (exp).' };
    if (payload.exp <= seconds - SKEW_SECONDS) return { code: 'expired', reason: 'The token has expired (exp).' };
    if (payload.exp > seconds + MAX_LIFETIME_SECONDS + SKEW_SECONDS)
      return { code: '16', reason: 'LOGIN_FAILED: exp is more than 10 minutes ahead.' };
    if (typeof payload.jti !== 'string' || payload.jti === '')
      return { code: 'invalid-jti', reason: 'The token has no JWT id (jti).' };
    if (usedJti.has(payload.jti)) return { code: 'replayed', reason: 'The token was already used (jti).' };
    const scopes = Array.isArray(payload.scp) ? payload.scp : [];
    if (!scopes.includes(TABLEAU_EMBED_SCOPE))
      return { code: 'insufficient-scope', reason: `The token scopes (scp) do not include ${TABLEAU_EMBED_SCOPE}.` };
    if (
      typeof payload.sub !== 'string' ||
      payload.sub === '' ||
      (options.users && !options.users.includes(payload.sub))
    )
      return { code: '5', reason: 'SYSTEM_USER_NOT_FOUND: no Tableau user matches the token subject (sub).' };
    return { sub: payload.sub, jti: payload.jti };
  };

  const handle = (request: FakeRequest): FakeResponse => {
    const path = request.url.pathname;
    if (request.method === 'GET' && path === TABLEAU_LIBRARY_PATH) {
      const origin = `http://${request.headers.host ?? '127.0.0.1'}`;
      return {
        status: 200,
        headers: { 'content-type': 'text/javascript; charset=utf-8', 'access-control-allow-origin': '*' },
        body: libraryScript(origin),
      };
    }
    const view = viewOf(path);
    if (!view || (request.method !== 'POST' && request.method !== 'GET'))
      return { status: 404, headers: { 'content-type': 'text/html' }, body: '<h1>Page not found</h1>' };
    const token = request.method === 'POST' ? (new URLSearchParams(request.body).get('token') ?? '') : ''; // GET: not signed in
    const result = refusal(token);
    if ('reason' in result) {
      return page(
        401,
        'Tableau - Sign in failed',
        `<h1>Unable to sign in</h1><p role="alert">${escapeHtml(result.reason)}</p>`,
        { tableauFake: 'vizloaderror', errorCode: result.code, message: result.reason },
      );
    }
    usedJti.add(result.jti);
    signIns.push({ sub: result.sub, view: `${view.workbook}/${view.view}`, jti: result.jti });
    return page(
      200,
      `${view.view} - Tableau`,
      `<main><h1>${escapeHtml(view.workbook)}: ${escapeHtml(view.view)}</h1><p>Signed in as ${escapeHtml(result.sub)}</p></main>`,
      { tableauFake: 'firstinteractive', workbook: view.workbook, view: view.view },
    );
  };

  return serveFake({ port: options.port, handle }, () => ({ app, signIns }));
}

export type TableauFake = Awaited<ReturnType<typeof startTableauFake>>;
