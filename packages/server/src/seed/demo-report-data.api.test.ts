import { findCategory } from '@storelens/fakes/shared/catalogue';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signIn, type TestContext } from '../test/harness.ts';
import { call } from '../test/identity-helpers.ts';
import { seedDemoConnections } from './demo-connections.ts';
import { seedDemoConnectors } from './demo-connectors.ts';
import { type DemoFakes, demoVendorValues, startDemoFakes } from './demo-connectors-fakes.ts';
import { DEMO_PASSWORD, seedDemoData } from './demo-data.ts';

// The demo's report data as a shopper would read it: days alike (no synthetic spike), products whose
// department, category, name and price agree, and locations with what their vendors know of them.

type Row = Record<string, string | number | null>;
interface ReportBody {
  filters: { from: string; to: string };
  sheets: Array<{ tables: Array<{ key: string; rows: Row[] }> }>;
}

/** The catalogue's category of that name, in whichever department. */
const kindOf = (category: string) =>
  ['Shoes', 'Apparel', 'Accessories', 'Nutrition', 'Electronics']
    .map((department) => findCategory(department, category))
    .find(Boolean);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** The report's days over three times its median day, for each measure (none expected). */
const spikes = (rows: Row[], measures: string[]) =>
  measures.flatMap((m) => {
    const mid = median(rows.map((r) => Number(r[m])));
    return rows.filter((r) => Number(r[m]) > 3 * mid).map((r) => `${r.period} ${m} ${r[m]} > 3 × ${mid}`);
  });

describe("the demo's report data", () => {
  let fakes: DemoFakes;
  let t: TestContext;
  let ids: Record<string, number>;
  let admin: string;

  /** A built-in report of an account in its default range, as its embedded page reads it. */
  const openReport = async (accountType: string, accountId: number, slug: string, key = slug) => {
    const opened = await call(t, 'GET', `/api/dashboards/${accountType}/${accountId}/${slug}`, admin);
    if (opened.statusCode !== 200) return null;
    const token = opened.json().embed.src.split('#token=')[1];
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/embed/reports/${key}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ReportBody;
  };
  const tableOf = (body: ReportBody, key: string) => body.sheets.flatMap((s) => s.tables).find((tb) => tb.key === key)!;
  const retailers = async () => {
    const rows = await t.deps.database.db.execute(
      sql`select id, name from accounts where account_type = 'Retailer' and vertical_id = 'retail' order by name`,
    );
    return (rows as unknown as { rows: Array<{ id: number; name: string }> }).rows;
  };

  beforeAll(async () => {
    fakes = await startDemoFakes();
    t = await createTestContext({}, fakes.endpoints, { demoVendorValues: demoVendorValues(fakes) });
    ids = await seedDemoData(t.deps.database.db);
    await seedDemoConnectors(t.deps, fakes);
    await seedDemoConnections(t.deps, fakes);
    admin = await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await fakes?.close();
  });

  it("has no day over three times the median day in a store's Sales Overview, today included", async () => {
    const checked: string[] = [];
    for (const store of await retailers()) {
      const body = await openReport('retailer', store.id, 'sales-overview');
      const rows = body ? tableOf(body, 'sales-by-period').rows : [];
      if (rows.length === 0) continue; // a demo retailer without store data shows the empty report
      checked.push(store.name);
      // the store sells every day of the range, up to today
      expect(rows.length, store.name).toBeGreaterThanOrEqual(85);
      expect(rows.at(-1)!.period, store.name).toBe(new Date().toISOString().slice(0, 10));
      expect(spikes(rows, ['orders', 'units', 'revenue']), store.name).toEqual([]);
    }
    expect(checked).toContain('Main Street Shoes');
  });

  it("has no day over three times the median day in Acme's sales at its retailers (Brand Performance)", async () => {
    const body = await openReport('brand', ids.acme!, 'brand-performance');
    expect(body).not.toBeNull();
    const { from, to } = body!.filters;
    // the report's products by day: the rows its tables add up, for the brand's products
    const result = await t.deps.database.db.execute(sql`
      select r.day::text as period, sum(r.units) as units, sum(r.revenue) as revenue
      from report_product_daily r join wh_products p
        on p.account_id = r.account_id and p.source_id = r.source_id and p.vendor_id = r.product_key
      where r.account_id = ${ids.mainShoes} and lower(p.data->>'brand') = 'acme'
        and r.day between ${from}::date and ${to}::date
      group by 1 order by 1`);
    const rows = (result as unknown as { rows: Row[] }).rows;
    expect(rows.length).toBeGreaterThanOrEqual(80);
    expect(spikes(rows, ['units', 'revenue'])).toEqual([]);
  });

  it('lists products whose department, category, name and price agree (Products report)', async () => {
    const body = await openReport('retailer', ids.mainShoes!, 'products');
    const rows = tableOf(body!, 'top-sellers').rows;
    expect(rows.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const row of rows) {
      const product = String(row.product);
      const kind = kindOf(String(row.category));
      if (!kind) {
        wrong.push(`${product}: no catalogue category '${row.category}'`);
        continue;
      }
      if (!product.endsWith(` ${kind.noun}`)) wrong.push(`${product} is not a ${kind.noun} (${kind.category})`);
      // revenue per unit: the price, less the odd order's 10 % discount
      const unitPrice = Number(row.revenue) / Number(row.units);
      if (unitPrice < kind.price[0] * 0.85 || unitPrice > kind.price[1])
        wrong.push(`${product} sells at ${unitPrice.toFixed(2)}, outside ${kind.category}'s ${kind.price.join('–')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('shows coherent products in the tag-rule preview', async () => {
    const res = await call(t, 'POST', `/api/products/preview/account/${ids.mainShoes}`, admin, { filters: [] });
    expect(res.statusCode, res.body).toBe(200);
    const { products, total } = res.json() as { products: Array<{ name: string; category: string }>; total: number };
    expect(total).toBeGreaterThan(100);
    const wrong = products
      .filter((p) => !kindOf(p.category) || !p.name.endsWith(` ${kindOf(p.category)!.noun}`))
      .map((p) => `${p.name} under ${p.category}`);
    expect(wrong).toEqual([]);
  });

  it("fills the Locations table's columns the stores' vendors know", async () => {
    for (const name of ['mainShoes']) {
      const res = await call(t, 'GET', `/api/locations/${ids[name]}`, admin);
      expect(res.statusCode, res.body).toBe(200);
      const json = res.json() as { data?: Row[] } | Row[];
      const rows = Array.isArray(json) ? json : (json.data ?? []);
      expect(rows.length, name).toBeGreaterThan(0);
      for (const row of rows) {
        for (const field of ['name', 'street1', 'city', 'state', 'zip', 'status', 'openDate', 'locationType'])
          expect(row[field], `${name} ${row.storeId} ${field}`).toBeTruthy();
        expect(row.status).toBe('Open');
        expect(String(row.openDate)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
    const riverside = (await retailers()).find((r) => r.name === 'Riverside Running')!;
    const res = await call(t, 'GET', `/api/locations/${riverside.id}`, admin);
    const json = res.json() as { data?: Row[] } | Row[];
    const rows = Array.isArray(json) ? json : (json.data ?? []);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      for (const field of ['street1', 'city', 'state', 'zip', 'status', 'openDate', 'locationType'])
        expect(row[field], `Riverside ${row.storeId} ${field}`).toBeTruthy();
  });
});
