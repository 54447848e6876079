import { builtinReportKeyOf } from '@storelens/contract/api/report-data';
import { REPORT_ACCOUNT_TYPES } from '@storelens/contract/domain/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoTestContext } from '../test/demo-database.ts';
import { signIn, type TestContext } from '../test/harness.ts';
import { call } from '../test/identity-helpers.ts';
import { DEMO_PASSWORD } from './demo-data.ts';

let t: TestContext;
let accountIds: Record<string, number>;
beforeAll(async () => {
  ({ t, ids: accountIds } = await createDemoTestContext('data'));
}, 60_000);
afterAll(() => t.close());

describe('demo reports', () => {
  it('has report definitions for every account type in both verticals', async () => {
    const admin = await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD);
    const { data } = (await call(t, 'GET', '/api/admin/reports', admin)).json();
    for (const vertical of ['retail', 'outdoor'])
      for (const type of REPORT_ACCOUNT_TYPES)
        expect(
          data.some(
            (r: { verticalId: string; accountType: string }) => r.verticalId === vertical && r.accountType === type,
          ),
          `${vertical} ${type}`,
        ).toBe(true);
  });

  it('the demo accounts show their reports; system users also the hidden and internal ones', async () => {
    const owner = await signIn(t.app, 'owner@demo.test', DEMO_PASSWORD);
    const titles = async (cookie: string, list: string, account: string) =>
      (await call(t, 'GET', `/api/dashboards/${list}/${accountIds[account]}`, cookie))
        .json()
        .map((c: { title: string }) => c.title);
    expect(await titles(owner, 'reports', 'acme')).toEqual(['Market Share', 'Brand Performance']);
    expect(await titles(owner, 'reports', 'mainShoes')).toEqual([
      'Customers',
      'Products',
      'Sell-Through',
      'Sales Overview',
    ]);
    const admin = await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD);
    expect(await titles(admin, 'hiddenReports', 'mainShoes')).toEqual(['Data Audit']);
    expect(await titles(admin, 'internalReports', 'connectors')).toEqual(['Connector Health']);
  });
});

describe('demo report cards open distinct pages', () => {
  it('every active card of a vertical opens the built-in page of its own name, none shared', async () => {
    const admin = await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD);
    const { data } = (await call(t, 'GET', '/api/admin/reports', admin)).json();
    const cards = data as Array<{ verticalId: string; path: string; reportUrl: string; isActive: boolean }>;
    for (const vertical of ['retail', 'outdoor']) {
      const active = cards.filter((r) => r.verticalId === vertical && r.isActive);
      const keys = active.map((r) => builtinReportKeyOf(r.reportUrl));
      expect(keys, vertical).toEqual(active.map((r) => r.path));
      expect(new Set(keys).size, vertical).toBe(keys.length);
    }
  });
});

describe('demo guides', () => {
  it('have headings, lists and an image that is served', async () => {
    const admin = await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD);
    const { data } = (await call(t, 'GET', '/api/admin/reports?verticalId=retail', admin)).json();
    const sales = data.find((r: { path: string }) => r.path === 'sales-overview');
    expect(sales.guide).toMatch(/<h2>Sales Overview<\/h2>/);
    expect(sales.guide).toMatch(/<ul><li>/);
    const src = /<img src="([^"]+)"/.exec(sales.guide)?.[1];
    expect(src).toMatch(/^\/api\/images\/\d+\/help$/);
    const image = await t.app.inject({ method: 'GET', url: src as string, headers: { cookie: admin } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });
});
