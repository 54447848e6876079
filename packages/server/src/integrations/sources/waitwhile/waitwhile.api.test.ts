import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { startWaitwhileFake, type WaitwhileFake } from '@storelens/fakes/waitwhile/waitwhile-fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectReconnectOnce,
  runThroughFailures,
  startVendorKit,
  type VendorKit,
} from '../../testing/vendor-harness.fixture.ts';

// Waitwhile: the check on save with its spec 2 §8 code, a run of every
// stream it has with counts equal to the fake's, an incremental run with only the changes, 429/5xx
// retried, a refused key turning the source to 'reconnect' and mailing the admins once. Spec 2 §4 lets
// Waitwhile (13) feed only the customer-data platform.

const SIZES = { customers: 130, orders: 210, products: 12, locations: 2 };

let fake: WaitwhileFake;
let kit: VendorKit;

beforeAll(async () => {
  fake = await startWaitwhileFake({ ...SIZES, seed: 41, quota: null });
  kit = await startVendorKit({
    sourceType: SOURCE_TYPE.waitwhile,
    endpoints: { waitwhile: fake.apiUrl },
    accountName: 'Waitwhile Co',
    sourceName: 'Waitlist',
  });
});
afterAll(async () => {
  await kit?.close();
  await fake?.close();
});

describe('a Waitwhile source through the API and the engine', () => {
  let sourceId: number;

  it('refuses a wrong key with InvalidApiKey on the API Key field, and saves nothing', async () => {
    await kit.expectSaveRefused(
      { apiKey: 'wrong-key', timezone: 'America/Chicago' },
      { error: 'InvalidApiKey', message: 'Invalid API Key', field: 'detail.apiKey' },
    );
  });

  it("saves with the key, and its first run stores every stream with the fake's counts", async () => {
    sourceId = await kit.expectFirstRunStoresAll(
      { apiKey: fake.credentials.apiKey, timezone: 'America/Chicago' },
      SIZES,
    );
  });

  it('pulls only the changes on the next run', async () => {
    fake.data.orders.touch(9, () => ({ status: 'refunded' }));
    fake.data.orders.add();
    fake.data.customers.touch(20);
    const outcome = await kit.run(sourceId);
    expect(outcome.counts.pulled.customers).toBe(1);
    expect(outcome.counts.pulled.orders).toBe(2);
    expect(outcome.counts.pulled.locations ?? 0).toBe(0);
    expect(outcome.counts.pulled.products ?? 0).toBe(0);
    expect(outcome.counts.pushed[String(kit.destinationId)]?.orders).toBe(2);
  });

  it('retries 429 and 5xx answers within a run', async () => {
    fake.data.customers.touch(21);
    const outcome = await runThroughFailures(kit, sourceId, fake, [429, 429, 502]);
    expect(outcome.counts.pulled.customers).toBe(1);
  });

  it("turns to 'reconnect' when Waitwhile refuses the key, and mails the account's admins once", async () => {
    await expectReconnectOnce(kit, sourceId, SOURCE_TYPE.waitwhile, {
      apiKey: 'revoked-key',
      timezone: 'America/Chicago',
    });
  });
});
