import { SECRET_MASK, SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { startRicsFake } from '@storelens/fakes/rics/rics-fake';
import { expect, it } from 'vitest';
import { buildUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { signIn } from '../../../test/harness.ts';
import { describeSourceApi } from '../../testing/source-api-suite.fixture.ts';

// RICS through the common API suite, and §3: the server-side preview.

const SIZES = { customers: 35, orders: 80, products: 15, locations: 3 };
const TZ = 'America/Chicago';

const detailOf = (token: string) => ({
  token,
  timezone: TZ,
  useAccountNumber: false,
  pullInventory: true,
  storeOwnerId: '',
});

describeSourceApi({
  title: 'a RICS',
  sourceType: SOURCE_TYPE.rics,
  start: () => startRicsFake({ ...SIZES, seed: 41, timeZone: TZ, limit: 100_000 }),
  kit: (fake) => ({ endpoints: { rics: fake.apiUrl }, accountName: 'RICS Co', sourceName: 'RICS stores' }),
  detail: (fake) => detailOf(fake.credentials.token),
  refusals: [{ change: { token: 'wrong-token' }, error: 'InvalidToken', field: 'token' }],
  firstRun: () => ({ ...SIZES, inventory: SIZES.products * SIZES.locations }),
  pushed: 'orders',
  next: {
    // the ticket first: changes are stamped a second apart, and a run's sales window ends a second from now
    change: (fake) => {
      fake.data.orders.touch(5, () => ({ status: 'refunded' }));
      fake.data.customers.touch(9);
      fake.data.products.touch(2);
    },
    // stock has no dates and is read whole; unchanged quantities are not delivered again
    pulled: () => ({ locations: 1, customers: 1, products: 1, inventory: SIZES.products * SIZES.locations, orders: 1 }),
    pushed: { orders: 1 },
  },
  // a customer changed in the second the last run began is read again (the mark stays a second
  // behind the run's start); the warehouse delivers only the one that changed
  retry: { change: (fake) => void fake.data.customers.touch(10), statuses: [429, 429, 502], pushed: { customers: 1 } },
  revoked: { token: 'revoked' },
  more: (suite) => {
    it("previews the last 7 days' tickets through the server, with the form's token or a saved source's", async () => {
      const now = `${new Date().toISOString().slice(0, 19)}Z`;
      for (let i = 0; i < 3; i++) suite.fake.data.orders.add(() => ({ createdAt: now, number: 90_000 + i }));
      const weekAgo = Date.now() - 7 * 86_400_000;
      const expected = suite.fake.data.orders
        .sliceById(0, suite.fake.data.orders.count)
        .filter((o) => Date.parse(o.createdAt) >= weekAgo).length;
      const typed = await suite.kit.call('POST', '/sources/rics/preview', {
        token: suite.fake.credentials.token,
        timezone: TZ,
      });
      expect(typed.statusCode, typed.body).toBe(200);
      expect(typed.json().records).toHaveLength(expected);
      expect(typed.json().records.map((r: { orderNumber: string }) => r.orderNumber)).toContain('90000');
      const saved = await suite.kit.call('POST', '/sources/rics/preview', {
        token: SECRET_MASK,
        timezone: TZ,
        sourceId: suite.sourceId,
      });
      expect(saved.json().records).toHaveLength(expected);
      const wrong = await suite.kit.call('POST', '/sources/rics/preview', { token: 'wrong', timezone: TZ });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ error: 'InvalidToken' });
      expect((await suite.kit.call('POST', '/sources/rics/preview', { token: SECRET_MASK })).statusCode).toBe(404);
      expect((await suite.kit.call('POST', '/sources/rics/preview', { token: '' })).statusCode).toBe(400);
    });

    it("answers a saved source's preview only to users of its account", async () => {
      const stranger = await buildUser(suite.kit.t.deps.database.db);
      const cookie = await signIn(suite.kit.t.app, stranger.email, TEST_PASSWORD);
      const res = await suite.kit.t.app.inject({
        method: 'POST',
        url: '/api/sources/rics/preview',
        headers: { cookie },
        payload: { token: SECRET_MASK, sourceId: suite.sourceId },
      });
      expect([403, 404]).toContain(res.statusCode);
    });
  },
});
