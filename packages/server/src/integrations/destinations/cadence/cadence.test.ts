import { type CadenceFake, startCadenceFake } from '@storelens/fakes/cadence/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VendorError } from '../../vendor-error.ts';
import { buildOrder, buildProduct, CONTEXT, FAST_RETRY } from '../fixtures.ts';
import { feedIdOf } from './client.ts';
import { createCadenceDestination } from './push.ts';

describe('Cadence destination against the (assumed) Cadence intake fake', () => {
  let fake: CadenceFake;
  const destination = (key?: string) =>
    createCadenceDestination({
      endpoints: { cadence: fake.endpoint, cadenceApiKey: key ?? fake.apiKey },
      retry: FAST_RETRY,
    });

  beforeEach(async () => {
    fake = await startCadenceFake();
  });
  afterEach(() => fake.close());

  it('check pings with the server key; a refused key and a server not set up are told apart', async () => {
    await destination().check({});
    expect(
      await destination('wrong')
        .check({})
        .catch((e: unknown) => e),
    ).toMatchObject({ code: 'InvalidApiKey' });
    const bare = await createCadenceDestination({})
      .check({})
      .catch((e: unknown) => e);
    expect(bare).toBeInstanceOf(VendorError);
    expect(bare).toMatchObject({ code: 'NotConfigured' });
  });

  it("sends sale lines into the source's feed, returns negative, web orders kept out when asked", async () => {
    const records = [
      ...Array.from({ length: 5 }, (_, i) => buildOrder({ vendorId: `o${i}` })),
      buildOrder({ vendorId: 'r1', status: 'refunded' }),
      buildOrder({ vendorId: 'x1', status: 'cancelled' }),
      buildOrder({ vendorId: 'w1', channel: 'web' }),
    ];
    await destination().push({ ignoreWebOrders: true }, { stream: 'orders', records }, CONTEXT);
    const sales = fake.feeds.get(feedIdOf(CONTEXT))?.sales;
    expect(sales?.size).toBe(6);
    expect(sales?.get('o0:o1-1')).toMatchObject({ quantity: 2, unit_price: 120, store_id: 'l1', sku: 'TS-1' });
    expect(sales?.get('r1:o1-1')).toMatchObject({ quantity: -2, is_return: true });
    // no customer reaches Cadence
    expect(JSON.stringify([...(sales?.values() ?? [])])).not.toContain('example.com');
  });

  it('sends products, inventory and stores, upserted by id', async () => {
    const d = destination();
    // a RICS product of a two-axis size grid: the link's Size names the row as the size
    const grid = { sizeColumn: '10', sizeRow: 'D' };
    const products = Array.from({ length: 1200 }, (_, i) => buildProduct({ vendorId: `p${i}`, attributes: grid }));
    await d.push({ size: 'row' }, { stream: 'products', records: products }, CONTEXT);
    await d.push({ size: 'row' }, { stream: 'products', records: products.slice(0, 10) }, CONTEXT);
    expect(fake.records('products')).toHaveLength(1200);
    expect(fake.records('products').find((p) => p.id === 'p1100')).toMatchObject({
      brand: 'Acme',
      size: 'D',
      size_layout: 'row',
    });
    await d.push(
      {},
      {
        stream: 'inventory',
        records: [
          {
            vendorId: 'p1@l1',
            productVendorId: 'p1',
            locationVendorId: 'l1',
            quantity: 4,
            updatedAt: '2024-03-01T00:00:00Z',
          },
        ],
      },
      CONTEXT,
    );
    await d.push(
      {},
      {
        stream: 'locations',
        records: [
          {
            vendorId: 'l1',
            name: 'Main St',
            street1: null,
            city: 'Boise',
            state: 'ID',
            zip: null,
            updatedAt: '2024-01-01T00:00:00Z',
          },
        ],
      },
      CONTEXT,
    );
    expect(fake.records('inventory')).toEqual([
      expect.objectContaining({ product_id: 'p1', store_id: 'l1', quantity: 4 }),
    ]);
    expect(fake.records('stores')).toEqual([expect.objectContaining({ name: 'Main St', city: 'Boise' })]);
  });

  it('retries 429 (honouring Retry-After) and 5xx', async () => {
    fake.failNext(1, 429, 0);
    fake.failNext(1, 503);
    await destination().push({}, { stream: 'orders', records: [buildOrder()] }, CONTEXT);
    expect(fake.records('sales')).toHaveLength(1);
  });
});
