import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { type SkuVaultFake, startSkuVaultFake } from '@storelens/fakes/skuvault/skuvault-fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStored } from '../../../modules/sync/warehouse.queries.ts';
import { cadenceDestination } from '../../testing/vendor-destinations.fixture.ts';
import {
  expectReconnectOnce,
  runThroughFailures,
  startVendorKit,
  type VendorKit,
} from '../../testing/vendor-harness.fixture.ts';

// SKU Vault: the check on save with its spec 2 §8 code, a run of every
// stream it has with counts equal to the fake's, an incremental run with only the changes, a 429
// retried, refused tokens turning the source to 'reconnect' and mailing the admins once. Spec 2 §4
// lets SKU Vault feed only Cadence and UQube; the source is linked to a Cadence destination.

const SIZES = { customers: 10, orders: 90, products: 25, locations: 3 };
const LIMITS = {
  'products/getProducts': 1000,
  'sales/getSalesByDate': 1000,
  'inventory/getInventoryByLocation': 1000,
  'inventory/getItemQuantities': 1000,
};

let fake: SkuVaultFake;
let kit: VendorKit;

beforeAll(async () => {
  fake = await startSkuVaultFake({ ...SIZES, seed: 37, limits: LIMITS });
  kit = await startVendorKit({
    sourceType: SOURCE_TYPE.skuVault,
    endpoints: { skuvault: fake.apiUrl },
    destination: cadenceDestination,
    accountName: 'SKU Vault Co',
    sourceName: 'Warehouse',
  });
});
afterAll(async () => {
  await kit?.close();
  await fake?.close();
});

describe('a SKU Vault source through the API and the engine', () => {
  let sourceId: number;

  it("refuses a wrong tenant or user token with InvalidToken and the spec's message", async () => {
    for (const wrong of [{ tenantToken: 'wrong-tenant' }, { userToken: 'wrong-user' }]) {
      const res = await kit.create({ ...fake.credentials, ...wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'InvalidToken',
        message: 'Invalid Tenant and/or User Token',
        fields: { 'detail.tenantToken': 'Invalid Tenant and/or User Token' },
      });
    }
    expect(await kit.listed()).toHaveLength(0);
  });

  it("saves with good tokens, and its first run stores every stream with the fake's counts", async () => {
    const created = await kit.create({ ...fake.credentials });
    expect(created.statusCode, created.body).toBe(200);
    sourceId = created.json().id;
    const outcome = await kit.run(sourceId, 'manual');
    expect(outcome.counts.pulled).toEqual({
      locations: SIZES.locations,
      products: SIZES.products,
      inventory: SIZES.products * SIZES.locations,
      orders: SIZES.orders,
    });
    expect(await countStored(kit.t.deps.database.db, kit.accountId, sourceId)).toMatchObject({
      customers: 0,
      orders: SIZES.orders,
      products: SIZES.products,
    });
  });

  it('pulls only the changes on the next run', async () => {
    fake.data.products.touch(3);
    fake.setStock(8, 1, 4);
    fake.data.orders.add(() => ({ createdAt: `${new Date().toISOString().slice(0, 19)}Z` }));
    const outcome = await kit.run(sourceId);
    // warehouses have no dates: the short list is read whole, and unchanged ones are not delivered again
    expect(outcome.counts.pulled).toEqual({
      locations: SIZES.locations,
      products: 1,
      inventory: 2 * SIZES.locations,
      orders: 1,
    });
  });

  it('retries 429 and 5xx answers within a run', async () => {
    const outcome = await runThroughFailures(kit, sourceId, fake, [429, 429, 503]);
    expect(outcome.counts.pulled.locations).toBe(SIZES.locations);
  });

  it("turns to 'reconnect' when SKU Vault refuses the tokens, and mails the account's admins once", async () => {
    await expectReconnectOnce(kit, sourceId, SOURCE_TYPE.skuVault, { ...fake.credentials, userToken: 'revoked' });
  });
});
