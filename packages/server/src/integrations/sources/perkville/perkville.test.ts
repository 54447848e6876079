import { startPerkvilleFake } from '@storelens/fakes/perkville/perkville-fake';
import { describe, expect, it } from 'vitest';
import { describeSourceConnector } from '../../testing/source-connector-suite.fixture.ts';
import type { PerkvilleDetail } from './client.ts';
import { createPerkvilleSource } from './sync.ts';

const SIZES = { orders: 1500, customers: 40, products: 6, locations: 2 };

const suite = describeSourceConnector({
  title: 'Perkville',
  start: () => startPerkvilleFake({ ...SIZES, seed: 9 }),
  connector: (fake, options) => createPerkvilleSource({ ...options, endpoints: { perkville: fake.apiUrl } }),
  detail: (fake): PerkvilleDetail => ({ accessToken: fake.credentials.accessToken }),
  sizes: { orders: SIZES.orders, products: SIZES.products, locations: SIZES.locations },
  retried: 'locations',
});

describe('Perkville source against the fake', () => {
  it('pulls every points transaction as an order with one line, over pages of 1,000', async () => {
    const { records, cursors } = await suite.pulled('orders');
    expect(records).toHaveLength(SIZES.orders);
    expect(cursors).toHaveLength(2);
    const order = suite.fake.data.orders.get(Number(records[0]!.vendorId))!;
    expect(records[0]!.customerVendorId).toBe(order.customerId ? String(order.customerId) : null);
    expect(records[0]!.lines).toHaveLength(1);
    expect(records[0]!.lines[0]!.name).toMatch(/points\)$/);
  });

  it('pulls users with their primary email, perks and locations; no stock stream', async () => {
    const customers = (await suite.pulled('customers')).records;
    expect(customers).toHaveLength(SIZES.customers);
    expect(customers[0]!.email).toBe(suite.fake.data.customers.get(Number(customers[0]!.vendorId))!.email);
    expect((await suite.pulled('products')).records).toHaveLength(SIZES.products);
    expect((await suite.pulled('locations')).records).toHaveLength(SIZES.locations);
    expect(suite.source.streams).not.toContain('inventory');
  });

  it('resumes from its cursor with only what changed (the repeated minute dropped)', async () => {
    const { lastCursor } = await suite.pulled('customers');
    suite.fake.data.customers.touch(4, () => ({ lastName: 'Changed' }));
    const next = await suite.pulled('customers', lastCursor);
    expect(next.records.map((r) => [r.vendorId, r.lastName])).toEqual([['4', 'Changed']]);
    const again = await suite.pulled('customers', next.lastCursor);
    expect(again.records).toHaveLength(0);
  });

  it('refuses a bad or expired token (without a renewal) with InvalidToken', async () => {
    for (const accessToken of ['nope', 'pv-expired-token'])
      await expect(suite.source.check({ accessToken })).rejects.toMatchObject({
        kind: 'credentials',
        code: 'InvalidToken',
      });
    await expect(suite.source.check(suite.detail)).resolves.toBeUndefined();
  });
});
