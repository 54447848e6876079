import { type HeartlandFake, startHeartlandFake } from '@storelens/fakes/heartland/heartland-fake';
import { describe, expect, it } from 'vitest';
import {
  describeSourceConnector,
  expectVendorError,
  idsOf,
  START,
} from '../../testing/source-connector-suite.fixture.ts';
import { collectPull } from '../shared/collect.ts';
import type { HeartlandDetail } from './client.ts';
import { lookupHeartlandCustomFields, lookupHeartlandLocations, previewHeartland } from './preview.ts';
import { createHeartlandSource } from './sync.ts';

const endpointsOf = (fake: HeartlandFake) => ({ heartland: fake.accountUrlTemplate });

const suite = describeSourceConnector({
  title: 'Heartland',
  start: () => startHeartlandFake({ orders: 260, customers: 150, products: 60, locations: 4 }),
  connector: (fake, options) => createHeartlandSource({ ...options, endpoints: endpointsOf(fake) }),
  detail: (fake): HeartlandDetail => ({
    apiKey: fake.credentials.apiKey,
    subdomain: fake.credentials.subdomain,
    ecomIdentifier: '4',
  }),
  sizes: { products: 60 },
  retried: 'products',
});

const expectInvalidApiKey = (promise: Promise<unknown>) =>
  expectVendorError(promise, {
    kind: 'credentials',
    code: 'InvalidApiKey',
    message: 'Api Key is either invalid or lacks all the neccessary permissions',
  });

describe('Heartland source against the fake', () => {
  it('pulls every ticket with its item lines, web tickets told apart by the ecom location', async () => {
    const { records, cursors } = await suite.pulled('orders');
    expect(records).toHaveLength(260);
    expect(cursors).toHaveLength(3);
    const order = suite.fake.data.orders.get(Number(records[0]!.vendorId))!;
    expect(records[0]!.lines).toHaveLength(order.lines.length);
    expect(records[0]!.total).toBe(order.total);
    const web = records.filter((r) => r.channel === 'web');
    expect(web.length).toBeGreaterThan(0);
    expect(web.every((r) => r.locationVendorId === '4')).toBe(true);
  });

  it('pulls customers, items, locations and the stock grid', async () => {
    expect((await suite.pulled('customers')).records).toHaveLength(150);
    const products = await suite.pulled('products');
    expect(products.records).toHaveLength(60);
    expect(products.records[0]).toMatchObject({ upc: expect.any(String), brand: expect.any(String) });
    expect(idsOf((await suite.pulled('locations')).records)).toEqual(['1', '2', '3', '4']);
    const inventory = await suite.pulled('inventory');
    expect(inventory.records).toHaveLength(240);
    expect(new Set(idsOf(inventory.records)).size).toBe(240);
  });

  it('returns only changed records on the next incremental pull', async () => {
    const customers = await suite.pulled('customers');
    const orders = await suite.pulled('orders');
    suite.fake.data.customers.touch(3, () => ({ email: 'new@example.com' }));
    suite.fake.data.orders.touch(100);
    const nextCustomers = await suite.pulled('customers', customers.lastCursor);
    expect(nextCustomers.records).toEqual([expect.objectContaining({ vendorId: '3', email: 'new@example.com' })]);
    const nextOrders = await suite.pulled('orders', orders.lastCursor);
    expect(idsOf(nextOrders.records)).toEqual(['100']);
  });

  it('resumes tickets and stock from a mid-way cursor with no duplicates and no gaps', async () => {
    for (const stream of ['orders', 'inventory'] as const) {
      const first = await collectPull(suite.source.pull(suite.detail, stream, START), 1);
      const rest = await suite.pulled(stream, first.lastCursor);
      const all = [...idsOf(first.records), ...idsOf(rest.records)];
      expect(new Set(all).size).toBe(all.length);
      expect(all).toHaveLength(stream === 'orders' ? suite.fake.data.orders.count : 240);
    }
  });

  it('refuses a bad key, a key without a permission and an unknown account with InvalidApiKey', async () => {
    await suite.source.check(suite.detail);
    await expectInvalidApiKey(suite.source.check({ ...suite.detail, apiKey: 'wrong' }));
    await expectInvalidApiKey(suite.source.check({ ...suite.detail, apiKey: '' }));
    await expectInvalidApiKey(suite.source.check({ ...suite.detail, subdomain: 'nobody' }));
    await expectInvalidApiKey(suite.source.check({ ...suite.detail, subdomain: 'evil.example.com/' }));
    await expectInvalidApiKey(collectPull(suite.source.pull({ ...suite.detail, apiKey: 'wrong' }, 'orders', START)));
  });

  it('previews 100 tickets and looks up custom fields and locations', async () => {
    const preview = await previewHeartland(suite.detail, { endpoints: endpointsOf(suite.fake) });
    expect(preview).toHaveLength(100);
    const newest = [...suite.fake.data.orders.scan({}, null)].at(-1)!;
    expect(preview[0]!.vendorId).toBe(String(newest.id));
    const fields = await lookupHeartlandCustomFields(suite.detail, { endpoints: endpointsOf(suite.fake) });
    const keys = (entity: string) => fields.filter((f) => f.entity === entity).map((f) => f.key);
    expect(keys('item')).toEqual(expect.arrayContaining(['brand', 'upc', 'color']));
    expect(fields).toContainEqual({ key: 'loyalty_tier', name: 'Loyalty Tier', entity: 'customer' });
    const locations = await lookupHeartlandLocations(suite.detail, { endpoints: endpointsOf(suite.fake) });
    expect(locations.map((l) => l.id)).toEqual(['1', '2', '3', '4']);
    await expectInvalidApiKey(
      lookupHeartlandLocations({ ...suite.detail, apiKey: 'nope' }, { endpoints: endpointsOf(suite.fake) }),
    );
  });
});
