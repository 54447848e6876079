import { type EnMotiveFake, startEnMotiveFake } from '@storelens/fakes/enmotive/enmotive-fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VendorError } from '../../vendor-error.ts';
import { collectPull } from '../shared/collect.ts';
import type { EnMotiveDetail } from './client.ts';
import { createEnMotiveSource } from './sync.ts';

const START = { cursor: null, startDate: '2020-01-01' };
const retry = { baseDelayMs: 5, attempts: 4 };
const SIZES = { orders: 1100, customers: 200, products: 6, locations: 2 };

let fake: EnMotiveFake;
let detail: EnMotiveDetail;
let source: ReturnType<typeof createEnMotiveSource>;

beforeAll(async () => {
  fake = await startEnMotiveFake({ ...SIZES, timezone: 'America/Chicago' });
  detail = { apiKey: fake.credentials.apiKey, tenantId: fake.credentials.tenantId, timezone: 'America/Chicago' };
  source = createEnMotiveSource({ endpoints: { enMotive: fake.apiUrl }, retry });
});
afterAll(() => fake.close());

const ids = (records: { vendorId: string }[]) => records.map((r) => r.vendorId);

async function expectVendorError(promise: Promise<unknown>, code: string, field: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(VendorError);
  expect(error).toMatchObject({ code, field, kind: 'credentials' });
}

describe('EnMotive source against the (assumed) fake', () => {
  it('pulls every registration with its race entry, in the Data Timezone read back to UTC', async () => {
    const { records } = await collectPull(source.pull(detail, 'orders', START));
    expect(records).toHaveLength(SIZES.orders);
    expect(new Set(ids(records)).size).toBe(SIZES.orders);
    const reg = fake.data.registration(fake.data.dataset.orders.get(Number(records[0]!.vendorId))!);
    expect(records[0]).toMatchObject({ updatedAt: reg.updatedAt, createdAt: reg.createdAt, total: reg.amountPaid });
    expect(records[0]!.lines).toEqual([expect.objectContaining({ productVendorId: String(reg.eventId) })]);
  });

  it('reads the wall times in the source zone: another zone shifts every time', async () => {
    const { records } = await collectPull(source.pull({ ...detail, timezone: 'Etc/UTC' }, 'orders', START), 1);
    const reg = fake.data.registration(fake.data.dataset.orders.get(Number(records[0]!.vendorId))!);
    expect(Date.parse(reg.updatedAt) - Date.parse(records[0]!.updatedAt)).toBeGreaterThanOrEqual(5 * 3_600_000);
  });

  it('pulls each registrant once, races as products and events as locations', async () => {
    const customers = await collectPull(source.pull(detail, 'customers', START));
    expect(customers.records).toHaveLength(fake.data.participantCount());
    expect((await collectPull(source.pull(detail, 'products', START))).records).toHaveLength(SIZES.products);
    expect((await collectPull(source.pull(detail, 'locations', START))).records).toHaveLength(SIZES.locations);
  });

  it('returns only the changes on the next pull', async () => {
    const orders = await collectPull(source.pull(detail, 'orders', START));
    const customers = await collectPull(source.pull(detail, 'customers', START));
    fake.data.dataset.orders.touch(3, () => ({ status: 'refunded' }));
    const added = fake.data.dataset.orders.add();
    const next = await collectPull(source.pull(detail, 'orders', { ...START, cursor: orders.lastCursor }));
    expect(ids(next.records)).toEqual(['3', String(added.id)]);
    const people = await collectPull(source.pull(detail, 'customers', { ...START, cursor: customers.lastCursor }));
    const expected = new Set(
      [3, added.id].map((id) => String(fake.data.registration(fake.data.dataset.orders.get(id)!).person.id)),
    );
    expect(ids(people.records).sort()).toEqual([...expected].sort());
  });

  it('retries a 429 and a 502', async () => {
    fake.failNext(2, 429, 0);
    fake.failNext(1, 502);
    expect((await collectPull(source.pull(detail, 'locations', START))).records).toHaveLength(SIZES.locations);
  });

  it('accepts good credentials and refuses a wrong key with InvalidApiKey, a wrong tenant with InvalidTenantId', async () => {
    await source.check(detail);
    await expectVendorError(source.check({ ...detail, apiKey: 'wrong' }), 'InvalidApiKey', 'apiKey');
    await expectVendorError(source.check({ ...detail, tenantId: 'nobody' }), 'InvalidTenantId', 'tenantId');
    const pull = source.pull({ ...detail, apiKey: 'revoked' }, 'orders', START)[Symbol.asyncIterator]();
    await expectVendorError(pull.next(), 'InvalidApiKey', 'apiKey');
  });
});
