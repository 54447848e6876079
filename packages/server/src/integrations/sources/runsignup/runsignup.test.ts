import { DEFAULT_OAUTH_CLIENT } from '@storelens/fakes/oauth/oauth2-provider';
import { startRunSignupFake } from '@storelens/fakes/runsignup/runsignup-fake';
import { describe, expect, it } from 'vitest';
import { describeSourceConnector, idsOf as ids, START } from '../../testing/source-connector-suite.fixture.ts';
import { collectPull } from '../shared/collect.ts';
import type { RunSignupDetail } from './client.ts';
import { createRunSignupSource } from './sync.ts';

// two events of about 1,300 registrations: each takes two pages of 1,000
const SIZES = { orders: 2600, customers: 300, products: 2, locations: 1 };

const suite = describeSourceConnector({
  title: 'RunSignup',
  start: () => startRunSignupFake(SIZES),
  connector: (fake, options) =>
    createRunSignupSource({ ...options, endpoints: { runSignup: fake.hostUrl }, consumer: DEFAULT_OAUTH_CLIENT }),
  detail: (fake): RunSignupDetail => ({
    oauthToken: fake.accessToken.token,
    oauthTokenSecret: fake.accessToken.secret,
  }),
  // a person registers more than once: customers are counted by the fake's participants below
  sizes: { orders: SIZES.orders, products: SIZES.products, locations: SIZES.locations },
  // no spec 2 §8 code for RunSignup: the refusal names no field
  refusals: [{ change: { oauthTokenSecret: 'not-the-secret' }, code: 'InvalidToken' }],
  // each retried call is signed afresh
  retried: 'locations',
});
const stamps = () => new Map(suite.fake.data.registrations().map((r) => [String(r.id), r.updatedAt]));

describe('RunSignup source: its own mapping and paging', () => {
  it('pulls every registration as an order with its event entry, keyset-paged per event', async () => {
    const { records } = await suite.pulled('orders');
    const reg = suite.fake.data.registration(suite.fake.data.dataset.orders.get(Number(records[0]!.vendorId))!);
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
    const customers = await suite.pulled('customers');
    expect(customers.records).toHaveLength(suite.fake.data.participantCount());
    expect(new Set(ids(customers.records)).size).toBe(customers.records.length);
    const products = await suite.pulled('products');
    expect(products.records[0]!.price).toBe(suite.fake.data.event(Number(products.records[0]!.vendorId))!.price);
    const locations = await suite.pulled('locations');
    expect(locations.records.map((l) => l.name)).toEqual(suite.fake.data.races().map((r) => r.name));
  });

  it('returns only the changed registrations and people on the next pull, and nothing after that', {
    timeout: 20_000,
  }, async () => {
    const orders = await suite.pulled('orders');
    const customers = await suite.pulled('customers');
    const before = stamps();
    suite.fake.data.dataset.orders.touch(12, () => ({ status: 'refunded' }));
    const added = suite.fake.data.dataset.orders.add();
    const person = suite.fake.data.dataset.customers.touch(40, () => ({ firstName: 'Changed' }));
    const changed = [...stamps()].filter(([id, at]) => before.get(id) !== at).map(([id]) => id);
    expect(changed).toContain(String(added.id));

    const next = await suite.pulled('orders', orders.lastCursor);
    expect(ids(next.records).sort()).toEqual(changed.sort());
    const again = await suite.pulled('orders', next.lastCursor);
    expect(again.records).toEqual([]);
    const people = await suite.pulled('customers', customers.lastCursor);
    expect(people.records).toContainEqual(
      expect.objectContaining({ vendorId: String(7000 + person.id), firstName: 'Changed' }),
    );
  });

  it('resumes orders from a mid-pass cursor with no duplicates and no gaps', async () => {
    const first = await collectPull(suite.source.pull(suite.detail, 'orders', START), 2);
    const rest = await suite.pulled('orders', first.lastCursor);
    const all = [...ids(first.records), ...ids(rest.records)];
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(suite.fake.data.dataset.orders.count);
  });

  it('takes a revoked token for a credentials error (reconnect), and refuses to run without our consumer', async () => {
    suite.fake.revokeAll();
    try {
      const pull = suite.source.pull(suite.detail, 'orders', START)[Symbol.asyncIterator]();
      await expect(pull.next()).rejects.toMatchObject({ kind: 'credentials' });
    } finally {
      suite.fake.restoreAll();
    }
    const unconfigured = createRunSignupSource({ endpoints: { runSignup: suite.fake.hostUrl } });
    await expect(unconfigured.check(suite.detail)).rejects.toMatchObject({ kind: 'invalid', code: 'NotConfigured' });
  });
});
