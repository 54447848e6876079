import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { reports } from '../../db/reports.schema.ts';
import { signEmbedToken } from '../../identity/embed-token.ts';
import type { OrderRecord } from '../../integrations/records.ts';
import { addMember, buildAccount, buildSource, buildVertical, storeOrder } from '../../test/factories.ts';
import { call, newSignedInUser, signInNewUser } from '../../test/identity-helpers.ts';
import { useTestContext } from '../../test/test-app.ts';
import { upsertRecords } from '../../warehouse/records.queries.ts';
import { refreshReportRollups } from '../../warehouse/rollups.ts';

const t = useTestContext();
let vertical: string;
const acc: Record<'a' | 'b' | 'brand', number> = { a: 0, b: 0, brand: 0 };
const src: Record<'a' | 'b', number> = { a: 0, b: 0 };
const report: Record<string, number> = {};
let admin: string;
let memberA: string;
let memberB: string;
let memberAUserId: number;

const order = (
  id: string,
  day: string,
  total: number,
  lines: Array<[string, number, number]>,
  extra: Partial<OrderRecord> = {},
): OrderRecord =>
  storeOrder(id, `${day}T10:00:00Z`, {
    total,
    lines: lines.map(([product, quantity, price], i) => ({
      vendorId: `${id}-${i}`,
      productVendorId: product,
      sku: product.toUpperCase(),
      upc: null,
      name: `Product ${product}`,
      quantity,
      price,
    })),
    ...extra,
  });

const newSource = async (accountId: number, name: string) =>
  (await buildSource(t.deps.database.db, { accountId, name })).id;

beforeAll(async () => {
  const db = t.deps.database.db;
  vertical = (
    await buildVertical(db, { metadata: { retailerReportPermissions: ['sales'], brandReportPermissions: [] } })
  ).id;
  const def = async (
    path: string,
    accountType: string,
    url: string,
    extra: Partial<typeof reports.$inferInsert> = {},
  ) => {
    const [row] = await db
      .insert(reports)
      .values({
        verticalId: vertical,
        accountType,
        path,
        referenceName: `${accountType} ${path}`,
        title: path,
        reportUrl: url,
        guide: '<h2>Guide</h2>',
        ...extra,
      })
      .returning();
    report[path] = row!.id;
  };
  await def('sales-overview', 'retailer', 'http://localhost:3000/analytics/retailer/sales-overview', {
    permission: 'sales',
  });
  await def('products', 'retailer', 'http://localhost:3000/analytics/retailer/products');
  await def('customers', 'retailer', 'http://localhost:3000/analytics/customers');
  await def('external', 'retailer', 'https://bi.example.com/view/1');
  await def('unchosen', 'retailer', 'http://localhost:3000/analytics/retailer/products');
  await def('brand-performance', 'brand', 'http://localhost:3000/analytics/brand/brand-performance');
  await def('connector-health', 'admin', 'http://localhost:3000/analytics/admin/connector-health');
  const chosen = ['sales-overview', 'products', 'customers', 'external', 'brand-performance'].map((p) => report[p]);
  const settings = { customFields: {}, selectedReports: chosen };
  acc.a = (await buildAccount(db, { verticalId: vertical, accountType: 'Retailer', settings, name: 'Retailer A' })).id;
  acc.b = (await buildAccount(db, { verticalId: vertical, accountType: 'Retailer', settings, name: 'Retailer B' })).id;
  acc.brand = (
    await buildAccount(db, { verticalId: vertical, accountType: 'Brand', settings: { ...settings, brand: 'Kestrel' } })
  ).id;
  src.a = await newSource(acc.a, 'A shop');
  src.b = await newSource(acc.b, 'B shop');
  await upsertRecords(db, 'orders', acc.a, src.a, [
    order('1', '2026-01-05', 100, [['p1', 2, 50]], { email: 'Ann@x.test' }),
    order('2', '2026-01-05', 30, [['p2', 1, 30]], { email: 'bob@x.test', locationVendorId: null, channel: 'web' }),
    order(
      '3',
      '2026-01-12',
      80,
      [
        ['p1', 1, 50],
        ['p2', 1, 30],
      ],
      { email: 'ann@x.test' },
    ),
  ]);
  // B's numbers are ten times larger: any leak shows at once
  await upsertRecords(db, 'orders', acc.b, src.b, [order('1', '2026-01-05', 1000, [['p1', 20, 50]])]);
  await upsertRecords(db, 'locations', acc.a, src.a, [
    {
      vendorId: 'store-1',
      name: 'Main Street',
      street1: null,
      city: null,
      state: null,
      zip: null,
      updatedAt: '2026-01-01T00:00:00Z',
    },
  ]);
  await upsertRecords(db, 'inventory', acc.a, src.a, [
    {
      vendorId: 'i1',
      productVendorId: 'p1',
      locationVendorId: 'store-1',
      quantity: 7,
      updatedAt: '2026-01-01T00:00:00Z',
    },
  ]);

  admin = await signInNewUser(t, { systemAccessLevel: 'admin' });
  const ma = await newSignedInUser(t, {}, { memberOf: [acc.a] });
  [memberA, memberAUserId] = [ma.cookie, ma.user.id];
  const mb = await newSignedInUser(t, {}, { memberOf: [acc.b] });
  await addMember(db, acc.brand, mb.user.id, 'admin');
  memberB = mb.cookie;
});

const open = (type: string, accountId: number | string, slug: string, cookie?: string) =>
  call(t, 'GET', `/api/dashboards/${type}/${accountId}/${slug}`, cookie);
const tokenOf = (src: string) => src.split('#token=')[1] ?? '';
const data = (key: string, token: string | null, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/embed/reports/${key}${query}`,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });
const kpi = (body: { sheets: Array<{ kpis: Array<{ label: string; value: number }> }> }, label: string) =>
  body.sheets.flatMap((s) => s.kpis).find((k) => k.label === label)?.value;

describe('GET /dashboards/{accountType}/{accountId}/{reportSlug} (spec 3 §7)', () => {
  it('401 signed out, 403 for another account, 400 for a malformed id', async () => {
    expect((await open('retailer', acc.a, 'sales-overview')).statusCode).toBe(401);
    expect((await open('retailer', acc.a, 'sales-overview', memberB)).statusCode).toBe(403);
    expect((await open('retailer', 'abc', 'sales-overview', memberA)).statusCode).toBe(400);
  });

  it('404 for an unknown slug, an unknown type, another type and a report the account did not choose', async () => {
    for (const [type, slug] of [
      ['retailer', 'nope'],
      ['nope', 'sales-overview'],
      ['brand', 'brand-performance'],
      ['retailer', 'unchosen'],
      ['admin', 'connector-health'],
    ] as const) {
      const res = await open(type, acc.a, slug, memberA);
      expect(res.statusCode, `${type}/${slug}`).toBe(404);
      expect(res.json()).toEqual({ error: 'NotFound', message: 'Report not found' });
    }
  });

  it('a built-in report: id, title, url, guide and a frame of this site with a signed token', async () => {
    const res = await open('retailer', acc.a, 'sales-overview', memberA);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: report['sales-overview'], title: 'sales-overview', guide: '<h2>Guide</h2>' });
    expect(body.embed.provider).toBe('storelens');
    expect(body.embed.origin).toBeNull();
    expect(body.embed.src).toMatch(/^\/embed\/reports\/sales-overview#token=[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('an external report is shown as it is, with its origin; internal reports for system users at admin/', async () => {
    const ext = (await open('retailer', acc.a, 'external', memberA)).json();
    expect(ext.embed).toEqual({
      provider: 'external',
      src: 'https://bi.example.com/view/1',
      origin: 'https://bi.example.com',
      expiresAt: null,
    });
    expect((await open('admin', acc.a, 'connector-health', admin)).statusCode).toBe(200);
  });
});

describe('GET /embed/reports/{key}: the built-in pages', () => {
  const tokenFor = async (accountType: string, accountId: number, slug: string, cookie: string) =>
    tokenOf((await open(accountType, accountId, slug, cookie)).json().embed.src);

  it('401 without, with a forged or an expired token; 403 for another report key', async () => {
    expect((await data('sales-overview', null)).statusCode).toBe(401);
    expect((await data('sales-overview', 'x.y.z')).statusCode).toBe(401);
    const forged = await signEmbedToken(
      'another-secret-key-another-secret-key',
      { accountId: acc.b, reportId: 1, userId: memberAUserId, key: 'sales-overview' },
      new Date(),
    );
    expect((await data('sales-overview', forged.token)).statusCode).toBe(401);
    const old = await signEmbedToken(
      t.deps.config.secretKey,
      { accountId: acc.a, reportId: 1, userId: memberAUserId, key: 'sales-overview' },
      new Date(Date.now() - 3_600_000),
    );
    expect((await data('sales-overview', old.token)).json()).toMatchObject({ error: 'Authentication Error' });
    const token = await tokenFor('retailer', acc.a, 'sales-overview', memberA);
    expect((await data('products', token)).statusCode).toBe(403);
    expect((await data('nope', token)).statusCode).toBe(400);
  });

  it("the account's own numbers, folded from the warehouse; the filters narrow them", async () => {
    const token = await tokenFor('retailer', acc.a, 'sales-overview', memberA);
    const res = await data('sales-overview', token, '?from=2026-01-01&to=2026-01-31');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.accountName).toBe('Retailer A');
    expect(kpi(body, 'Revenue')).toBe(210);
    expect(kpi(body, 'Orders')).toBe(3);
    expect(kpi(body, 'Units')).toBe(5);
    expect(kpi(body, 'Average order')).toBe(70);
    expect(body.locations).toEqual([
      { value: `${src.a}:store-1`, label: 'Main Street' },
      { value: `${src.a}:`, label: 'Online / no location' },
    ]);
    const week = (await data('sales-overview', token, '?from=2026-01-01&to=2026-01-31&grain=week')).json();
    expect(week.sheets[0].tables[0].rows.map((r: { period: string }) => r.period)).toEqual([
      '2026-01-05',
      '2026-01-12',
    ]);
    const store = (
      await data('sales-overview', token, `?from=2026-01-01&to=2026-01-31&location=${src.a}:store-1`)
    ).json();
    expect(kpi(store, 'Revenue')).toBe(180);
    const narrow = (await data('sales-overview', token, '?from=2026-01-10&to=2026-01-31')).json();
    expect(kpi(narrow, 'Revenue')).toBe(80);
  });

  it("never another account's numbers, whatever the query says (every built-in report)", async () => {
    const token = await tokenFor('retailer', acc.a, 'sales-overview', memberA);
    // B's location, asked with A's token, is simply empty
    const leak = (
      await data('sales-overview', token, `?from=2026-01-01&to=2026-01-31&location=${src.b}:store-1`)
    ).json();
    expect(kpi(leak, 'Revenue')).toBe(0);
    const withAccount = await data('sales-overview', token, `?from=2026-01-01&to=2026-01-31&accountId=${acc.b}`);
    expect(kpi(withAccount.json(), 'Revenue')).toBe(210);
    const products = (
      await data('products', await tokenFor('retailer', acc.a, 'products', memberA), '?from=2026-01-01&to=2026-01-31')
    ).json();
    expect(kpi(products, 'Units sold')).toBe(5);
    const top = products.sheets[0].tables[0].rows;
    expect(top[0]).toMatchObject({ product: 'Product p1', units: 3, revenue: 150, onHand: 7, sellThrough: 30 });
    const customers = (
      await data(
        'customers',
        await tokenFor('retailer', acc.a, 'customers', memberA),
        '?from=2026-01-01&to=2026-01-31&grain=week',
      )
    ).json();
    expect(customers.sheets[0].tables[0].rows).toEqual([
      {
        period: '2026-01-05',
        newCustomers: 2,
        returningCustomers: 0,
        guestOrders: 0,
        newRevenue: 130,
        returningRevenue: 0,
        guestRevenue: 0,
      },
      {
        period: '2026-01-12',
        newCustomers: 0,
        returningCustomers: 1,
        guestOrders: 0,
        newRevenue: 0,
        returningRevenue: 80,
        guestRevenue: 0,
      },
    ]);
    const bToken = await tokenFor('retailer', acc.b, 'sales-overview', memberB);
    expect(kpi((await data('sales-overview', bToken, '?from=2026-01-01&to=2026-01-31')).json(), 'Revenue')).toBe(1000);
    // Connector Health: the sources of the token's account only
    const health = (await data('connector-health', await tokenFor('admin', acc.a, 'connector-health', admin))).json();
    expect(health.sheets[0].tables[0].rows.map((r: { source: string }) => r.source)).toEqual(['A shop']);
  });

  it('400 for a bad filter, with the field', async () => {
    const token = await tokenFor('retailer', acc.a, 'sales-overview', memberA);
    const inverted = await data('sales-overview', token, '?from=2026-02-01&to=2026-01-01');
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().fields).toEqual({ from: 'From must be on or before To' });
    expect((await data('sales-overview', token, '?from=2026-13-45')).statusCode).toBe(400);
    expect((await data('sales-overview', token, '?location=nowhere')).json().fields).toEqual({
      location: 'Location is not one of the allowed options',
    });
    expect((await data('sales-overview', token, '?from=2020-01-01&to=2026-01-01')).statusCode).toBe(400);
    expect((await data('sales-overview', token, '?grain=fortnight')).statusCode).toBe(400);
  });

  it('Brand Performance without an approved retailer: the empty state explains', async () => {
    const token = await tokenFor('brand', acc.brand, 'brand-performance', memberB);
    const body = (await data('brand-performance', token)).json();
    expect(body.sheets).toEqual([]);
    expect(body.empty).toEqual([
      'No retailer shares Kestrel sales with you yet. Request access on Retail Connect; the report fills once a retailer approves.',
    ]);
  });
});

describe('framing', () => {
  it('the built-in pages may be framed by this site only; every other page by none', async () => {
    const embed = await t.app.inject({ method: 'GET', url: '/embed/reports/sales-overview' });
    expect(embed.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(embed.headers['x-frame-options']).toBe('SAMEORIGIN');
    const other = await t.app.inject({ method: 'GET', url: '/reports' });
    expect(other.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('the rollups (maintained incrementally)', () => {
  const direct = async (accountId: number) =>
    rowsOf<{ day: string; loc: string; orders: string; revenue: string; units: string }>(
      await t.deps.database.db.execute(sql`
        select substr(data->>'createdAt', 1, 10) as day, coalesce(data->>'locationVendorId', '') as loc,
          count(*)::text as orders, sum((data->>'total')::numeric)::text as revenue,
          sum((select coalesce(sum((l->>'quantity')::int), 0) from jsonb_array_elements(data->'lines') l))::text as units
        from wh_orders where account_id = ${accountId} group by 1, 2 order by 1, 2`),
    ).map((r) => ({ ...r, orders: Number(r.orders), revenue: Number(r.revenue), units: Number(r.units) }));
  const rolled = async (accountId: number) =>
    rowsOf<{ day: string; loc: string; orders: number; revenue: string; units: number }>(
      await t.deps.database.db.execute(sql`
        select day::text as day, location_key as loc, sum(orders)::int as orders, sum(revenue)::text as revenue, sum(units)::int as units
        from report_sales_daily where account_id = ${accountId} group by 1, 2 order by 1, 2`),
    ).map((r) => ({ ...r, revenue: Number(r.revenue) }));

  it('equal a direct aggregate of the warehouse after two syncs that add, change and move orders', async () => {
    const db = t.deps.database.db;
    const account = (await buildAccount(db, { verticalId: vertical, accountType: 'Retailer' })).id;
    const source = await newSource(account, 'Two syncs');
    const first = Array.from({ length: 40 }, (_, i) =>
      order(`o${i}`, `2026-03-${String(1 + (i % 9)).padStart(2, '0')}`, 10 + i, [['p1', 1 + (i % 3), 5]], {
        email: `c${i % 7}@x.test`,
      }),
    );
    await upsertRecords(db, 'orders', account, source, first);
    expect((await refreshReportRollups(db, account)).orders).toBe(40);
    expect(await rolled(account)).toEqual(await direct(account));
    // the second sync: ten orders change total, day and location; five are new
    const second = [
      ...first.slice(0, 10).map((o, i) => ({
        ...o,
        total: o.total + 100,
        createdAt: `2026-04-0${1 + (i % 5)}T00:00:00Z`,
        locationVendorId: 'store-2',
      })),
      ...Array.from({ length: 5 }, (_, i) => order(`n${i}`, '2026-03-02', 7, [['p2', 2, 3.5]])),
    ];
    await upsertRecords(db, 'orders', account, source, second);
    expect((await refreshReportRollups(db, account)).orders).toBe(15);
    expect(await rolled(account)).toEqual(await direct(account));
    // nothing changed: nothing folded, same numbers
    expect((await refreshReportRollups(db, account)).orders).toBe(0);
    const products = rowsOf<{ units: number }>(
      await db.execute(sql`select sum(units)::int as units from report_product_daily where account_id = ${account}`),
    );
    expect(products[0]?.units).toBe((await direct(account)).reduce((n, r) => n + r.units, 0));
  });
});

describe('POST /dashboards/test/{id}', () => {
  const test = (id: number | string, cookie?: string, body: object = {}) =>
    call(t, 'POST', `/api/dashboards/test/${id}`, cookie, body);

  it('401, 403 for customers, 404 unknown, 400 for a URL that is not http(s)', async () => {
    expect((await test(report['sales-overview']!)).statusCode).toBe(401);
    expect((await test(report['sales-overview']!, memberA)).statusCode).toBe(403);
    expect((await test(999_999, admin)).statusCode).toBe(404);
    const bad = await test(report['sales-overview']!, admin, { url: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ url: 'Report Url must be a valid URL' });
  });

  it('a built-in report loads; an unknown built-in name does not', async () => {
    expect((await test(report['sales-overview']!, admin)).json()).toEqual({
      url: 'http://localhost:3000/analytics/retailer/sales-overview',
      ok: true,
      provider: 'storelens',
      status: 200,
      message: 'Built-in StoreLens report: Sales Overview.',
    });
    const unknown = (
      await test(report['sales-overview']!, admin, { url: 'http://localhost:3000/analytics/retailer/nothing' })
    ).json();
    expect(unknown).toMatchObject({ ok: false, provider: 'storelens' });
  });
});
