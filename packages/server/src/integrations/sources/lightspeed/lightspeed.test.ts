import { type LightspeedFake, startLightspeedFake } from '@storelens/fakes/lightspeed/lightspeed-fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VendorError } from '../../vendor-error.ts';
import { collectPull } from '../shared/collect.ts';
import type { LightspeedDetail } from './client.ts';
import { previewLightspeed } from './preview.ts';
import { createLightspeedSource } from './sync.ts';

const START = { cursor: null, startDate: '2020-01-01' };
const retry = { baseDelayMs: 5, attempts: 4 };

let fake: LightspeedFake;
let detail: LightspeedDetail;
let source: ReturnType<typeof createLightspeedSource>;

beforeAll(async () => {
  fake = await startLightspeedFake({ orders: 230, customers: 101, products: 40, locations: 3, bucket: null });
  detail = { accessToken: fake.credentials.accessToken, accountId: fake.credentials.accountId };
  source = createLightspeedSource({ endpoints: { lightspeed: fake.url }, retry });
});
afterAll(() => fake.close());

const ids = (records: { vendorId: string }[]) => records.map((r) => r.vendorId);

async function expectInvalidToken(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(VendorError);
  expect(error).toMatchObject({ kind: 'credentials', code: 'InvalidToken' });
  return error as VendorError;
}

describe('Lightspeed source against the fake', () => {
  it('pulls every sale with its lines by following @attributes.next', async () => {
    const { records, cursors } = await collectPull(source.pull(detail, 'orders', START));
    expect(records).toHaveLength(230);
    expect(cursors).toHaveLength(3);
    const sale = fake.data.orders.get(Number(records[0]!.vendorId))!;
    expect(records[0]!.lines.map((l) => l.productVendorId)).toEqual(sale.lines.map((l) => String(l.productId)));
    expect(records[0]!.total).toBe(sale.total);
  });

  it('pulls customers (a last page of one comes as a bare object), items, shops and stock', async () => {
    const customers = await collectPull(source.pull(detail, 'customers', START));
    expect(customers.records).toHaveLength(101);
    expect(customers.records[100]!.email).toContain('@example.com');
    expect((await collectPull(source.pull(detail, 'products', START))).records).toHaveLength(40);
    expect(ids((await collectPull(source.pull(detail, 'locations', START))).records)).toEqual(['1', '2', '3']);
    expect((await collectPull(source.pull(detail, 'inventory', START))).records).toHaveLength(120);
  });

  it('tells web sales from store sales by each identifier type', async () => {
    const channels = async (d: LightspeedDetail) => {
      const { records } = await collectPull(source.pull(d, 'orders', START));
      return records.filter((r) => r.channel === 'web').map((r) => r.vendorId);
    };
    const webIds = [...fake.data.orders.scan({}, null)].filter((o) => o.channel === 'web').map((o) => String(o.id));
    expect(await channels({ ...detail, ecomIdentifierType: 'referenceSource', ecomIdentifier: ' ECOM \n\n' })).toEqual(
      webIds,
    );
    expect(await channels({ ...detail, ecomIdentifierType: 'tenderName', ecomIdentifier: ['web payment'] })).toEqual(
      webIds,
    );
    expect(await channels({ ...detail, ecomIdentifierType: 'salesperson', ecomIdentifier: '99' })).toEqual(webIds);
    const shopName = fake.data.locations.get(2)!.name;
    const byShop = await collectPull(source.pull({ ...detail, ecomIdentifier: shopName }, 'orders', START));
    expect(byShop.records.filter((r) => r.channel === 'web').every((r) => r.locationVendorId === '2')).toBe(true);
  });

  it('leaves out the stock of ignored shops', async () => {
    const shopName = fake.data.locations.get(1)!.name;
    const d = { ...detail, inventoryStoreIgnore: [shopName, '3'] };
    const { records } = await collectPull(source.pull(d, 'inventory', START));
    expect(new Set(records.map((r) => r.locationVendorId))).toEqual(new Set(['2']));
  });

  it('returns only changed records on the next incremental pull, and resumes without gaps', async () => {
    const full = await collectPull(source.pull(detail, 'orders', START));
    fake.data.orders.touch(42);
    const added = fake.data.orders.add();
    const next = await collectPull(source.pull(detail, 'orders', { ...START, cursor: full.lastCursor }));
    expect(ids(next.records)).toEqual(['42', String(added.id)]);

    const first = await collectPull(source.pull(detail, 'orders', START), 1);
    const rest = await collectPull(source.pull(detail, 'orders', { ...START, cursor: first.lastCursor }));
    const all = [...ids(first.records), ...ids(rest.records)];
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(fake.data.orders.count);
  });

  it('retries after a 429 and a 500', async () => {
    fake.failNext(1, 429, 0);
    fake.failNext(1, 500);
    expect((await collectPull(source.pull(detail, 'products', START))).records).toHaveLength(40);
  });

  it('refuses bad, expired and foreign-account tokens with InvalidToken', async () => {
    await source.check(detail);
    const bad = await expectInvalidToken(source.check({ ...detail, accessToken: 'nope' }));
    expect(bad.message).toContain('Invalid access token');
    const expired = await expectInvalidToken(source.check({ ...detail, accessToken: 'ls-expired-token' }));
    expect(expired.message).toContain('Token has expired');
    await expectInvalidToken(source.check({ ...detail, accountId: '999' }));
    await expectInvalidToken(source.check({ ...detail, accountId: '../x' }));
  });

  it('previews the 100 latest sales', async () => {
    const preview = await previewLightspeed(detail, { endpoints: { lightspeed: fake.url } });
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
