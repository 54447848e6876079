import { describe, expect, it } from 'vitest';
import { accountConnections } from '../../db/connections.schema.ts';
import { DEMO_RETAIL_ADMIN } from '../../seed/demo-connections.ts';
import { DEMO_PASSWORD } from '../../seed/demo-data.ts';
import { useDemoWorld } from '../../test/demo-database.ts';
import { signIn } from '../../test/harness.ts';
import { call } from '../../test/identity-helpers.ts';

// the demo shows every connection state, a rollup controlling its child, and locations
describe('the demo connections', () => {
  const world = useDemoWorld();

  it("gives each demo store's synced products its vendor's tags, some used by its rules and some not", async () => {
    const admin = await signIn(world.t.app, 'admin@demo.test', DEMO_PASSWORD);
    const { rows } = (await call(world.t, 'GET', '/api/products/adminSummary/retail', admin)).json();
    for (const name of ['Main Street Shoes', 'Riverside Running']) {
      const id = rows.find((r: { name: string }) => r.name === name).accountId;
      const { sourceTags } = (await call(world.t, 'GET', `/api/products/tagging/account/${id}/lists`, admin)).json();
      const unused = (await call(world.t, 'GET', `/api/products/unusedSourceTags/account/${id}`, admin)).json();
      expect(sourceTags.length, name).toBeGreaterThan(2);
      expect(Array.isArray(unused) && unused.length > 0 && unused.length < sourceTags.length, name).toBe(true);
    }
  });

  it("fills the demo stores' catalogues at start, mostly categorised, partly matched, brands left to map", async () => {
    const admin = await signIn(world.t.app, 'admin@demo.test', DEMO_PASSWORD);
    const { rows } = (await call(world.t, 'GET', '/api/products/adminSummary/retail', admin)).json();
    for (const name of ['Main Street Shoes', 'Riverside Running']) {
      const row = rows.find((r: { name: string }) => r.name === name);
      expect(row.totalProducts, name).toBeGreaterThan(0);
      expect(row.categorizedPercent, name).toBeGreaterThan(0.3);
      expect(row.categorizedPercent, name).toBeLessThan(1);
      expect(row.matchedProducts, name).toBeGreaterThan(0);
    }
    const mapping = (await call(world.t, 'GET', '/api/products/brand/mappingSummary', admin)).json();
    expect(mapping.brands).toContainEqual(
      expect.objectContaining({ sourceBrand: 'Altura', destinationBrand: 'Preview' }),
    );
    expect(mapping.brands.some((b: { destinationBrand: string | null }) => b.destinationBrand === null)).toBe(true);
  });

  it('has every stored state, each with its history', async () => {
    const rows = await world.t.deps.database.db.select().from(accountConnections);
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['Pending', 'Approved', 'Declined', 'Revoked', 'Removed']),
    );
    const owner = await signIn(world.t.app, 'owner@demo.test', DEMO_PASSWORD);
    const history = await call(
      world.t,
      'GET',
      `/api/accounts/connections/retailer/history/${world.ids.mainShoes}/${world.ids.acme}`,
      owner,
    );
    // Main Street Shoes follows its rollup: the rollup's history, approved by a system user
    expect(history.json()[0]).toMatchObject({ status: 'Approved', isSystemUser: true });
    const brands = (
      await call(world.t, 'GET', `/api/accounts/connections/retailer/${world.ids.mainShoes}`, owner)
    ).json();
    expect(brands.find((b: { accountId: number }) => b.accountId === world.ids.acme)).toMatchObject({
      status: 'Approved',
      isManagedAccount: true,
      parentAccount: 'Main Street Retail Group',
    });
  });

  it('locations synced from the demo vendors', async () => {
    const owner = await signIn(world.t.app, 'owner@demo.test', DEMO_PASSWORD);
    const heartland = (await call(world.t, 'GET', `/api/locations/${world.ids.mainShoes}`, owner)).json();
    expect(heartland.length).toBeGreaterThan(0);
    const retail = await signIn(world.t.app, DEMO_RETAIL_ADMIN, DEMO_PASSWORD);
    const accounts = (await call(world.t, 'GET', '/api/user/accounts', retail)).json();
    const riverside = accounts.find((a: { name: string }) => a.name === 'Riverside Running');
    const shopify = (await call(world.t, 'GET', `/api/locations/${riverside.id}`, retail)).json();
    expect(shopify.length).toBeGreaterThan(0);
    expect(shopify[0].sourceName).toBe('Riverside POS (Shopify)');
  });
});
