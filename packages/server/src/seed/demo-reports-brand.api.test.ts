import { describe, expect, it } from 'vitest';
import { useDemoWorld } from '../test/demo-database.ts';
import { signIn } from '../test/harness.ts';
import { call } from '../test/identity-helpers.ts';
import { DEMO_PASSWORD } from './demo-data.ts';

// the demo brand Acme's Brand Performance shows real numbers — Main Street Shoes (through
// its rollup's approved connection) sells Acme products, synced from the demo's Heartland store.
describe("the demo brand's Brand Performance", () => {
  const world = useDemoWorld();

  it('owner@demo.test sees units and revenue of Acme products at Main Street Shoes', async () => {
    const owner = await signIn(world.t.app, 'owner@demo.test', DEMO_PASSWORD);
    const opened = await call(world.t, 'GET', `/api/dashboards/brand/${world.ids.acme}/brand-performance`, owner);
    expect(opened.statusCode, opened.body).toBe(200);
    const token = opened.json().embed.src.split('#token=')[1];
    const res = await world.t.app.inject({
      method: 'GET',
      url: '/api/embed/reports/brand-performance',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      empty: string[];
      sheets: Array<{
        kpis: Array<{ label: string; value: number }>; // rows differ per table: read as plain records
        tables: Array<{ key: string; rows: Array<Record<string, string | number>> }>;
      }>;
    };
    expect(body.empty).toEqual([]);
    const kpi = (label: string) => body.sheets.flatMap((s) => s.kpis).find((k) => k.label === label)?.value ?? 0;
    expect(kpi('Units sold')).toBeGreaterThan(0);
    expect(kpi('Revenue')).toBeGreaterThan(0);
    const byRetailer = body.sheets.flatMap((s) => s.tables).find((tb) => tb.key === 'by-retailer')!;
    expect(byRetailer.rows.map((r) => r.retailer)).toContain('Main Street Shoes');
    const products = body.sheets.flatMap((s) => s.tables).find((tb) => tb.key === 'products')!;
    expect(products.rows.length).toBeGreaterThan(0);
    for (const row of products.rows) expect(row.product).toMatch(/^Acme /);
  }, 90_000); // the first brand report builds the demo's rollups: tens of seconds on a busy machine
});
