import { SECRET_MASK, SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { type RicsFake, startRicsFake } from '@storelens/fakes/rics/rics-fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { signIn } from '../../../test/harness.ts';
import {
  expectReconnectOnce,
  runThroughFailures,
  startVendorKit,
  type VendorKit,
} from '../../testing/vendor-harness.fixture.ts';

// RICS: the check on save with its spec 2 §8 code, a run of every stream with
// counts equal to the fake's, an incremental run with only the changes, 429/5xx retried, a refused
// token turning the source to 'reconnect' and mailing the admins once; §3: the server-side preview.

const SIZES = { customers: 35, orders: 80, products: 15, locations: 3 };
const TZ = 'America/Chicago';

let fake: RicsFake;
let kit: VendorKit;

beforeAll(async () => {
  fake = await startRicsFake({ ...SIZES, seed: 41, timeZone: TZ, limit: 100_000 });
  kit = await startVendorKit({
    sourceType: SOURCE_TYPE.rics,
    endpoints: { rics: fake.apiUrl },
    accountName: 'RICS Co',
    sourceName: 'RICS stores',
  });
});
afterAll(async () => {
  await kit?.close();
  await fake?.close();
});

const detailOf = (token: string) => ({
  token,
  timezone: TZ,
  useAccountNumber: false,
  pullInventory: true,
  storeOwnerId: '',
});

describe('a RICS source through the API and the engine', () => {
  let sourceId: number;

  it('refuses a wrong token with InvalidToken on the Token field', async () => {
    const res = await kit.create(detailOf('wrong-token'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'InvalidToken', fields: { 'detail.token': expect.any(String) } });
    expect(await kit.listed()).toHaveLength(0);
  });

  it("saves with a good token, and its first run stores every stream with the fake's counts", async () => {
    const created = await kit.create(detailOf(fake.credentials.token));
    expect(created.statusCode, created.body).toBe(200);
    sourceId = created.json().id;
    const outcome = await kit.run(sourceId, 'manual');
    expect(outcome.counts.pulled).toEqual({
      locations: SIZES.locations,
      customers: SIZES.customers,
      products: SIZES.products,
      inventory: SIZES.products * SIZES.locations,
      orders: SIZES.orders,
    });
    expect(outcome.counts.destinationErrors).toEqual({});
    expect(outcome.counts.pushed[String(kit.destinationId)]?.orders).toBe(SIZES.orders);
  });

  it('pulls only the changes on the next run', async () => {
    // the ticket first: changes are stamped a second apart, and a run's sales window ends a second from now
    const ticket = fake.data.orders.touch(5, () => ({ status: 'refunded' }));
    fake.data.customers.touch(9);
    fake.data.products.touch(2);
    const outcome = await kit.run(sourceId);
    // stock has no dates and is read whole; unchanged quantities are not delivered again
    expect(outcome.counts.pulled).toEqual({
      locations: 1,
      customers: 1,
      products: 1,
      inventory: SIZES.products * SIZES.locations,
      orders: 1,
    });
    expect(outcome.counts.pushed[String(kit.destinationId)]?.orders).toBe(1);
    expect(ticket.status).toBe('refunded');
  });

  it('retries 429 and 5xx answers within a run', async () => {
    fake.data.customers.touch(10);
    const outcome = await runThroughFailures(kit, sourceId, fake, [429, 429, 502]);
    // a customer changed in the second the last run began is read again (the mark stays a second
    // behind the run's start); the warehouse delivers only the one that changed
    expect(outcome.counts.pushed[String(kit.destinationId)]?.customers).toBe(1);
  });

  it("turns to 'reconnect' when RICS refuses the token, and mails the account's admins once", async () => {
    await expectReconnectOnce(kit, sourceId, SOURCE_TYPE.rics, detailOf('revoked'));
  });

  it("previews the last 7 days' tickets through the server, with the form's token or a saved source's", async () => {
    const now = `${new Date().toISOString().slice(0, 19)}Z`;
    for (let i = 0; i < 3; i++) fake.data.orders.add(() => ({ createdAt: now, number: 90_000 + i }));
    const weekAgo = Date.now() - 7 * 86_400_000;
    const expected = fake.data.orders
      .sliceById(0, fake.data.orders.count)
      .filter((o) => Date.parse(o.createdAt) >= weekAgo).length;
    const typed = await kit.call('POST', '/sources/rics/preview', { token: fake.credentials.token, timezone: TZ });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().records).toHaveLength(expected);
    expect(typed.json().records.map((r: { orderNumber: string }) => r.orderNumber)).toContain('90000');
    const saved = await kit.call('POST', '/sources/rics/preview', { token: SECRET_MASK, timezone: TZ, sourceId });
    expect(saved.json().records).toHaveLength(expected);
    const wrong = await kit.call('POST', '/sources/rics/preview', { token: 'wrong', timezone: TZ });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'InvalidToken' });
    expect((await kit.call('POST', '/sources/rics/preview', { token: SECRET_MASK })).statusCode).toBe(404);
    expect((await kit.call('POST', '/sources/rics/preview', { token: '' })).statusCode).toBe(400);
  });

  it("answers a saved source's preview only to users of its account", async () => {
    const stranger = await buildUser(kit.t.deps.database.db);
    const cookie = await signIn(kit.t.app, stranger.email, TEST_PASSWORD);
    const res = await kit.t.app.inject({
      method: 'POST',
      url: '/api/sources/rics/preview',
      headers: { cookie },
      payload: { token: SECRET_MASK, sourceId },
    });
    expect([403, 404]).toContain(res.statusCode);
  });
});
