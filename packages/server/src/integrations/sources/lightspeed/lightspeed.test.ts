import { startLightspeedFake } from '@storelens/fakes/lightspeed/lightspeed-fake';
import { describe, expect, it } from 'vitest';
import {
  describeSourceConnector,
  expectVendorError,
  idsOf,
  START,
} from '../../testing/source-connector-suite.fixture.ts';
import { collectPull } from '../shared/collect.ts';
import type { LightspeedDetail } from './client.ts';
import { previewLightspeed } from './preview.ts';
import { createLightspeedSource } from './sync.ts';

const suite = describeSourceConnector({
  title: 'Lightspeed',
  start: () => startLightspeedFake({ orders: 230, customers: 101, products: 40, locations: 3, bucket: null }),
  connector: (fake, options) => createLightspeedSource({ ...options, endpoints: { lightspeed: fake.url } }),
  detail: (fake): LightspeedDetail => ({
    accessToken: fake.credentials.accessToken,
    accountId: fake.credentials.accountId,
  }),
  sizes: { products: 40 },
  retried: 'products',
});

const expectInvalidToken = (promise: Promise<unknown>) =>
  expectVendorError(promise, { kind: 'credentials', code: 'InvalidToken' });

describe('Lightspeed source against the fake', () => {
  it('pulls every sale with its lines by following @attributes.next', async () => {
    const { records, cursors } = await suite.pulled('orders');
    expect(records).toHaveLength(230);
    expect(cursors).toHaveLength(3);
    const sale = suite.fake.data.orders.get(Number(records[0]!.vendorId))!;
    expect(records[0]!.lines.map((l) => l.productVendorId)).toEqual(sale.lines.map((l) => String(l.productId)));
    expect(records[0]!.total).toBe(sale.total);
  });

  it('pulls customers (a last page of one comes as a bare object), items, shops and stock', async () => {
    const customers = await suite.pulled('customers');
    expect(customers.records).toHaveLength(101);
    expect(customers.records[100]!.email).toContain('@example.com');
    expect((await suite.pulled('products')).records).toHaveLength(40);
    expect(idsOf((await suite.pulled('locations')).records)).toEqual(['1', '2', '3']);
    expect((await suite.pulled('inventory')).records).toHaveLength(120);
  });

  it('tells web sales from store sales by each identifier type', async () => {
    const channels = async (d: LightspeedDetail) => {
      const { records } = await collectPull(suite.source.pull(d, 'orders', START));
      return records.filter((r) => r.channel === 'web').map((r) => r.vendorId);
    };
    const webIds = [...suite.fake.data.orders.scan({}, null)]
      .filter((o) => o.channel === 'web')
      .map((o) => String(o.id));
    expect(
      await channels({ ...suite.detail, ecomIdentifierType: 'referenceSource', ecomIdentifier: ' ECOM \n\n' }),
    ).toEqual(webIds);
    expect(
      await channels({ ...suite.detail, ecomIdentifierType: 'tenderName', ecomIdentifier: ['web payment'] }),
    ).toEqual(webIds);
    expect(await channels({ ...suite.detail, ecomIdentifierType: 'salesperson', ecomIdentifier: '99' })).toEqual(
      webIds,
    );
    const shopName = suite.fake.data.locations.get(2)!.name;
    const byShop = await collectPull(suite.source.pull({ ...suite.detail, ecomIdentifier: shopName }, 'orders', START));
    expect(byShop.records.filter((r) => r.channel === 'web').every((r) => r.locationVendorId === '2')).toBe(true);
  });

  it('leaves out the stock of ignored shops', async () => {
    const shopName = suite.fake.data.locations.get(1)!.name;
    const d = { ...suite.detail, inventoryStoreIgnore: [shopName, '3'] };
    const { records } = await collectPull(suite.source.pull(d, 'inventory', START));
    expect(new Set(records.map((r) => r.locationVendorId))).toEqual(new Set(['2']));
  });

  it('returns only changed records on the next incremental pull, and resumes without gaps', async () => {
    const full = await suite.pulled('orders');
    suite.fake.data.orders.touch(42);
    const added = suite.fake.data.orders.add();
    const next = await suite.pulled('orders', full.lastCursor);
    expect(idsOf(next.records)).toEqual(['42', String(added.id)]);

    const first = await collectPull(suite.source.pull(suite.detail, 'orders', START), 1);
    const rest = await suite.pulled('orders', first.lastCursor);
    const all = [...idsOf(first.records), ...idsOf(rest.records)];
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(suite.fake.data.orders.count);
  });

  it('refuses bad, expired and foreign-account tokens with InvalidToken', async () => {
    await suite.source.check(suite.detail);
    const bad = await expectInvalidToken(suite.source.check({ ...suite.detail, accessToken: 'nope' }));
    expect(bad.message).toContain('Invalid access token');
    const expired = await expectInvalidToken(suite.source.check({ ...suite.detail, accessToken: 'ls-expired-token' }));
    expect(expired.message).toContain('Token has expired');
    await expectInvalidToken(suite.source.check({ ...suite.detail, accountId: '999' }));
    await expectInvalidToken(suite.source.check({ ...suite.detail, accountId: '../x' }));
  });

  it('previews the 100 latest sales', async () => {
    const preview = await previewLightspeed(suite.detail, { endpoints: { lightspeed: suite.fake.url } });
    expect(preview).toHaveLength(100);
    const times = preview.map((r) => Date.parse(r.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('Lightspeed leaky bucket', () => {
  it('waits out 429 + Retry-After when the bucket overflows', async () => {
    const small = await startLightspeedFake({ customers: 450, bucket: { size: 6, dripPerSecond: 4 } });
    try {
      const s = createLightspeedSource({ endpoints: { lightspeed: small.url }, retry: { attempts: 6 } });
      const d = { accessToken: small.credentials.accessToken, accountId: small.credentials.accountId };
      const { records } = await collectPull(s.pull(d, 'customers', START));
      expect(records).toHaveLength(450);
      expect(small.requestCount).toBeGreaterThan(5);
    } finally {
      await small.close();
    }
  });
});
