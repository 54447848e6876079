import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountConnections } from '../../db/connections.schema.ts';
import { DEMO_RETAIL_ADMIN, seedDemoConnections } from '../../seed/demo-connections.ts';
import { type DemoFakes, demoVendorValues, seedDemoConnectors, startDemoFakes } from '../../seed/demo-connectors.ts';
import { DEMO_PASSWORD, seedDemoData } from '../../seed/demo-data.ts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { call } from '../../test/identity-helpers.ts';

// issue 12 §8: the demo shows every connection state, a rollup controlling its child, and locations
describe('the demo connections', () => {
  let fakes: DemoFakes;
  let t: TestContext;
  let ids: Record<string, number>;

  beforeAll(async () => {
    fakes = await startDemoFakes();
    t = await createTestContext({}, fakes.endpoints, { demoVendorValues: demoVendorValues(fakes) });
    ids = await seedDemoData(t.deps.database.db);
    await seedDemoConnectors(t.deps, fakes);
    await seedDemoConnections(t.deps, fakes);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fakes?.close();
  });

  it('has every stored state, each with its history', async () => {
    const rows = await t.deps.database.db.select().from(accountConnections);
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['Pending', 'Approved', 'Declined', 'Revoked', 'Removed']),
    );
    const owner = await signIn(t.app, 'owner@demo.test', DEMO_PASSWORD);
    const history = await call(
      t,
      'GET',
      `/api/accounts/connections/retailer/history/${ids.mainShoes}/${ids.acme}`,
      owner,
    );
    // Main Street Shoes follows its rollup: the rollup's history, approved by a system user
    expect(history.json()[0]).toMatchObject({ status: 'Approved', isSystemUser: true });
    const brands = (await call(t, 'GET', `/api/accounts/connections/retailer/${ids.mainShoes}`, owner)).json();
    expect(brands.find((b: { accountId: number }) => b.accountId === ids.acme)).toMatchObject({
      status: 'Approved',
      isManagedAccount: true,
      parentAccount: 'Main Street Retail Group',
    });
  });

  it('locations synced from the demo vendors', async () => {
    const owner = await signIn(t.app, 'owner@demo.test', DEMO_PASSWORD);
    const heartland = (await call(t, 'GET', `/api/locations/${ids.mainShoes}`, owner)).json();
    expect(heartland.length).toBeGreaterThan(0);
    const retail = await signIn(t.app, DEMO_RETAIL_ADMIN, DEMO_PASSWORD);
    const accounts = (await call(t, 'GET', '/api/user/accounts', retail)).json();
    const riverside = accounts.find((a: { name: string }) => a.name === 'Riverside Running');
    const shopify = (await call(t, 'GET', `/api/locations/${riverside.id}`, retail)).json();
    expect(shopify.length).toBeGreaterThan(0);
    expect(shopify[0].sourceName).toBe('Riverside POS (Shopify)');
  });
});
