import { startWaitwhileFake } from '@storelens/fakes/waitwhile/waitwhile-fake';
import { expect, it } from 'vitest';
import { describeSourceConnector, idsOf } from '../../testing/source-connector-suite.fixture.ts';
import { createWaitwhileSource } from './sync.ts';

const SIZES = { orders: 260, customers: 120, products: 30, locations: 3 };

describeSourceConnector({
  title: 'Waitwhile',
  start: () => startWaitwhileFake({ ...SIZES, quota: null }),
  connector: (fake, options) => createWaitwhileSource({ ...options, endpoints: { waitwhile: fake.apiUrl } }),
  detail: (fake) => ({ apiKey: fake.credentials.apiKey, timezone: 'America/New_York' }),
  sizes: SIZES,
  refusals: [{ change: { apiKey: 'wrong' }, code: 'InvalidApiKey', field: 'apiKey', message: 'Invalid API Key' }],
  retried: ['products', 'locations'],
  more: (suite) => {
    it('pulls every visit as an order of its services, guests, services and locations', async () => {
      const orders = await suite.pulled('orders');
      // a page of 100 at most: 260 visits in three pages, each with its cursor
      expect(orders.cursors).toHaveLength(3);
      const generated = suite.fake.data.orders.get(5)!;
      const visit = orders.records.find((r) => r.vendorId === suite.fake.idOf('visits', 5))!;
      expect(visit.lines.map((l) => l.productVendorId)).toEqual(
        generated.lines.map((l) => suite.fake.idOf('services', l.productId)),
      );
      expect(visit.total).toBeCloseTo(
        generated.lines.reduce((sum, l) => sum + suite.fake.data.products.get(l.productId)!.price, 0),
        2,
      );
      expect(visit).toMatchObject({ channel: 'store', createdAt: generated.createdAt, updatedAt: generated.updatedAt });
      const cancelled = [...suite.fake.data.orders.scan({}, null)].find((o) => o.status === 'refunded')!;
      expect(orders.records.find((r) => r.vendorId === suite.fake.idOf('visits', cancelled.id))!.status).toBe(
        'CANCELLED',
      );

      const customers = await suite.pulled('customers');
      expect(customers.records).toHaveLength(SIZES.customers);
      expect(customers.records[0]).toMatchObject({
        vendorId: 'cus_1',
        email: suite.fake.data.customers.get(1)!.email,
        acceptsMarketing: null,
      });
      const products = await suite.pulled('products');
      expect(products.records).toHaveLength(SIZES.products);
      expect(products.records[0]).toMatchObject({ vendorId: 'svc_1', price: suite.fake.data.products.get(1)!.price });
      const locations = await suite.pulled('locations');
      expect(idsOf(locations.records)).toEqual(['loc_1', 'loc_2', 'loc_3']);
      expect((await suite.pulled('inventory')).records).toHaveLength(0);
    });

    it('returns only what changed on the next incremental pull', async () => {
      const from = await suite.firstCursors('orders', 'customers');
      suite.fake.data.orders.touch(17, () => ({ status: 'refunded' }));
      const added = suite.fake.data.orders.add();
      suite.fake.data.customers.touch(4, () => ({ lastName: 'Renamed' }));

      const nextOrders = await suite.pulled('orders', from.orders);
      expect(idsOf(nextOrders.records)).toEqual([suite.fake.idOf('visits', 17), suite.fake.idOf('visits', added.id)]);
      expect(nextOrders.records[0]!.status).toBe('CANCELLED');
      const nextCustomers = await suite.pulled('customers', from.customers);
      expect(nextCustomers.records).toEqual([expect.objectContaining({ vendorId: 'cus_4', lastName: 'Renamed' })]);
      // and nothing more once those are handed out
      const again = await suite.pulled('orders', nextOrders.lastCursor);
      expect(again.records).toHaveLength(0);
    });

    it('waits out the quota a 429 announces with Retry-After', async () => {
      const small = await startWaitwhileFake({ locations: 2, orders: 0, quota: 2, windowMs: 1000 });
      try {
        const s = createWaitwhileSource({ endpoints: { waitwhile: small.apiUrl }, retry: { attempts: 3 } });
        const d = { apiKey: small.credentials.apiKey, timezone: 'Etc/UTC' };
        for (let i = 0; i < 3; i++) await s.check(d); // six calls against two a second
        expect(small.requestCount).toBeGreaterThan(6);
      } finally {
        await small.close();
      }
    });
  },
});
