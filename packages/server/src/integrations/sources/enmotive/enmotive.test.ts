import { startEnMotiveFake } from '@storelens/fakes/enmotive/enmotive-fake';
import { describe, expect, it } from 'vitest';
import { describeSourceConnector, idsOf, START } from '../../testing/source-connector-suite.fixture.ts';
import { collectPull } from '../shared/collect.ts';
import type { EnMotiveDetail } from './client.ts';
import { createEnMotiveSource } from './sync.ts';

const SIZES = { orders: 1100, customers: 200, products: 6, locations: 2 };

const suite = describeSourceConnector({
  title: 'EnMotive',
  start: () => startEnMotiveFake({ ...SIZES, timezone: 'America/Chicago' }),
  connector: (fake, options) => createEnMotiveSource({ ...options, endpoints: { enMotive: fake.apiUrl } }),
  detail: (fake): EnMotiveDetail => ({
    apiKey: fake.credentials.apiKey,
    tenantId: fake.credentials.tenantId,
    timezone: 'America/Chicago',
  }),
  sizes: { orders: SIZES.orders, products: SIZES.products, locations: SIZES.locations },
  refusals: [
    { change: { apiKey: 'wrong' }, code: 'InvalidApiKey', field: 'apiKey' },
    { change: { tenantId: 'nobody' }, code: 'InvalidTenantId', field: 'tenantId' },
  ],
  retried: 'locations',
});

describe('EnMotive source against the (assumed) fake', () => {
  it('pulls every registration with its race entry, in the Data Timezone read back to UTC', async () => {
    const { records } = await suite.pulled('orders');
    expect(records).toHaveLength(SIZES.orders);
    expect(new Set(idsOf(records)).size).toBe(SIZES.orders);
    const reg = suite.fake.data.registration(suite.fake.data.dataset.orders.get(Number(records[0]!.vendorId))!);
    expect(records[0]).toMatchObject({ updatedAt: reg.updatedAt, createdAt: reg.createdAt, total: reg.amountPaid });
    expect(records[0]!.lines).toEqual([expect.objectContaining({ productVendorId: String(reg.eventId) })]);
  });

  it('reads the wall times in the source zone: another zone shifts every time', async () => {
    const { records } = await collectPull(
      suite.source.pull({ ...suite.detail, timezone: 'Etc/UTC' }, 'orders', START),
      1,
    );
    const reg = suite.fake.data.registration(suite.fake.data.dataset.orders.get(Number(records[0]!.vendorId))!);
    expect(Date.parse(reg.updatedAt) - Date.parse(records[0]!.updatedAt)).toBeGreaterThanOrEqual(5 * 3_600_000);
  });

  it('pulls each registrant once, races as products and events as locations', async () => {
    const customers = await suite.pulled('customers');
    expect(customers.records).toHaveLength(suite.fake.data.participantCount());
    expect((await suite.pulled('products')).records).toHaveLength(SIZES.products);
    expect((await suite.pulled('locations')).records).toHaveLength(SIZES.locations);
  });

  it('returns only the changes on the next pull', async () => {
    const orders = await suite.pulled('orders');
    const customers = await suite.pulled('customers');
    suite.fake.data.dataset.orders.touch(3, () => ({ status: 'refunded' }));
    const added = suite.fake.data.dataset.orders.add();
    const next = await suite.pulled('orders', orders.lastCursor);
    expect(idsOf(next.records)).toEqual(['3', String(added.id)]);
    const people = await suite.pulled('customers', customers.lastCursor);
    const expected = new Set(
      [3, added.id].map((id) =>
        String(suite.fake.data.registration(suite.fake.data.dataset.orders.get(id)!).person.id),
      ),
    );
    expect(idsOf(people.records).sort()).toEqual([...expected].sort());
  });
});
