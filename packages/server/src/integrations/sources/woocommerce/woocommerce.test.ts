import { startWooCommerceFake } from '@storelens/fakes/woocommerce/woocommerce-fake';
import { describe, expect, it } from 'vitest';
import {
  describeSourceConnector,
  expectVendorError,
  FAST_RETRY,
  idsOf,
  START,
} from '../../testing/source-connector-suite.fixture.ts';
import { collectPull } from '../shared/collect.ts';
import type { WooCommerceDetail } from './client.ts';
import { createWooCommerceSource } from './sync.ts';

const suite = describeSourceConnector({
  title: 'WooCommerce',
  start: () => startWooCommerceFake({ orders: 450, customers: 230, products: 120 }),
  connector: (fake, options) =>
    createWooCommerceSource({ ...options, endpoints: { woocommerce: fake.siteUrlTemplate } }),
  detail: (fake): WooCommerceDetail => {
    const { site, consumerKey, consumerSecret } = fake.credentials;
    return { url: site, consumerKey, consumerSecret };
  },
  sizes: { orders: 450, customers: 230, products: 120 },
  retried: 'products',
});

const expectVendorCode = (promise: Promise<unknown>, code: string) => expectVendorError(promise, { code });

describe('WooCommerce source against the fake', () => {
  it('pulls every order, 100 a page, mapped to records', async () => {
    const before = suite.fake.requestCount;
    const { records } = await suite.pulled('orders');
    expect(records).toHaveLength(450);
    expect(new Set(idsOf(records)).size).toBe(450);
    expect(suite.fake.requestCount - before).toBe(5);
    const order = suite.fake.data.orders.get(Number(records[0]!.vendorId))!;
    expect(records[0]).toMatchObject({ total: order.total, updatedAt: order.updatedAt, createdAt: order.createdAt });
    expect(records[0]!.lines.map((l) => l.productVendorId)).toEqual(order.lines.map((l) => String(l.productId)));
  });

  it('pulls customers, products and stock', async () => {
    expect((await suite.pulled('customers')).records).toHaveLength(230);
    const products = await suite.pulled('products');
    expect(products.records).toHaveLength(120);
    expect(products.records[0]).toMatchObject({ sku: expect.any(String), brand: expect.any(String) });
    const inventory = await suite.pulled('inventory');
    expect(inventory.records).toHaveLength(120);
    expect(inventory.records[0]!.locationVendorId).toBe('default');
    expect((await suite.pulled('locations')).records).toHaveLength(0);
  });

  it('returns only changed orders, products and stock on the next incremental pull', async () => {
    const from = await suite.firstCursors('orders', 'inventory');
    suite.fake.data.orders.touch(12, () => ({ status: 'refunded' }));
    const added = suite.fake.data.orders.add();
    suite.fake.setStock(3, 77);

    const nextOrders = await suite.pulled('orders', from.orders);
    expect(idsOf(nextOrders.records)).toEqual(['12', String(added.id)]);
    expect(nextOrders.records[0]!.status).toBe('refunded');
    const nextStock = await suite.pulled('inventory', from.inventory);
    expect(nextStock.records).toEqual([expect.objectContaining({ productVendorId: '3', quantity: 77 })]);
  });

  it('scans customers in full but hands out only the changed ones', async () => {
    const full = await suite.pulled('customers');
    suite.fake.data.customers.touch(40, () => ({ firstName: 'Changed' }));
    suite.fake.data.customers.touch(200);
    const next = await suite.pulled('customers', full.lastCursor);
    expect(idsOf(next.records).sort()).toEqual(['200', '40']);
    expect(next.records.find((r) => r.vendorId === '40')!.firstName).toBe('Changed');
  });

  it('resumes orders and customers from a mid-way cursor with no duplicates and no gaps', async () => {
    for (const stream of ['orders', 'customers'] as const) {
      const firstPages = await collectPull(suite.source.pull(suite.detail, stream, START), 2);
      const rest = await suite.pulled(stream, firstPages.lastCursor);
      const all = [...idsOf(firstPages.records), ...idsOf(rest.records)];
      expect(new Set(all).size).toBe(all.length);
      expect(all).toHaveLength(suite.fake.data[stream].count);
    }
  });

  it('loses nothing when records change in the middle of a pull', async () => {
    const seen = new Set<string>();
    let pages = 0;
    for await (const page of suite.source.pull(suite.detail, 'orders', START)) {
      for (const id of idsOf(page.records)) seen.add(id);
      // after the first page, older records jump to the end: a page-number walk would now skip some
      if (++pages === 1) for (const id of [150, 151, 152]) suite.fake.data.orders.touch(id);
    }
    expect(seen.size).toBe(suite.fake.data.orders.count);
  });

  it('accepts good keys and falls back to query-string keys when the host strips Authorization', async () => {
    await suite.source.check(suite.detail);
    const stripping = await startWooCommerceFake({ stripAuthorizationHeader: true });
    try {
      const s = createWooCommerceSource({ endpoints: { woocommerce: stripping.siteUrlTemplate } });
      const d = { url: stripping.credentials.site, consumerKey: 'ck_test_key', consumerSecret: 'cs_test_secret' };
      await s.check(d);
      expect((await collectPull(s.pull(d, 'orders', START))).records).toHaveLength(stripping.data.orders.count);
      await expectVendorCode(s.check({ ...d, consumerSecret: 'cs_wrong' }), 'InvalidAccess');
    } finally {
      await stripping.close();
    }
  });

  it('refuses bad keys with InvalidAccess and bad addresses with InvalidURL', async () => {
    const error = await expectVendorCode(
      suite.source.check({ ...suite.detail, consumerKey: 'ck_wrong' }),
      'InvalidAccess',
    );
    expect(error.kind).toBe('credentials');
    await expectVendorCode(suite.source.check({ ...suite.detail, consumerSecret: 'cs_wrong' }), 'InvalidAccess');
    await expectVendorCode(suite.source.check({ ...suite.detail, url: 'other.example.com' }), 'InvalidURL');
    await expectVendorCode(suite.source.check({ ...suite.detail, url: 'https://shop.example.com/shop' }), 'InvalidURL');
    const unreachable = createWooCommerceSource({
      endpoints: { woocommerce: 'http://127.0.0.1:1/{url}' },
      retry: FAST_RETRY,
    });
    await expectVendorCode(unreachable.check(suite.detail), 'InvalidURL');
    const notWoo = createWooCommerceSource({ endpoints: { woocommerce: `${suite.fake.url}/sites/{url}/nope` } });
    await expectVendorCode(notWoo.check(suite.detail), 'InvalidURL');
  });
});
