import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { type FleetFeetFake, startFleetFeetFake } from '@storelens/fakes/fleetfeet/fleetfeet-fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cadenceDestination } from '../../testing/vendor-destinations.fixture.ts';
import {
  expectReconnectOnceAfter,
  runThroughFailures,
  startVendorKit,
  type VendorKit,
} from '../../testing/vendor-harness.fixture.ts';

// FleetFeet Online: the check on save (spec 2 §8 names no FleetFeet code: a
// refused store owner is InvalidStoreOwner on its field), a run of every stream with counts equal to
// the fake's for the source's owners, an incremental run with only the changes, 429/5xx retried, an
// owner withdrawing access turning the source to 'reconnect' and mailing the admins once. Spec 2 §4
// lets FleetFeet Online feed only Cadence; the source is linked to a Cadence destination.

const SIZES = { customers: 30, orders: 60, products: 15, locations: 3 };
const OWNER = 'demo-owner';

let fake: FleetFeetFake;
let kit: VendorKit;

beforeAll(async () => {
  fake = await startFleetFeetFake({ ...SIZES, seed: 43 });
  kit = await startVendorKit({
    sourceType: SOURCE_TYPE.fleetFeet,
    endpoints: { fleetFeet: fake.apiUrl, fleetFeetPartnerKey: fake.credentials.partnerKey },
    destination: cadenceDestination,
    accountName: 'FleetFeet Co',
    sourceName: 'FleetFeet Online',
  });
});
afterAll(async () => {
  await kit?.close();
  await fake?.close();
});

const create = (storeOwner: string) => kit.create({ storeOwner });

const own = <T>(records: Iterable<T>, storeOf: (r: T) => number) =>
  [...records].filter((r) => fake.storesOf(OWNER).includes(storeOf(r)));

describe('a FleetFeet Online source through the API and the engine', () => {
  let sourceId: number;

  it('refuses an unknown store owner or an empty list on the Store Owners field', async () => {
    const unknown = await create(`${OWNER}\nNobody `);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: 'InvalidStoreOwner',
      message: "FleetFeet Online has no store owner 'nobody'.",
      fields: { 'detail.storeOwner': "FleetFeet Online has no store owner 'nobody'." },
    });
    const empty = await create('\n  \n');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'InvalidStoreOwner', message: 'Enter at least one store owner.' });
    expect(await kit.listed()).toHaveLength(0);
  });

  it("saves with a known owner, and its first run stores every stream with the fake's counts", async () => {
    const created = await create(` ${OWNER.toUpperCase()} \n`);
    expect(created.statusCode, created.body).toBe(200);
    sourceId = created.json().id;
    const outcome = await kit.run(sourceId, 'manual');
    expect(outcome.counts.pulled).toEqual({
      locations: fake.storesOf(OWNER).length,
      customers: own(fake.data.customers.scan({}, null), fake.storeOfCustomer).length,
      products: SIZES.products,
      orders: own(fake.data.orders.scan({}, null), fake.storeOfOrder).length,
    });
  });

  it('pulls only the changes on the next run', async () => {
    const mine = own(fake.data.orders.scan({}, null), fake.storeOfOrder);
    const theirs = [...fake.data.orders.scan({}, null)].find((o) => !mine.some((m) => m.id === o.id))!;
    fake.data.orders.touch(mine[2]!.id);
    fake.data.orders.touch(theirs.id); // another owner's order: not this source's
    fake.data.products.touch(4);
    const outcome = await kit.run(sourceId);
    expect(outcome.counts.pulled).toEqual({ locations: 0, customers: 0, products: 1, orders: 1 });
  });

  it('retries 429 and 5xx answers within a run', async () => {
    fake.data.products.touch(5);
    const outcome = await runThroughFailures(kit, sourceId, fake, [429, 429, 503]);
    expect(outcome.counts.pulled.products).toBe(1);
  });

  it("turns to 'reconnect' when the owner withdraws access, and mails the account's admins once", async () => {
    await expectReconnectOnceAfter(kit, sourceId, async () => {
      fake.revoke(OWNER);
      return async () => fake.revoke(OWNER, false);
    });
  });
});
