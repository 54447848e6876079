import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';

const BUILT = '<!doctype html><html><head><title>StoreLens</title></head><body><div id="root"></div></body></html>';
const SCRIPT_URL = 'https://stats.example.net/js/script.js?v=1&x=2';
const TAG =
  '<script async src="https://stats.example.net/js/script.js?v=1&amp;x=2" data-site-id="shop &quot;1&quot;"></script>';

// a build as scripts/build.mjs leaves it: index.html with its precompressed copies (without the script)
const dist = mkdtempSync(join(tmpdir(), 'storelens-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), BUILT);
writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(BUILT));
writeFileSync(join(dist, 'index.html.gz'), gzipSync(BUILT));
writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');

let withAnalytics: TestContext;
let without: TestContext;
beforeAll(async () => {
  withAnalytics = await createTestContext({
    WEB_DIST: dist,
    ANALYTICS_SCRIPT_URL: SCRIPT_URL,
    ANALYTICS_SITE_ID: 'shop "1"',
  });
  without = await createTestContext({ WEB_DIST: dist });
});
afterAll(async () => {
  await withAnalytics.close();
  await without.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The page as the browser reads it, whatever the encoding it was sent in. */
const pageText = (res: { rawPayload: Buffer; headers: Record<string, unknown> }): string => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
};

describe('ANALYTICS_SCRIPT_URL set', () => {
  it('every page path answers index.html with the one analytics script, in any encoding', async () => {
    for (const url of ['/', '/index.html', '/login', '/admin/accounts/12'])
      for (const encoding of ['br, gzip', 'gzip', 'identity']) {
        const res = await withAnalytics.app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
        const text = pageText(res);
        expect(text, `${url} ${encoding}`).toContain(`${TAG}\n  </head>`);
        expect(text.split('<script').length - 1).toBe(1);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers.vary).toBe('accept-encoding');
      }
    const br = await withAnalytics.app.inject({ url: '/login', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
  });

  it('answers 304 to a revalidation of the same page, and the script origin is allowed by the CSP', async () => {
    const first = await withAnalytics.app.inject({ url: '/login' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await withAnalytics.app.inject({ url: '/reports', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(first.headers['content-security-policy']).toContain("script-src 'self' https://stats.example.net");
  });

  it('leaves the assets and the API as they were', async () => {
    const asset = await withAnalytics.app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await withAnalytics.app.inject({ url: '/api/nothing' })).json().error).toBe('NotFound');
  });
});

describe('ANALYTICS_SCRIPT_URL unset (the default)', () => {
  it('the page is the build as it is: no script, nothing more in the CSP', async () => {
    for (const url of ['/', '/login']) {
      const res = await without.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(pageText(res)).toBe(BUILT);
      expect(res.headers['content-security-policy']).toContain("script-src 'self';");
      expect(res.headers['content-security-policy']).not.toContain('stats.example.net');
    }
  });
});
