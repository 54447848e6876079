import {
  type AppointmentPlusFake,
  startAppointmentPlusFake,
} from '@storelens/fakes/appointmentplus/appointmentplus-fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VendorError } from '../../vendor-error.ts';
import { collectPull } from '../shared/collect.ts';
import { type AppointmentPlusDetail, instantOfWall, wallMinute } from './client.ts';
import { createAppointmentPlusSource } from './sync.ts';

const START = { cursor: null, startDate: '2020-01-01' };
const retry = { baseDelayMs: 5, attempts: 4 };
const SIZES = { orders: 1200, customers: 90, products: 25, locations: 3 };

let fake: AppointmentPlusFake;
let detail: AppointmentPlusDetail;
let source: ReturnType<typeof createAppointmentPlusSource>;

beforeAll(async () => {
  fake = await startAppointmentPlusFake({ ...SIZES, quota: null, timezone: 'America/Chicago' });
  detail = { ...fake.credentials, timezone: 'America/Chicago' };
  source = createAppointmentPlusSource({ endpoints: { appointmentPlus: fake.url }, retry });
});
afterAll(() => fake.close());

const ids = (records: { vendorId: string }[]) => records.map((r) => r.vendorId);

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
    const orders = await collectPull(source.pull(detail, 'orders', START));
    expect(orders.records).toHaveLength(SIZES.orders);
    expect(new Set(ids(orders.records)).size).toBe(SIZES.orders);
    expect(orders.cursors).toHaveLength(3); // handed out 500 at a time
    const generated = fake.data.orders.get(7)!;
    const service = fake.data.products.get(generated.lines[0]!.productId)!;
    expect(orders.records.find((r) => r.vendorId === '7')).toMatchObject({
      channel: 'store',
      total: service.price,
      createdAt: generated.createdAt,
      updatedAt: generated.updatedAt,
      lines: [expect.objectContaining({ productVendorId: String(service.id), quantity: 1, price: service.price })],
    });
    const customers = await collectPull(source.pull(detail, 'customers', START));
    expect(customers.records).toHaveLength(SIZES.customers);
    expect(customers.records[0]).toMatchObject({
      vendorId: '1',
      email: fake.data.customers.get(1)!.email,
      acceptsMarketing: fake.data.customers.get(1)!.acceptsMarketing,
      updatedAt: fake.data.customers.get(1)!.updatedAt,
    });
    expect((await collectPull(source.pull(detail, 'products', START))).records).toHaveLength(SIZES.products);
    const locations = await collectPull(source.pull(detail, 'locations', START));
    expect(ids(locations.records)).toEqual(['1', '2', '3']);
    expect((await collectPull(source.pull(detail, 'inventory', START))).records).toHaveLength(0);
  });

  it('returns only what changed on the next incremental pull', async () => {
    const orders = await collectPull(source.pull(detail, 'orders', START));
    const customers = await collectPull(source.pull(detail, 'customers', START));
    fake.data.orders.touch(33, () => ({ status: 'refunded' }));
    const added = fake.data.orders.add();
    fake.data.customers.touch(8);
    const next = await collectPull(source.pull(detail, 'orders', { ...START, cursor: orders.lastCursor }));
    expect(ids(next.records)).toEqual(['33', String(added.id)]);
    expect(next.records[0]!.status).toBe('Cancelled');
    const nextCustomers = await collectPull(
      source.pull(detail, 'customers', { ...START, cursor: customers.lastCursor }),
    );
    expect(ids(nextCustomers.records)).toEqual(['8']);
    expect((await collectPull(source.pull(detail, 'orders', { ...START, cursor: next.lastCursor }))).records).toEqual(
      [],
    );
  });

  it('retries after a 429 and after a 503', async () => {
    fake.failNext(2, 429, 0);
    expect((await collectPull(source.pull(detail, 'products', START))).records).toHaveLength(SIZES.products);
    fake.failNext(1, 503);
    expect((await collectPull(source.pull(detail, 'locations', START))).records).toHaveLength(SIZES.locations);
  });

  it('accepts the site id and key and refuses either wrong with InvalidSiteIdApiKey', async () => {
    await source.check(detail);
    for (const attempt of [
      source.check({ ...detail, apiKey: 'wrong' }),
      source.check({ ...detail, siteId: 'appointplus999/1' }),
      source
        .pull({ ...detail, apiKey: 'revoked' }, 'orders', START)
        [Symbol.asyncIterator]()
        .next(),
    ]) {
      const error = await attempt.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(VendorError);
      expect(error).toMatchObject({ code: 'InvalidSiteIdApiKey', kind: 'credentials', field: 'apiKey' });
      expect((error as VendorError).message).toBe('Invalid Site Id or API Key');
    }
  });
});
