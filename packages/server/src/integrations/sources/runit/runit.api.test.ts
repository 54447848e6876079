import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { RUNIT_WEB_TENDER, type RunitFake, startRunitFake } from '@storelens/fakes/runit/runit-fake';
import { eq } from 'drizzle-orm';
import { sources } from '../../../db/connectors.schema.ts';
import { describeSourceApi } from '../../testing/source-api-suite.fixture.ts';
import { refusedAs } from '../../testing/source-connector-suite.fixture.ts';

// Runit through the common API suite (InvalidUrlStoreId on the URL field); a store the server no
// longer knows turns the source to 'reconnect'. Runit has no secret (spec 2 §3): the store id in the
// saved detail stands for the credential.

const SIZES = { customers: 35, orders: 80, products: 20 };
const INVALID = { error: 'InvalidUrlStoreId', message: 'Invalid URL or Store Id', field: 'url' };

describeSourceApi<RunitFake>({
  title: 'a Runit',
  sourceType: SOURCE_TYPE.runit,
  start: () => startRunitFake({ ...SIZES, seed: 41, timezone: 'America/Chicago' }),
  kit: (fake) => ({ endpoints: { runit: fake.serverUrlTemplate }, accountName: 'Runit Co', sourceName: 'Runit store' }),
  detail: (fake) => ({ ...fake.credentials, tenderType: `${RUNIT_WEB_TENDER}\n\n` }),
  refusals: refusedAs(INVALID, { storeId: '999' }, { url: 'not-a-runit.example.com' }),
  firstRun: () => ({ ...SIZES, locations: 1, inventory: SIZES.products }),
  pushed: 'orders',
  next: {
    change: (fake) => {
      fake.data.orders.touch(5, () => ({ status: 'refunded' }));
      fake.data.orders.add();
      fake.data.customers.touch(9);
      fake.data.products.touch(2);
    },
    // the store has no dates: it is read every run and, unchanged, not delivered again
    pulled: () => ({ locations: 1, customers: 1, products: 1, inventory: 0, orders: 2 }),
    pushed: { orders: 2 },
  },
  retry: { change: (fake) => void fake.data.customers.touch(10), statuses: [429, 429, 502], pulled: { customers: 1 } },
  revoked: (_fake, { kit, sourceId }) => {
    const db = kit.t.deps.database.db;
    return async () => {
      const { row } = await kit.stored(sourceId);
      const detail = row.detail as Record<string, unknown>;
      await db
        .update(sources)
        .set({ detail: { ...detail, storeId: '999' } })
        .where(eq(sources.id, sourceId));
      return async () => {
        await db.update(sources).set({ detail }).where(eq(sources.id, sourceId));
      };
    };
  },
});
