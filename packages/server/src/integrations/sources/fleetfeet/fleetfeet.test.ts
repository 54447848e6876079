import { startFleetFeetFake } from '@storelens/fakes/fleetfeet/fleetfeet-fake';
import { describe, expect, it } from 'vitest';
import {
  describeSourceConnector,
  expectVendorError,
  idsOf,
  START,
} from '../../testing/source-connector-suite.fixture.ts';
import { collectPull } from '../shared/collect.ts';
import type { FleetFeetDetail } from './client.ts';
import { createFleetFeetSource } from './sync.ts';

// more orders than a page (250) for the demo owner's two stores of three
const SIZES = { orders: 900, customers: 60, products: 30, locations: 3 };

const suite = describeSourceConnector({
  title: 'FleetFeet Online',
  start: () => startFleetFeetFake(SIZES),
  connector: (fake, options) =>
    createFleetFeetSource({
      ...options,
      endpoints: { fleetFeet: fake.apiUrl, fleetFeetPartnerKey: fake.credentials.partnerKey },
    }),
  detail: (): FleetFeetDetail => ({ storeOwner: ['demo-owner'] }),
  sizes: { products: SIZES.products },
  refusals: [
    {
      change: { storeOwner: ['demo-owner', 'nobody'] },
      code: 'InvalidStoreOwner',
      field: 'storeOwner',
    },
  ],
  retried: 'products',
});

const ownOrders = (owner: string) =>
  [...suite.fake.data.orders.scan({}, null)].filter((o) =>
    suite.fake.storesOf(owner).includes(suite.fake.storeOfOrder(o)),
  );

const refusal = (promise: Promise<unknown>) => expectVendorError(promise);

describe('FleetFeet Online source against the fake', () => {
  it("pulls the owners' stores, customers and orders with lines, and the catalog", async () => {
    const orders = await suite.pulled('orders');
    expect(orders.records).toHaveLength(ownOrders('demo-owner').length);
    expect(new Set(orders.records.map((o) => o.locationVendorId))).toEqual(new Set(['ff-1', 'ff-2']));
    expect(orders.records.every((o) => o.channel === 'web')).toBe(true);
    const first = ownOrders('demo-owner')[0]!;
    const order = orders.records.find((o) => o.vendorId === String(first.id))!;
    expect(order).toMatchObject({ orderNumber: `FF${first.number}`, total: first.total, updatedAt: first.updatedAt });
    expect(order.lines).toHaveLength(first.lines.length);
    const stores = await suite.pulled('locations');
    expect(idsOf(stores.records)).toEqual(['ff-1', 'ff-2']);
    const customers = await suite.pulled('customers');
    expect(customers.records).toHaveLength(40); // ids 1, 2, 4, 5, ... of 60: two stores of three
    expect((await suite.pulled('products')).records).toHaveLength(SIZES.products);
    expect((await suite.pulled('inventory')).records).toHaveLength(0);
    const both = await collectPull(suite.source.pull({ storeOwner: ['demo-owner', 'other-owner'] }, 'orders', START));
    expect(both.records).toHaveLength(SIZES.orders);
  });

  it('returns only changed records on the next incremental pull', async () => {
    const orders = await suite.pulled('orders');
    const own = ownOrders('demo-owner');
    suite.fake.data.orders.touch(own[3]!.id);
    const other = ownOrders('other-owner')[0]!;
    suite.fake.data.orders.touch(other.id); // another owner's: not this source's
    const next = await suite.pulled('orders', orders.lastCursor);
    expect(idsOf(next.records)).toEqual([String(own[3]!.id)]);
  });

  it('accepts known owners and names an unknown or refusing owner; refuses an empty list', async () => {
    await suite.source.check(suite.detail);
    const unknown = await refusal(suite.source.check({ storeOwner: ['demo-owner', 'nobody'] }));
    expect(unknown).toMatchObject({ code: 'InvalidStoreOwner', kind: 'credentials', field: 'storeOwner' });
    expect(unknown.message).toBe("FleetFeet Online has no store owner 'nobody'.");
    suite.fake.revoke('demo-owner');
    try {
      const revoked = await refusal(suite.source.check(suite.detail));
      expect(revoked.message).toBe("Store owner 'demo-owner' has not given StoreLens access on FleetFeet Online.");
    } finally {
      suite.fake.revoke('demo-owner', false);
    }
    expect(await refusal(suite.source.check({ storeOwner: [] }))).toMatchObject({
      code: 'InvalidStoreOwner',
      kind: 'invalid',
      message: 'Enter at least one store owner.',
    });
  });

  it('says so when the server has no FleetFeet address or partner key, or the key is refused', async () => {
    const unset = await refusal(createFleetFeetSource({}).check(suite.detail));
    expect(unset).toMatchObject({ code: 'NotConfigured', kind: 'invalid' });
    const wrongKey = createFleetFeetSource({ endpoints: { fleetFeet: suite.fake.apiUrl, fleetFeetPartnerKey: 'x' } });
    expect(await refusal(wrongKey.check(suite.detail))).toMatchObject({ code: 'PartnerKeyRefused', kind: 'invalid' });
  });
});
