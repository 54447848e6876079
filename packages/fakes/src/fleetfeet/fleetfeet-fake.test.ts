import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FleetFeetFake, startFleetFeetFake } from './fleetfeet-fake.ts';

let fake: FleetFeetFake;
beforeAll(async () => {
  fake = await startFleetFeetFake({ orders: 30, customers: 12, products: 8, locations: 3, quota: 5 });
});
afterAll(() => fake.close());

const get = (path: string, key = fake.credentials.partnerKey) =>
  fetch(`${fake.apiUrl}/api/v1${path}`, { headers: { authorization: `Bearer ${key}` } });

describe('FleetFeet Online fake (assumed API, docs/vendors/fleetfeet.md)', () => {
  it('refuses a wrong partner key, an unknown owner and an owner who revoked access', async () => {
    expect((await get('/stores?storeOwner=demo-owner', 'nope')).status).toBe(401);
    const unknown = await get('/stores?storeOwner=nobody');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'not_found', message: "Unknown store owner 'nobody'" });
    fake.revoke('other-owner');
    expect((await get('/stores?storeOwner=other-owner')).status).toBe(403);
    fake.revoke('other-owner', false);
  });

  it("scopes stores, orders and customers to the owners' stores, and throttles with 429", async () => {
    fake.resetQuota();
    const stores = (await (await get('/stores?storeOwner=DEMO-OWNER')).json()) as { data: { id: string }[] };
    expect(stores.data.map((s) => s.id)).toEqual(['ff-1', 'ff-2']);
    const orders = (await (await get('/orders?storeOwner=demo-owner&per_page=250')).json()) as {
      data: { store_id: string }[];
      meta: { total: number };
    };
    const expected = [...fake.data.orders.scan({}, null)].filter((o) => fake.storeOfOrder(o) <= 2).length;
    expect(orders.meta.total).toBe(expected);
    expect(new Set(orders.data.map((o) => o.store_id))).toEqual(new Set(['ff-1', 'ff-2']));
    const both = (await (await get('/customers?storeOwner=demo-owner,other-owner')).json()) as {
      meta: { total: number };
    };
    expect(both.meta.total).toBe(12);
    expect((await get('/products?storeOwner=demo-owner&per_page=0')).status).toBe(400);
    await get('/products?storeOwner=demo-owner');
    const spent = await get('/products?storeOwner=demo-owner');
    expect(spent.status).toBe(429);
    expect(spent.headers.get('retry-after')).toBeTruthy();
  });
});
