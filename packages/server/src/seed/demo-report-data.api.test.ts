import { LOCATION_EDIT_FIELDS, LOCATION_ENTITY_TYPES, LOCATION_MARKET_TYPES } from '@storelens/contract/api/locations';
import { builtinReportKeyOf, type ReportDataAnswer } from '@storelens/contract/api/report-data';
import { findCategory } from '@storelens/fakes/shared/catalogue';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sources } from '../db/connectors.schema.ts';
import { runSource } from '../modules/sync/sync-engine.service.ts';
import { createDemoTestContext } from '../test/demo-database.ts';
import { signIn, type TestContext } from '../test/harness.ts';
import { call } from '../test/identity-helpers.ts';
import { type DemoFakes, demoVendorValues, startDemoFakes } from './demo-connectors-fakes.ts';
import { DEMO_PASSWORD } from './demo-data.ts';

// The demo's report data as a shopper would read it: days alike (no synthetic spike), products whose
// department, category, name and price agree, and locations with what their vendors know of them.

type Row = Record<string, string | number | null>;
type ReportBody = ReportDataAnswer;

/** The catalogue's category of that name, in whichever department. */
const kindOf = (category: string) =>
  ['Shoes', 'Apparel', 'Accessories', 'Nutrition', 'Electronics']
    .map((department) => findCategory(department, category))
    .find(Boolean);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** The report's days over three times its median day, for each measure (none expected). */
const spikes = (rows: Row[], measures: string[]) =>
  measures.flatMap((m) => {
    // a measure of a few days' events (median 0) has no ordinary day to compare with

    const mid = median(rows.map((r) => Number(r[m])));
    if (mid <= 0) return [];
    return rows.filter((r) => Number(r[m]) > 3 * mid).map((r) => `${r.period} ${m} ${r[m]} > 3 × ${mid}`);
  });

describe("the demo's report data", () => {
  let fakes: DemoFakes;
  /** how far the vendors' clock runs ahead of the real one (the server's moves with it) */
  let ahead = 0;
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
    fakes = await startDemoFakes({ now: () => Date.now() + ahead });
    ({ t, ids } = await createDemoTestContext('connections', {
      endpoints: fakes.endpoints,
      extra: { demoVendorValues: demoVendorValues(fakes) },
      fakes,
    }));
    admin = await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await fakes?.close();
  });

  it('has no day over three times the median day in any day series of any demo report, today included', async () => {
    const accounts = (
      (await t.deps.database.db.execute(sql`select id, name from accounts order by name, id`)) as unknown as {
        rows: Array<{ id: number; name: string }>;
      }
    ).rows;
    const checked = new Set<string>();
    const withoutSales: string[] = [];
    const withoutDays: string[] = [];
    const wrong: string[] = [];
    for (const account of accounts) {
      const cards = await call(t, 'GET', `/api/dashboards/reports/${account.id}`, admin);
      if (cards.statusCode !== 200) continue;
      let reports = 0;
      let series = 0;
      let sold = false;
      for (const card of cards.json() as Array<{ accountType: string; path: string }>) {
        const type = card.accountType.replace(/ /g, '-');
        const opened = await call(t, 'GET', `/api/dashboards/${type}/${account.id}/${card.path}`, admin);
        const key = opened.statusCode === 200 ? builtinReportKeyOf(opened.json().url) : null;
        if (!key) continue;
        reports++;
        const body = (await openReport(type, account.id, card.path, key))!;
        sold ||= body.sheets.some((sheet) => sheet.kpis.some((kpi) => kpi.value > 0));
        for (const chart of body.sheets.flatMap((sheet) => sheet.charts)) {
          if (chart.x.length < 7 || !chart.x.every((x) => /^\d{4}-\d{2}-\d{2}$/.test(x))) continue;
          for (const line of chart.series) {
            if (line.data.every((v) => v === 0)) continue;
            series++;
            const rows = chart.x.map((period, i) => ({ period, value: line.data[i] ?? 0 }));
            const where = `${account.name} ${key} ${chart.key} ${line.label}`;
            wrong.push(...spikes(rows, ['value']).map((spike) => `${where}: ${spike}`));
            checked.add(`${account.name} ${key}`);
          }
        }
      }
      if (reports > 0 && !sold) withoutSales.push(account.name);
      else if (reports > 0 && series === 0) withoutDays.push(account.name);
    }
    expect(wrong).toEqual([]);
    expect([...checked]).toEqual(
      expect.arrayContaining(['Main Street Shoes sales-overview', 'Main Street Retail Group group-sales']),
    );
    // the demo accounts skipped: reports without a sale at all (no store data they may see), and
    // reports with sales but no day series (Acme's days are checked below, from the rows its pages add up)
    // (Summit Outfitters is in both verticals; Acme Brands Group's and Preview Partners' brands sell nowhere)
    expect({ withoutSales, withoutDays }).toEqual({
      withoutSales: ['Acme Brands Group', 'Preview Partners', 'Summit Outfitters', 'Summit Outfitters'],
      withoutDays: ['Acme Brand'],
    });
  });

  it("holds last year's sales, so Sales Overview's comparison with last year shows", async () => {
    const opened = await call(t, 'GET', `/api/dashboards/retailer/${ids.mainShoes}/sales-overview`, admin);
    const token = opened.json().embed.src.split('#token=')[1];
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/embed/reports/sales-overview?compare=lastYear&grain=week',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ReportBody;
    const revenue = body.sheets[0]!.kpis.find((k) => k.label === 'Revenue')!;
    expect(revenue.previous).toBeGreaterThan(0);
    expect(revenue.change).not.toBeNull();
    const lastYear = body.sheets[0]!.charts[0]!.series.find((s) => s.comparison)!;
    expect(lastYear.data.filter((v) => v > 0).length).toBeGreaterThanOrEqual(10);
  });

  it('takes orders up to today (or, in the hour after midnight UTC, yesterday) in Sales Overview', async () => {
    const body = await openReport('retailer', ids.mainShoes!, 'sales-overview');
    const rows = tableOf(body!, 'sales-by-period').rows;
    expect(rows.length).toBeGreaterThanOrEqual(85);
    const now = t.deps.now();
    const today = now.toISOString().slice(0, 10);
    const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
    // a new day has no order until its first one comes in
    expect(now.getUTCHours() === 0 ? [today, yesterday] : [today]).toContain(rows.at(-1)!.period);
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

  it("has Acme's uploaded products agree with the store's product of the same UPC, and in its tag-rule preview", async () => {
    const result = await t.deps.database.db.execute(sql`
      select b.upc, b.name, b.size, b.style, b.price::float8 as price,
        s.name as "storeName", s.size as "storeSize", s.price::float8 as "storePrice"
      from catalogue_products b
      left join catalogue_products s on s.upc = b.upc and s.account_id = ${ids.mainShoes}
      where b.account_id = ${ids.acme} order by b.upc`);
    const rows = (result as unknown as { rows: Row[] }).rows;
    expect(rows.length).toBe(100);
    // the store carries part of Acme's catalogue
    expect(rows.filter((r) => r.storeName !== null).length).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const r of rows) {
      const kind = kindOf(String(r.style));
      const name = String(r.name);
      if (!kind) wrong.push(`${name}: no catalogue category '${r.style}'`);
      else {
        if (!name.startsWith('Acme ') || !name.endsWith(` ${kind.noun}`))
          wrong.push(`${name} is not an Acme ${kind.noun}`);
        if (!kind.sizes.includes(String(r.size))) wrong.push(`${name} in size ${r.size}`);
        if (Number(r.price) < kind.price[0] - 0.01 || Number(r.price) > kind.price[1])
          wrong.push(`${name} at ${r.price}, outside ${kind.price.join('–')}`);
      }
      if (r.storeName !== null && (r.storeName !== name || r.storeSize !== r.size || r.storePrice !== r.price))
        wrong.push(
          `${r.upc}: Acme's ${name} (${r.size}, ${r.price}) is the store's ${r.storeName} (${r.storeSize}, ${r.storePrice})`,
        );
    }
    expect(wrong).toEqual([]);

    const res = await call(t, 'POST', `/api/products/preview/account/${ids.acme}`, admin, { filters: [] });
    expect(res.statusCode, res.body).toBe(200);
    const { products, total } = res.json() as { products: Array<{ name: string; style: string }>; total: number };
    expect(total).toBe(100);
    const incoherent = products
      .filter((p) => !kindOf(p.style) || !p.name.startsWith('Acme ') || !p.name.endsWith(` ${kindOf(p.style)!.noun}`))
      .map((p) => `${p.name} (${p.style})`);
    expect(incoherent).toEqual([]);
  });

  it("splits the Customers report's revenue into new, returning and guest, adding up to Sales Overview's", async () => {
    const sales = await openReport('retailer', ids.mainShoes!, 'sales-overview');
    const customers = await openReport('retailer', ids.mainShoes!, 'customers');
    expect(customers!.filters).toEqual(sales!.filters);
    const revenue = tableOf(sales!, 'sales-by-period').rows.reduce((n, r) => n + Number(r.revenue), 0);
    const pie = customers!.sheets.flatMap((sheet) => sheet.charts).find((c) => c.key === 'revenue-split')!;
    expect(pie.x).toEqual(['New', 'Returning', 'Guest']);
    const [, , guest] = pie.series[0]!.data;
    expect(guest).toBeGreaterThan(0);
    const slices = pie.series[0]!.data.reduce((n, v) => n + v, 0);
    expect(Math.abs(slices - revenue)).toBeLessThan(1);
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
        expect(LOCATION_ENTITY_TYPES).toContain(row.entityType);
        expect(LOCATION_MARKET_TYPES).toContain(row.marketType);
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
    // no column stays empty for every demo store (but Close Date: they are all open)
    for (const [name, accountId] of [
      ['Main Street Shoes', ids.mainShoes!],
      ['Riverside Running', riverside.id],
    ] as const) {
      const answer = (await call(t, 'GET', `/api/locations/${accountId}`, admin)).json() as { data?: Row[] } | Row[];
      const listed = Array.isArray(answer) ? answer : (answer.data ?? []);
      const empty = LOCATION_EDIT_FIELDS.filter((field) => listed.every((row) => !row[field]));
      expect(empty, name).toEqual(['closeDate']);
    }
  });

  // last: it moves the clock on
  it("brings the orders Main Street Shoes takes while the server runs into its report's today (hourly runs)", async () => {
    const db = t.deps.database.db;
    const [source] = await db.select().from(sources).where(eq(sources.name, 'Main Street POS (Heartland)'));
    expect(source).toMatchObject({ active: true, frequencyMinutes: 60 });
    expect(source!.nextRunTime!.getTime() - t.deps.now().getTime()).toBeLessThanOrEqual(60 * 60_000);
    const since = t.deps.now().toISOString().slice(0, 10);
    const ordersSince = async () => {
      const body = await openReport('retailer', ids.mainShoes!, 'sales-overview');
      return tableOf(body!, 'sales-by-period')
        .rows.filter((r) => String(r.period) >= since)
        .reduce((n, r) => n + Number(r.orders), 0);
    };
    const before = await ordersSince();
    // six hours on, for the store and the server alike: its next runs find what it sold meanwhile
    ahead += 6 * 3_600_000;
    t.clock.advanceMinutes(6 * 60);
    // a session idle that long has ended: sign in again
    admin = await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD);
    const run = await runSource(t.deps, source!.id, 'scheduled');
    expect(run).toMatchObject({ status: 'succeeded', error: null });
    // only what is new since the seed's pull, not the store's history again
    expect(run.counts.pulled.orders).toBeGreaterThan(0);
    expect(run.counts.pulled.orders).toBeLessThan(200);
    expect(await ordersSince()).toBeGreaterThan(before);
  });
});
