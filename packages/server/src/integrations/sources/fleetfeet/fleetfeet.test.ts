import { type FleetFeetFake, startFleetFeetFake } from '@storelens/fakes/fleetfeet/fleetfeet-fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VendorError } from '../../vendor-error.ts';
import { collectPull } from '../shared/collect.ts';
import type { FleetFeetDetail } from './client.ts';
import { createFleetFeetSource } from './sync.ts';

const START = { cursor: null, startDate: '2020-01-01' };
const retry = { baseDelayMs: 5, attempts: 4 };
// more orders than a page (250) for the demo owner's two stores of three
const SIZES = { orders: 900, customers: 60, products: 30, locations: 3 };

let fake: FleetFeetFake;
let source: ReturnType<typeof createFleetFeetSource>;
const detail: FleetFeetDetail = { storeOwner: ['demo-owner'] };

beforeAll(async () => {
  fake = await startFleetFeetFake(SIZES);
  source = createFleetFeetSource({
    endpoints: { fleetFeet: fake.apiUrl, fleetFeetPartnerKey: fake.credentials.partnerKey },
    retry,
  });
});
afterAll(() => fake.close());

const ids = (records: { vendorId: string }[]) => records.map((r) => r.vendorId);
const ownOrders = (owner: string) =>
  [...fake.data.orders.scan({}, null)].filter((o) => fake.storesOf(owner).includes(fake.storeOfOrder(o)));

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(VendorError);
  return error as VendorError;
}

describe('FleetFeet Online source against the fake', () => {
  it("pulls the owners' stores, customers and orders with lines, and the catalog", async () => {
    const orders = await collectPull(source.pull(detail, 'orders', START));
    expect(orders.records).toHaveLength(ownOrders('demo-owner').length);
    expect(new Set(orders.records.map((o) => o.locationVendorId))).toEqual(new Set(['ff-1', 'ff-2']));
    expect(orders.records.every((o) => o.channel === 'web')).toBe(true);
    const first = ownOrders('demo-owner')[0]!;
    const order = orders.records.find((o) => o.vendorId === String(first.id))!;
    expect(order).toMatchObject({ orderNumber: `FF${first.number}`, total: first.total, updatedAt: first.updatedAt });
    expect(order.lines).toHaveLength(first.lines.length);
    const stores = await collectPull(source.pull(detail, 'locations', START));
    expect(ids(stores.records)).toEqual(['ff-1', 'ff-2']);
    const customers = await collectPull(source.pull(detail, 'customers', START));
    expect(customers.records).toHaveLength(40); // ids 1, 2, 4, 5, ... of 60: two stores of three
    expect((await collectPull(source.pull(detail, 'products', START))).records).toHaveLength(SIZES.products);
    expect((await collectPull(source.pull(detail, 'inventory', START))).records).toHaveLength(0);
    const both = await collectPull(source.pull({ storeOwner: ['demo-owner', 'other-owner'] }, 'orders', START));
    expect(both.records).toHaveLength(SIZES.orders);
  });

  it('returns only changed records on the next incremental pull', async () => {
    const orders = await collectPull(source.pull(detail, 'orders', START));
    const own = ownOrders('demo-owner');
    fake.data.orders.touch(own[3]!.id);
    const other = ownOrders('other-owner')[0]!;
    fake.data.orders.touch(other.id); // another owner's: not this source's
    const next = await collectPull(source.pull(detail, 'orders', { ...START, cursor: orders.lastCursor }));
    expect(ids(next.records)).toEqual([String(own[3]!.id)]);
  });

  it('retries after a 429 and after a 503', async () => {
    fake.failNext(2, 429, 0);
    expect((await collectPull(source.pull(detail, 'products', START))).records).toHaveLength(SIZES.products);
    fake.failNext(1, 503);
    expect((await collectPull(source.pull(detail, 'products', START))).records).toHaveLength(SIZES.products);
  });

  it('accepts known owners and names an unknown or refusing owner; refuses an empty list', async () => {
    await source.check(detail);
    const unknown = await refusal(source.check({ storeOwner: ['demo-owner', 'nobody'] }));
    expect(unknown).toMatchObject({ code: 'InvalidStoreOwner', kind: 'credentials', field: 'storeOwner' });
    expect(unknown.message).toBe("FleetFeet Online has no store owner 'nobody'.");
    fake.revoke('demo-owner');
    try {
      const revoked = await refusal(source.check(detail));
      expect(revoked.message).toBe("Store owner 'demo-owner' has not given StoreLens access on FleetFeet Online.");
    } finally {
      fake.revoke('demo-owner', false);
    }
    expect(await refusal(source.check({ storeOwner: [] }))).toMatchObject({
      code: 'InvalidStoreOwner',
      kind: 'invalid',
      message: 'Enter at least one store owner.',
    });
  });

  it('says so when the server has no FleetFeet address or partner key, or the key is refused', async () => {
    const unset = await refusal(createFleetFeetSource({}).check(detail));
    expect(unset).toMatchObject({ code: 'NotConfigured', kind: 'invalid' });
    const wrongKey = createFleetFeetSource({ endpoints: { fleetFeet: fake.apiUrl, fleetFeetPartnerKey: 'x' } });
    expect(await refusal(wrongKey.check(detail))).toMatchObject({ code: 'PartnerKeyRefused', kind: 'invalid' });
  });
});
