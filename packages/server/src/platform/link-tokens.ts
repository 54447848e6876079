/**
 * Link tokens in URL paths (reset, join, admin join, team, source validation, connection links):
 * which path segments hold one, so that a logged path never carries a usable link.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** path parameters of this route that hold a link's secret token under another name (e.g. ':id') */
    linkTokenParams?: readonly string[];
  }
}

/**
 * The shape of our tokens (platform/crypto newToken: 32 random bytes, base64url, 43 characters) and
 * of other long opaque secrets. No route or page path has a word this long, so nothing else matches.
 */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,}$/;

/**
 * The web app's pages that take a token in their path (web app/router.tsx). They are answered by the
 * SPA fallback, which has no route template of its own; the API's token routes are known by theirs.
 */
const PAGE_TEMPLATES = ['/join/admin/:token', '/join/team/:token', '/join/:token'].map((t) => t.split('/'));

/** Whether a path parameter's name says it holds a secret: token, validationToken, code, secret, t. */
export const isLinkTokenParam = (name: string): boolean => {
  const n = name.toLowerCase();
  return n.includes('token') || n.includes('secret') || n === 'code' || n === 't';
};

const paramNames = (templateSegment: string): string[] =>
  [...templateSegment.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '');

const holdsToken = (templateSegment: string, extra: readonly string[]): boolean =>
  paramNames(templateSegment).some((name) => isLinkTokenParam(name) || extra.includes(name));

/** Whether a route template ('/api/auth/join/:token') has a path parameter that holds a link token. */
export const routeHasLinkToken = (template: string, extra: readonly string[] = []): boolean =>
  template.split('/').some((segment) => holdsToken(segment, extra));

/** Whether a path's segments line up with a template's (a closing slash is answered too). */
const fits = (template: string[], segments: string[]): boolean =>
  template.length === segments.length || (template.length + 1 === segments.length && segments.at(-1) === '');

const pageTemplateOf = (segments: string[]): string[] | undefined =>
  PAGE_TEMPLATES.find((t) => fits(t, segments) && t.every((part, i) => part.startsWith(':') || part === segments[i]));

/**
 * A URL with every path segment that holds a link token replaced by `censor` (the query is kept as
 * it is). A segment is a token when the route template binds it to a token parameter (by name, or
 * declared in the route's config.linkTokenParams), when it is a token page's, or when it has a
 * token's shape — the last one also covers paths that matched no route.
 */
export function redactPathTokens(
  url: string,
  censor: string,
  template?: string,
  extraParams: readonly string[] = [],
): string {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const segments = path.split('/');
  const routeTemplate = template?.includes(':') ? template.split('/') : undefined;
  const known = routeTemplate && fits(routeTemplate, segments) ? routeTemplate : pageTemplateOf(segments);
  let changed = false;
  const out = segments.map((segment, i) => {
    const part = known?.[i];
    if (segment === '' || !((part !== undefined && holdsToken(part, extraParams)) || TOKEN_SHAPE.test(segment)))
      return segment;
    changed = true;
    return censor;
  });
  return changed ? out.join('/') + (at < 0 ? '' : url.slice(at)) : url;
}
