import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { RUNIT_WEB_TENDER, type RunitFake, startRunitFake } from '@storelens/fakes/runit/runit-fake';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sources } from '../../../db/connectors.schema.ts';
import {
  expectReconnectOnceAfter,
  runThroughFailures,
  startVendorKit,
  type VendorKit,
} from '../../testing/vendor-harness.fixture.ts';

// Runit: the check on save with its spec 2 §8 code (InvalidUrlStoreId), a run
// of every stream with counts equal to the fake's, an incremental run with only the changes, 429/5xx
// retried, a store the server no longer knows turning the source to 'reconnect' and mailing the
// admins once. Runit has no secret (spec 2 §3): the store id in the saved detail stands for the credential.

const SIZES = { customers: 35, orders: 80, products: 20 };

let fake: RunitFake;
let kit: VendorKit;

beforeAll(async () => {
  fake = await startRunitFake({ ...SIZES, seed: 41, timezone: 'America/Chicago' });
  kit = await startVendorKit({
    sourceType: SOURCE_TYPE.runit,
    endpoints: { runit: fake.serverUrlTemplate },
    accountName: 'Runit Co',
    sourceName: 'Runit store',
  });
});
afterAll(async () => {
  await kit?.close();
  await fake?.close();
});

const goodDetail = () => ({ ...fake.credentials, tenderType: `${RUNIT_WEB_TENDER}\n\n` });

describe('a Runit source through the API and the engine', () => {
  let sourceId: number;

  it('refuses a wrong server or store id with InvalidUrlStoreId on the URL field', async () => {
    for (const wrong of [{ storeId: '999' }, { url: 'not-a-runit.example.com' }]) {
      const res = await kit.create({ ...goodDetail(), ...wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'InvalidUrlStoreId',
        message: 'Invalid URL or Store Id',
        fields: { 'detail.url': 'Invalid URL or Store Id' },
      });
    }
    expect(await kit.listed()).toHaveLength(0);
  });

  it("saves with the right store, and its first run stores every stream with the fake's counts", async () => {
    const created = await kit.create(goodDetail());
    expect(created.statusCode, created.body).toBe(200);
    sourceId = created.json().id;
    const outcome = await kit.run(sourceId, 'manual');
    expect(outcome.counts.pulled).toEqual({
      locations: 1,
      customers: SIZES.customers,
      products: SIZES.products,
      inventory: SIZES.products,
      orders: SIZES.orders,
    });
    expect(outcome.counts.destinationErrors).toEqual({});
    expect(outcome.counts.pushed[String(kit.destinationId)]?.orders).toBe(SIZES.orders);
  });

  it('pulls only the changes on the next run', async () => {
    fake.data.orders.touch(5, () => ({ status: 'refunded' }));
    fake.data.orders.add();
    fake.data.customers.touch(9);
    fake.data.products.touch(2);
    const outcome = await kit.run(sourceId);
    // the store has no dates: it is read every run and, unchanged, not delivered again
    expect(outcome.counts.pulled).toEqual({ locations: 1, customers: 1, products: 1, inventory: 0, orders: 2 });
    expect(outcome.counts.pushed[String(kit.destinationId)]?.orders).toBe(2);
  });

  it('retries 429 and 5xx answers within a run', async () => {
    fake.data.customers.touch(10);
    const outcome = await runThroughFailures(kit, sourceId, fake, [429, 429, 502]);
    expect(outcome.counts.pulled.customers).toBe(1);
  });

  it("turns to 'reconnect' when the server no longer knows the store, and mails the account's admins once", async () => {
    const db = kit.t.deps.database.db;
    await expectReconnectOnceAfter(kit, sourceId, async () => {
      const { row } = await kit.stored(sourceId);
      const detail = row.detail as Record<string, unknown>;
      await db
        .update(sources)
        .set({ detail: { ...detail, storeId: '999' } })
        .where(eq(sources.id, sourceId));
      return async () => {
        await db.update(sources).set({ detail }).where(eq(sources.id, sourceId));
      };
    });
  });
});
