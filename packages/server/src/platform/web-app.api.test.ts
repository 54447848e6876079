import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';

const dist = mkdtempSync(join(tmpdir(), 'storelens-dist-'));
let t: TestContext;
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>StoreLens</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
  t = await createTestContext({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

it('serves the web app, with index.html for any page path (SPA fallback)', async () => {
  const page = await t.app.inject({ url: '/admin/accounts/12' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('<div id="root">');
  expect((await t.app.inject({ url: '/assets/app.js' })).body).toBe('console.log(1)');
});

it('never answers an unknown API path with the web app', async () => {
  const res = await t.app.inject({ url: '/api/nothing/here' });
  expect(res.statusCode).toBe(404);
  expect(res.json().error).toBe('NotFound');
});
