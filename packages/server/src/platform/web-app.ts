import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const escapeAttribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html with spec 1 §7's third-party analytics loader: one async script (ANALYTICS_SCRIPT_URL),
 * its site id as data-site-id, at the end of the head. The CSP lets its origin in (security-headers.ts).
 */
export function withAnalyticsScript(html: string, analytics: NonNullable<Config['analytics']>): string {
  const siteId = analytics.siteId === undefined ? '' : ` data-site-id="${escapeAttribute(analytics.siteId)}"`;
  const tag = `<script async src="${escapeAttribute(analytics.scriptUrl)}"${siteId}></script>`;
  return html.includes('</head>') ? html.replace('</head>', `    ${tag}\n  </head>`) : `${tag}${html}`;
}

/** The encodings a client accepts, by name (a q=0 refuses one). */
const acceptedEncodings = (header: string | undefined): Set<string> =>
  new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
      .map(([name]) => (name ?? '').trim().toLowerCase()),
  );

/**
 * The page as the built files would be sent (@fastify/static with the build's .br and .gz), made
 * once at start: compressed both ways, with an ETag so that 'no-cache' costs a 304 when unchanged.
 */
function pageAnswer(html: string): (request: FastifyRequest, reply: FastifyReply) => FastifyReply {
  const body = Buffer.from(html);
  const variants = { br: brotliCompressSync(body), gzip: gzipSync(body) };
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return (request, reply) => {
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    reply.type('text/html; charset=utf-8');
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
    if (encoding === null) return reply.send(body);
    return reply.header('content-encoding', encoding).send(variants[encoding]);
  };
}

/**
 * The built web app, with every unknown non-API path answered by index.html (SPA fallback). With an
 * analytics script configured, index.html is our own answer (the build's file and its precompressed
 * copies lack the script), else the built file as it is.
 */
export async function serveWebApp(app: FastifyInstance, config: Pick<Config, 'webDist' | 'analytics'>): Promise<void> {
  const { webDist } = config;
  const indexFile = join(webDist, 'index.html');
  const hasBuild = existsSync(indexFile);
  const sendPage =
    hasBuild && config.analytics
      ? pageAnswer(withAnalyticsScript(readFileSync(indexFile, 'utf8'), config.analytics))
      : null;
  if (hasBuild) {
    const assetsDir = join(webDist, 'assets', '/');
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // the build writes .br and .gz beside each file (scripts/build.mjs): sent as they are, never as routes
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz', ...(sendPage ? ['index.html'] : [])],
      cacheControl: false,
      setHeaders: (res, path) => {
        // Vite names every file under assets/ by its content's hash: a new build means a new name
        res.setHeader('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  if (sendPage) {
    app.get('/', sendPage);
    app.get('/index.html', sendPage);
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || !hasBuild) {
      return reply.status(404).send({ error: 'NotFound', message: 'Not found' });
    }
    return sendPage ? sendPage(request, reply) : reply.type('text/html').sendFile('index.html');
  });
}
