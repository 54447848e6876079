import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test/harness.ts';

// the web build is sent compressed (the .br/.gz scripts/build.mjs writes beside each
// file), hashed assets are cached for good, and index.html is checked on every visit.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const script = `console.log(${JSON.stringify('StoreLens '.repeat(400))});\n`;
const index = '<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head></html>';

describe('the built web app', () => {
  let t: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'storelens-web-dist-'));
    mkdirSync(join(dist, 'assets'));
    const file = join(dist, 'assets', 'index-AbC123.js');
    writeFileSync(file, script);
    writeFileSync(`${file}.br`, brotliCompressSync(script));
    writeFileSync(`${file}.gz`, gzipSync(script));
    writeFileSync(join(dist, 'index.html'), index);
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestContext({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a hashed asset in brotli to a browser that takes it, cached immutably', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await get('/assets/index-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body).toBe(script);
  });

  it('never serves the compressed copies as files of their own', async () => {
    const res = await get('/assets/index-AbC123.js.br');
    // the SPA fallback answers: index.html, not the brotli bytes
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(index);
  });

  it('has index.html revalidated on every visit, at / and through the SPA fallback', async () => {
    for (const url of ['/', '/index.html', '/login', '/connectors/sources/edit/4']) {
      const res = await get(url, 'gzip, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(index);
    }
  });

  it('keeps files outside assets/ (their names carry no hash) revalidated', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('leaves the API alone', async () => {
    const res = await get('/api/no-such-call', 'gzip, br');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'NotFound', message: 'No such API call.' });
    expect(res.headers['cache-control']).not.toBe(IMMUTABLE);
  });
});
