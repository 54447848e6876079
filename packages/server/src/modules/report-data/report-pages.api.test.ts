import { PERMISSION_TYPES } from '@storelens/contract/domain/identity';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountConnections } from '../../db/connections.schema.ts';
import { reports } from '../../db/reports.schema.ts';
import { accountPermissions } from '../../db/schema.ts';
import type { OrderRecord, ProductRecord } from '../../integrations/records.ts';
import { buildAccount, buildSource, buildVertical, storeOrder } from '../../test/factories.ts';
import { call, newSignedInUser, signInNewMember, signInNewUser } from '../../test/identity-helpers.ts';
import { useTestContext } from '../../test/test-app.ts';
import { upsertRecords } from '../../warehouse/records.queries.ts';
import { marketShareSheets } from './report-market-share.pages.ts';

// The built-in pages beside Sales Overview: Products' totals agree with it, and Sell-Through, Market
// Share, Data Audit, the group pages and Connector Health count what their names say.

const t = useTestContext();
const acc = { r: 0, s: 0, brand: 0, group: 0, store: 0, hidden: 0 };
const src = { r: 0, off: 0, store: 0, hidden: 0 };
let member: string;
let brandUser: string;
let groupUser: string;
let admin: string;
const DATES = '?from=2026-02-01&to=2026-02-28';

type Body = {
  sheets: Array<{
    key: string;
    notes?: string[];
    kpis: Array<{ label: string; value: number }>;
    charts: Array<{ key: string; x: string[]; series: Array<{ data: number[] }> }>;
    tables: Array<{ key: string; rows: Array<Record<string, string | number | null>> }>;
  }>;
  empty: string[];
};
const kpi = (body: Body, label: string) => body.sheets.flatMap((s) => s.kpis).find((k) => k.label === label)?.value;
const rowsOf = (body: Body, key: string) => body.sheets.flatMap((s) => s.tables).find((x) => x.key === key)?.rows ?? [];

const product = (i: number, extra: Partial<ProductRecord> = {}): ProductRecord => ({
  vendorId: `p${i}`,
  name: `Product ${i}`,
  sku: `SKU-${i}`,
  upc: null,
  // 60 Kestrel products, 50 of another brand, 10 without a brand
  brand: i < 60 ? 'Kestrel' : i < 110 ? 'Other Co' : null,
  category: i % 2 === 0 ? 'Shoes' : 'Socks',
  tags: [],
  size: null,
  color: null,
  price: 10,
  updatedAt: '2026-01-01T00:00:00Z',
  ...extra,
});

/** An order of two lines whose total adds tax and shipping to the lines (as a store's total does). */
const order = (n: number, day: string, a: number, b: number, extra: Partial<OrderRecord> = {}): OrderRecord => {
  const line = (vendorId: string, product: number, quantity: number, price: number) => ({
    vendorId,
    productVendorId: `p${product}`,
    sku: null,
    upc: null,
    name: `Product ${product}`,
    quantity,
    price,
  });
  return storeOrder(`o${n}`, `${day}T12:00:00Z`, {
    orderNumber: `#${n}`,
    total: Math.round((27.5 * 1.0825 + 4.99) * 100) / 100,
    lines: [line(`${n}-a`, a, 2, 10), line(`${n}-b`, b, 1, 7.5)],
    ...extra,
  });
};

const newSource = async (accountId: number, name: string, active = true) =>
  (await buildSource(t.deps.database.db, { accountId, name, active })).id;

beforeAll(async () => {
  const db = t.deps.database.db;
  const vertical = (
    await buildVertical(db, {
      metadata: { retailerDataPermissions: [{ typeId: 1, title: 'Sales', defaultValue: true }] },
    })
  ).id;
  const defs: Array<[string, string]> = [
    ['retailer', 'sales-overview'],
    ['retailer', 'products'],
    ['retailer', 'sell-through'],
    ['retailer', 'data-audit'],
    ['admin', 'connector-health'],
    ['brand', 'market-share'],
    ['retailer rollup', 'group-sales'],
    ['retailer rollup', 'group-inventory'],
  ];
  const saved = await db
    .insert(reports)
    .values(
      defs.map(([accountType, path]) => ({
        verticalId: vertical,
        accountType,
        path,
        referenceName: `${accountType} ${path}`,
        title: path,
        reportUrl: `http://localhost:3000/analytics/${accountType.replace(' ', '-')}/${path}`,
        guide: '',
      })),
    )
    .returning({ id: reports.id });
  const settings = { selectedReports: saved.map((r) => r.id) };
  acc.r = (await buildAccount(db, { verticalId: vertical, accountType: 'Retailer', name: 'Retailer R', settings })).id;
  acc.s = (await buildAccount(db, { verticalId: vertical, accountType: 'Retailer', name: 'Retailer S', settings })).id;
  acc.brand = (
    await buildAccount(db, { verticalId: vertical, accountType: 'Brand', settings: { ...settings, brand: 'Kestrel' } })
  ).id;
  acc.group = (
    await buildAccount(db, { verticalId: vertical, accountType: 'Retailer Rollup', name: 'Group G', settings })
  ).id;
  const child = (name: string) =>
    buildAccount(db, { verticalId: vertical, accountType: 'Retailer', name, parentAccountId: acc.group, settings });
  acc.store = (await child('Store One')).id;
  acc.hidden = (await child('Store Hidden')).id;

  src.r = await newSource(acc.r, 'R shop');
  src.off = await newSource(acc.r, 'R old till', false);
  const products = Array.from({ length: 120 }, (_, i) => product(i));
  // a second record with SKU-118: one duplicate
  products.push(product(200, { sku: 'SKU-118', brand: null }));
  await upsertRecords(db, 'products', acc.r, src.r, products);
  // 130 orders over February, none on the 10th to the 12th; two share an order number
  const days = Array.from({ length: 28 }, (_, i) => `2026-02-${String(i + 1).padStart(2, '0')}`).filter(
    (d) => !['2026-02-10', '2026-02-11', '2026-02-12'].includes(d),
  );
  const orders = Array.from({ length: 130 }, (_, n) => order(n, days[n % days.length]!, n % 120, (n * 7 + 3) % 120));
  orders.push(order(500, '2026-02-05', 0, 60, { orderNumber: '#1' }));
  await upsertRecords(db, 'orders', acc.r, src.r, orders);
  await upsertRecords(db, 'inventory', acc.r, src.r, [
    ...Array.from({ length: 120 }, (_, i) => ({
      vendorId: `i${i}`,
      productVendorId: `p${i}`,
      locationVendorId: 'store-1',
      quantity: 5,
      updatedAt: '2026-02-28T00:00:00Z',
    })),
    // in stock, never sold
    {
      vendorId: 'i200',
      productVendorId: 'p200',
      locationVendorId: 'store-1',
      quantity: 9,
      updatedAt: '2026-02-28T00:00:00Z',
    },
  ]);
  // S sells Kestrel too, but has not approved the brand: its sales are in nobody's market share
  const sSrc = await newSource(acc.s, 'S shop');
  await upsertRecords(db, 'products', acc.s, sSrc, [product(0)]);
  await upsertRecords(db, 'orders', acc.s, sSrc, [order(1, '2026-02-03', 0, 0, { total: 99999 })]);

  src.store = await newSource(acc.store, 'Store One till');
  await upsertRecords(db, 'products', acc.store, src.store, [product(1)]);
  await upsertRecords(db, 'orders', acc.store, src.store, [order(1, '2026-02-04', 1, 1, { total: 40 })]);
  await upsertRecords(db, 'inventory', acc.store, src.store, [
    {
      vendorId: 'i1',
      productVendorId: 'p1',
      locationVendorId: 'store-1',
      quantity: 12,
      updatedAt: '2026-02-28T00:00:00Z',
    },
  ]);
  src.hidden = await newSource(acc.hidden, 'Hidden till');
  await upsertRecords(db, 'orders', acc.hidden, src.hidden, [order(1, '2026-02-04', 1, 1, { total: 5000 })]);

  await db.insert(accountConnections).values([
    { brandAccountId: acc.brand, retailerAccountId: acc.r, status: 'Approved' },
    { brandAccountId: acc.brand, retailerAccountId: acc.s, status: 'Pending' },
  ]);
  member = await signInNewMember(t, acc.r);
  const b = await newSignedInUser(t, {}, { memberOf: [acc.brand] });
  await db
    .insert(accountPermissions)
    .values({ accountId: acc.brand, typeId: PERMISSION_TYPES.global, userId: b.user.id });
  brandUser = b.cookie;
  // a member of the group and of one of its stores, not of the other
  groupUser = (await newSignedInUser(t, {}, { memberOf: [acc.group, acc.store] })).cookie;
  admin = await signInNewUser(t, { systemAccessLevel: 'admin' });
}, 60_000);

const page = async (type: string, accountId: number, key: string, cookie: string, query = DATES) => {
  const opened = await call(t, 'GET', `/api/dashboards/${type}/${accountId}/${key}`, cookie);
  expect(opened.statusCode, opened.body).toBe(200);
  const token = opened.json().embed.src.split('#token=')[1];
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/embed/reports/${key}${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Body;
};

describe('Sales Overview and Products agree', () => {
  it('the same units and revenue for the same account and dates, though the table lists 100 products', async () => {
    const sales = await page('retailer', acc.r, 'sales-overview', member);
    const products = await page('retailer', acc.r, 'products', member);
    expect(kpi(sales, 'Units')).toBe(131 * 3);
    expect(kpi(products, 'Units sold')).toBe(kpi(sales, 'Units'));
    expect(kpi(products, 'Revenue')).toBe(kpi(sales, 'Revenue'));
    expect(kpi(products, 'Products sold')).toBe(120);
    expect(rowsOf(products, 'top-sellers')).toHaveLength(100);
    expect(products.sheets[0]?.notes?.[0]).toMatch(/as Sales Overview does; the table lists the top 100 of 120/);
    // a location narrows both alike
    const q = `${DATES}&location=${src.r}:store-1`;
    const salesAt = await page('retailer', acc.r, 'sales-overview', member, q);
    const productsAt = await page('retailer', acc.r, 'products', member, q);
    expect(kpi(productsAt, 'Revenue')).toBe(kpi(salesAt, 'Revenue'));
  });
});

describe('Sell-Through', () => {
  it('units sold ÷ (sold + on hand) per product, category and location, with stock never sold', async () => {
    const body = await page('retailer', acc.r, 'sell-through', member);
    const byProduct = rowsOf(body, 'by-product');
    expect(byProduct).toHaveLength(121);
    const p0 = byProduct.find((r) => r.product === 'Product 0')!;
    // p0: 2 units as the first line of orders 0, 120 and 500, 1 as the second line of order 51
    expect(p0).toMatchObject({ units: 7, onHand: 5, sellThrough: 58.3 });
    expect(byProduct.find((r) => r.product === 'Product 200')).toMatchObject({ units: 0, onHand: 9, sellThrough: 0 });
    expect(kpi(body, 'Units sold')).toBe(131 * 3);
    expect(kpi(body, 'Units on hand')).toBe(120 * 5 + 9);
    expect(kpi(body, 'Sell-through')).toBe(Math.round((393 / (393 + 609)) * 1000) / 10);
    const categories = rowsOf(body, 'by-category').map((r) => r.category);
    expect(categories.sort()).toEqual(['Shoes', 'Socks']);
    expect(rowsOf(body, 'by-location')).toEqual([{ location: 'store-1', units: 393, onHand: 609, sellThrough: 39.2 }]);
  });
});

describe('Market Share', () => {
  it("the brand's share of branded sales at the retailers brandDataAccess allows, by retailer and category", async () => {
    const body = await page('brand', acc.brand, 'market-share', brandUser);
    expect(body.empty).toEqual([]);
    const retailers = rowsOf(body, 'share-by-retailer');
    // S has not approved: not in the market at all
    expect(retailers.map((r) => r.retailer)).toEqual(['Retailer R']);
    const r = retailers[0]!;
    expect(Number(r.brandRevenue)).toBeGreaterThan(0);
    expect(Number(r.revenue)).toBeGreaterThan(Number(r.brandRevenue));
    expect(r.revenueShare).toBe(Math.round((Number(r.brandRevenue) / Number(r.revenue)) * 1000) / 10);
    expect(r.brands).toBe(2);
    expect(kpi(body, 'Revenue share')).toBe(r.revenueShare);
    const categories = rowsOf(body, 'share-by-category');
    expect(categories.map((c) => c.category).sort()).toEqual(['Shoes', 'Socks']);
    const total = categories.reduce((n, c) => n + Number(c.revenue), 0);
    expect(Math.round(total * 100) / 100).toBe(r.revenue);
    // units: Kestrel is p0–p59 among the branded p0–p109
    const kestrelUnits = categories.reduce((n, c) => n + Number(c.brandUnits), 0);
    expect(kestrelUnits).toBe(r.brandUnits);
  });

  it("names the brand in its note as English writes a name's possessive (Brooks', not Brooks's)", async () => {
    const scope = { accountIds: [acc.r], from: '2025-01-01', to: '2025-01-31', location: null };
    const [sheet] = await marketShareSheets(t.deps.database.db, scope, 'Brooks', new Map([[acc.r, 'Retailer R']]));
    expect(sheet!.notes![0]).toMatch(/^Brooks' share of the sales/);
  });

  it('without an allowed retailer the page says why, and shows nothing', async () => {
    await t.deps.database.db
      .update(accountConnections)
      .set({ status: 'Pending' })
      .where(eq(accountConnections.retailerAccountId, acc.r));
    const body = await page('brand', acc.brand, 'market-share', brandUser);
    expect(body.sheets).toEqual([]);
    expect(body.empty.join(' ')).toMatch(/Retailer R/);
    await t.deps.database.db
      .update(accountConnections)
      .set({ status: 'Approved' })
      .where(eq(accountConnections.retailerAccountId, acc.r));
  });
});

describe('Data Audit and Connector Health', () => {
  it('records stored per source and stream, duplicates and days without orders', async () => {
    const body = await page('retailer', acc.r, 'data-audit', member);
    const streams = rowsOf(body, 'streams');
    const of = (stream: string) => streams.find((r) => r.source === 'R shop' && r.stream === stream)!;
    expect(of('orders')).toMatchObject({
      records: 131,
      duplicates: 1,
      duplicateKey: 'order number',
      status: 'enabled',
    });
    expect(of('products')).toMatchObject({ records: 121, duplicates: 1, duplicateKey: 'SKU' });
    expect(of('inventory')).toMatchObject({ records: 121, duplicates: 0 });
    expect(String(of('orders').lastStored)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(streams.find((r) => r.source === 'R old till')).toMatchObject({
      status: 'disabled',
      stream: '(nothing stored)',
      records: 0,
    });
    expect(kpi(body, 'Records stored')).toBe(131 + 121 + 121);
    expect(rowsOf(body, 'order-days').find((r) => r.source === 'R shop')).toMatchObject({
      firstDay: '2026-02-01',
      lastDay: '2026-02-28',
      days: 25,
      gapDays: 3,
      longestGap: 3,
    });
  });

  it('Connector Health calls a disabled source disabled, not ok', async () => {
    const body = await page('admin', acc.r, 'connector-health', admin);
    const rows = rowsOf(body, 'sources');
    expect(rows.find((r) => r.source === 'R old till')).toMatchObject({ health: 'disabled', runs: 0 });
    expect(rows.find((r) => r.source === 'R shop')).toMatchObject({ health: 'ok' });
  });
});

describe('Group Sales and Group Inventory', () => {
  it("the group's stores this user may open, each on its own row", async () => {
    const sales = await page('retailer-rollup', acc.group, 'group-sales', groupUser);
    expect(kpi(sales, 'Revenue')).toBe(40);
    expect(rowsOf(sales, 'by-store')).toEqual([{ store: 'Store One', revenue: 40, orders: 1, units: 3 }]);
    const stock = await page('retailer-rollup', acc.group, 'group-inventory', groupUser);
    expect(rowsOf(stock, 'by-store')).toEqual([{ store: 'Store One', onHand: 12, products: 1 }]);
    // a system user opens every store of the group
    const all = await page('retailer-rollup', acc.group, 'group-sales', admin);
    expect(kpi(all, 'Revenue')).toBe(5040);
  });
});
