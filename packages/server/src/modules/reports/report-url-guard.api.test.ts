import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OUTBOUND_NOT_CALLED, OUTBOUND_REFUSALS } from '@storelens/contract/domain/outbound';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../db/reports.schema.ts';
import { buildVertical } from '../../test/factories.ts';
import { createTestContext } from '../../test/harness.ts';
import { call, signInNewUser } from '../../test/identity-helpers.ts';
import { useTestContext } from '../../test/test-app.ts';

// POST /dashboards/test/{id} fetches a user-typed URL: it goes through the outbound guard, so it
// cannot read a page on this machine or the private network unless WEBHOOK_ALLOW_PRIVATE=1
let page: Server;
let pageUrl: string;
let hits = 0;

beforeAll(async () => {
  page = createServer((req, res) => {
    hits += 1;
    if (req.url === '/to-metadata') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      return void res.end();
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<html><head><title>Internal admin</title></head></html>');
  });
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
  pageUrl = `http://127.0.0.1:${(page.address() as AddressInfo).port}`;
});
afterAll(async () => {
  page.closeAllConnections();
  await new Promise((resolve) => page.close(resolve));
});

const strict = useTestContext();
const relaxed = useTestContext(() => createTestContext({ WEBHOOK_ALLOW_PRIVATE: '1' }));

async function reportAndAdmin(t: typeof strict) {
  const db = t.deps.database.db;
  const vertical = (await buildVertical(db)).id;
  const [row] = await db
    .insert(reports)
    .values({
      verticalId: vertical,
      accountType: 'retailer',
      path: 'external',
      referenceName: 'external',
      title: 'External',
      reportUrl: 'https://bi.example.com/view/1',
      guide: '',
    })
    .returning();
  return { id: row!.id, admin: await signInNewUser(t, { systemAccessLevel: 'admin' }) };
}

describe('POST /dashboards/test/{id} through the outbound guard', () => {
  it('refuses a loopback address without fetching it, and says why', async () => {
    const { id, admin } = await reportAndAdmin(strict);
    const before = hits;
    for (const url of [`${pageUrl}/`, `${pageUrl.replace('http:', 'https:')}/`]) {
      const res = await call(strict, 'POST', `/api/dashboards/test/${id}`, admin, { url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ ok: false, provider: 'external', status: null });
      expect(res.json().message).not.toContain('Internal admin');
    }
    const https = await call(strict, 'POST', `/api/dashboards/test/${id}`, admin, {
      url: `${pageUrl.replace('http:', 'https:')}/`,
    });
    expect(https.json().message).toBe(OUTBOUND_NOT_CALLED(OUTBOUND_REFUSALS.loopback));
    const metadata = await call(strict, 'POST', `/api/dashboards/test/${id}`, admin, {
      url: 'https://169.254.169.254/latest/meta-data/',
    });
    expect(metadata.json().message).toBe(OUTBOUND_NOT_CALLED(OUTBOUND_REFUSALS.metadata));
    expect(hits).toBe(before);
  });

  it('with WEBHOOK_ALLOW_PRIVATE=1 the local page loads; a redirect to the metadata address stays refused', async () => {
    const { id, admin } = await reportAndAdmin(relaxed);
    const res = await call(relaxed, 'POST', `/api/dashboards/test/${id}`, admin, { url: `${pageUrl}/` });
    expect(res.json()).toMatchObject({
      ok: true,
      status: 200,
      message: 'The page loaded (HTTP 200, "Internal admin").',
    });
    const redirected = await call(relaxed, 'POST', `/api/dashboards/test/${id}`, admin, {
      url: `${pageUrl}/to-metadata`,
    });
    expect(redirected.json()).toMatchObject({
      ok: false,
      message: OUTBOUND_NOT_CALLED(OUTBOUND_REFUSALS.metadata),
    });
  });
});
