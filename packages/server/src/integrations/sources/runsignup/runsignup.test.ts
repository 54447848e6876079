import { DEFAULT_OAUTH_CLIENT } from '@storelens/fakes/oauth/oauth2-provider';
import { type RunSignupFake, startRunSignupFake } from '@storelens/fakes/runsignup/runsignup-fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VendorError } from '../../vendor-error.ts';
import { collectPull } from '../shared/collect.ts';
import type { RunSignupDetail } from './client.ts';
import { createRunSignupSource } from './sync.ts';

const START = { cursor: null, startDate: '2020-01-01' };
const retry = { baseDelayMs: 5, attempts: 4 };
// two events of about 1,300 registrations: each takes two pages of 1,000
const SIZES = { orders: 2600, customers: 300, products: 2, locations: 1 };

let fake: RunSignupFake;
let detail: RunSignupDetail;
let source: ReturnType<typeof createRunSignupSource>;

beforeAll(async () => {
  fake = await startRunSignupFake(SIZES);
  detail = { oauthToken: fake.accessToken.token, oauthTokenSecret: fake.accessToken.secret };
  source = createRunSignupSource({ endpoints: { runSignup: fake.hostUrl }, consumer: DEFAULT_OAUTH_CLIENT, retry });
});
afterAll(() => fake.close());

const ids = (records: { vendorId: string }[]) => records.map((r) => r.vendorId);
const stamps = () => new Map(fake.data.registrations().map((r) => [String(r.id), r.updatedAt]));

describe('RunSignup source against the fake', () => {
  it('pulls every registration as an order with its event entry, keyset-paged per event', async () => {
    const { records } = await collectPull(source.pull(detail, 'orders', START));
    expect(records).toHaveLength(SIZES.orders);
    expect(new Set(ids(records)).size).toBe(SIZES.orders);
    const reg = fake.data.registration(fake.data.dataset.orders.get(Number(records[0]!.vendorId))!);
    expect(records[0]).toMatchObject({
      customerVendorId: String(7000 + reg.person.id),
      email: reg.person.email,
      locationVendorId: String(reg.raceId),
      updatedAt: reg.updatedAt,
      total: reg.amountPaid,
    });
    expect(records[0]!.lines).toEqual([expect.objectContaining({ productVendorId: String(reg.eventId), quantity: 1 })]);
    // registration_date (Eastern, minutes) read back as the UTC minute
    expect(records[0]!.createdAt).toBe(`${reg.createdAt.slice(0, 16)}:00Z`);
  });

  it('pulls each participant once, events as products and races as locations', async () => {
    const customers = await collectPull(source.pull(detail, 'customers', START));
    expect(customers.records).toHaveLength(fake.data.participantCount());
    expect(new Set(ids(customers.records)).size).toBe(customers.records.length);
    const products = await collectPull(source.pull(detail, 'products', START));
    expect(products.records).toHaveLength(SIZES.products);
    expect(products.records[0]!.price).toBe(fake.data.event(Number(products.records[0]!.vendorId))!.price);
    const locations = await collectPull(source.pull(detail, 'locations', START));
    expect(locations.records.map((l) => l.name)).toEqual(fake.data.races().map((r) => r.name));
    expect(await collectPull(source.pull(detail, 'inventory', START))).toMatchObject({ records: [] });
  });

  it('returns only the changed registrations and people on the next pull, and nothing after that', {
    timeout: 20_000,
  }, async () => {
    const orders = await collectPull(source.pull(detail, 'orders', START));
    const customers = await collectPull(source.pull(detail, 'customers', START));
    const before = stamps();
    fake.data.dataset.orders.touch(12, () => ({ status: 'refunded' }));
    const added = fake.data.dataset.orders.add();
    const person = fake.data.dataset.customers.touch(40, () => ({ firstName: 'Changed' }));
    const changed = [...stamps()].filter(([id, at]) => before.get(id) !== at).map(([id]) => id);
    expect(changed).toContain(String(added.id));

    const next = await collectPull(source.pull(detail, 'orders', { ...START, cursor: orders.lastCursor }));
    expect(ids(next.records).sort()).toEqual(changed.sort());
    const again = await collectPull(source.pull(detail, 'orders', { ...START, cursor: next.lastCursor }));
    expect(again.records).toEqual([]);
    const people = await collectPull(source.pull(detail, 'customers', { ...START, cursor: customers.lastCursor }));
    expect(people.records).toContainEqual(
      expect.objectContaining({ vendorId: String(7000 + person.id), firstName: 'Changed' }),
    );
  });

  it('resumes orders from a mid-pass cursor with no duplicates and no gaps', async () => {
    const first = await collectPull(source.pull(detail, 'orders', START), 2);
    const rest = await collectPull(source.pull(detail, 'orders', { ...START, cursor: first.lastCursor }));
    const all = [...ids(first.records), ...ids(rest.records)];
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(fake.data.dataset.orders.count);
  });

  it('retries a 429 and a 503 with a fresh signature each time', async () => {
    fake.failNext(2, 429, 0);
    fake.failNext(1, 503);
    expect((await collectPull(source.pull(detail, 'locations', START))).records).toHaveLength(SIZES.locations);
  });

  it('checks the token, and a revoked token is a credentials error (reconnect)', async () => {
    await source.check(detail);
    const wrong = await source.check({ ...detail, oauthTokenSecret: 'not-the-secret' }).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(VendorError);
    expect(wrong).toMatchObject({ kind: 'credentials', code: 'InvalidToken' });
    fake.revokeAll();
    try {
      const pull = source.pull(detail, 'orders', START)[Symbol.asyncIterator]();
      await expect(pull.next()).rejects.toMatchObject({ kind: 'credentials' });
    } finally {
      fake.restoreAll();
    }
    const unconfigured = createRunSignupSource({ endpoints: { runSignup: fake.hostUrl } });
    await expect(unconfigured.check(detail)).rejects.toMatchObject({ kind: 'invalid', code: 'NotConfigured' });
  });
});
