import { startAppointmentPlusFake } from '@storelens/fakes/appointmentplus/appointmentplus-fake';
import { describe, expect, it } from 'vitest';
import { describeSourceConnector, idsOf, refusedAs } from '../../testing/source-connector-suite.fixture.ts';
import { type AppointmentPlusDetail, instantOfWall, wallMinute } from './client.ts';
import { createAppointmentPlusSource } from './sync.ts';

const SIZES = { orders: 1200, customers: 90, products: 25, locations: 3 };

const INVALID = { code: 'InvalidSiteIdApiKey', field: 'apiKey', message: 'Invalid Site Id or API Key' };

const suite = describeSourceConnector({
  title: 'Appointment Plus',
  start: () => startAppointmentPlusFake({ ...SIZES, quota: null, timezone: 'America/Chicago' }),
  connector: (fake, options) => createAppointmentPlusSource({ ...options, endpoints: { appointmentPlus: fake.url } }),
  detail: (fake): AppointmentPlusDetail => ({ ...fake.credentials, timezone: 'America/Chicago' }),
  sizes: SIZES,
  refusals: refusedAs(INVALID, { apiKey: 'wrong' }, { siteId: 'appointplus999/1' }),
  retried: ['products', 'locations'],
});

describe("the site's wall time", () => {
  it('reads a wall time in the zone, including across a clock change', () => {
    expect(instantOfWall('20240115093000', 'America/Chicago')).toBe('2024-01-15T15:30:00Z');
    expect(instantOfWall('202407150930', 'America/Chicago')).toBe('2024-07-15T14:30:00Z');
    // 02:30 does not exist on 2024-03-10 in Chicago: read with the offset before the jump
    expect(instantOfWall('20240310023000', 'America/Chicago')).toBe('2024-03-10T08:30:00Z');
    expect(wallMinute(Date.parse('2024-07-15T14:30:59Z'), 'America/Chicago')).toBe('202407150930');
    expect(instantOfWall('', 'Etc/UTC')).toBeNull();
  });
});

describe('Appointment Plus source against the fake', () => {
  it('pulls every appointment as an order of its service, customers, services and locations', async () => {
    const orders = await suite.pulled('orders');
    expect(orders.records).toHaveLength(SIZES.orders);
    expect(new Set(idsOf(orders.records)).size).toBe(SIZES.orders);
    expect(orders.cursors).toHaveLength(3); // handed out 500 at a time
    const generated = suite.fake.data.orders.get(7)!;
    const service = suite.fake.data.products.get(generated.lines[0]!.productId)!;
    expect(orders.records.find((r) => r.vendorId === '7')).toMatchObject({
      channel: 'store',
      total: service.price,
      createdAt: generated.createdAt,
      updatedAt: generated.updatedAt,
      lines: [expect.objectContaining({ productVendorId: String(service.id), quantity: 1, price: service.price })],
    });
    const customers = await suite.pulled('customers');
    expect(customers.records).toHaveLength(SIZES.customers);
    expect(customers.records[0]).toMatchObject({
      vendorId: '1',
      email: suite.fake.data.customers.get(1)!.email,
      acceptsMarketing: suite.fake.data.customers.get(1)!.acceptsMarketing,
      updatedAt: suite.fake.data.customers.get(1)!.updatedAt,
    });
    expect((await suite.pulled('products')).records).toHaveLength(SIZES.products);
    const locations = await suite.pulled('locations');
    expect(idsOf(locations.records)).toEqual(['1', '2', '3']);
    expect((await suite.pulled('inventory')).records).toHaveLength(0);
  });

  it('returns only what changed on the next incremental pull', async () => {
    const from = await suite.firstCursors('orders', 'customers');
    suite.fake.data.orders.touch(33, () => ({ status: 'refunded' }));
    const added = suite.fake.data.orders.add();
    suite.fake.data.customers.touch(8);
    const next = await suite.pulled('orders', from.orders);
    expect(idsOf(next.records)).toEqual(['33', String(added.id)]);
    expect(next.records[0]!.status).toBe('Cancelled');
    const nextCustomers = await suite.pulled('customers', from.customers);
    expect(idsOf(nextCustomers.records)).toEqual(['8']);
    expect((await suite.pulled('orders', next.lastCursor)).records).toEqual([]);
  });
});
