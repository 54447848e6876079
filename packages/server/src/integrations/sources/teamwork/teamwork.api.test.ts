import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { startTeamworkFake, type TeamworkFake } from '@storelens/fakes/teamwork/teamwork-fake';
import { describeSourceApi } from '../../testing/source-api-suite.fixture.ts';

// Teamwork through the common API suite: spec 2 §8's InvalidAccess for a wrong key or a wrong URL.

const SIZES = { customers: 25, orders: 90, products: 18, locations: 3 };
const TZ = 'America/New_York';

const buyers = (fake: TeamworkFake) =>
  new Set(fake.data.orders.sliceById(0, fake.data.orders.count).flatMap((o) => (o.customerId ? [o.customerId] : [])))
    .size;

describeSourceApi({
  title: 'a Teamwork',
  sourceType: SOURCE_TYPE.teamwork,
  start: () => startTeamworkFake({ ...SIZES, seed: 43, timeZone: TZ, limit: 100_000 }),
  kit: (fake) => ({
    endpoints: { teamwork: fake.chqUrlTemplate },
    accountName: 'Teamwork Co',
    sourceName: 'Teamwork stores',
  }),
  detail: (fake) => ({ ...fake.credentials, itemIdentifier: 'PLU', timezone: TZ }),
  refusals: [
    { change: { apiKey: 'wrong-key' }, error: 'InvalidAccess', field: 'apiKey' },
    { change: { url: 'nochq.example.com' }, error: 'InvalidAccess', field: 'url' },
  ],
  // customers are the buyers the receipts name; CHQ documents no on-hand export, so no inventory
  firstRun: (fake) => ({ ...SIZES, customers: buyers(fake) }),
  next: {
    change: (fake) => {
      fake.data.orders.touch(5);
      fake.data.products.touch(2);
    },
    // locations are a short list read whole; unchanged ones are not delivered again
    pulled: (fake) => ({
      locations: SIZES.locations,
      customers: fake.data.orders.get(5)!.customerId ? 1 : 0,
      products: 1,
      orders: 1,
    }),
    pushed: { orders: 1 },
  },
  retry: { change: (fake) => void fake.data.products.touch(3), statuses: [429, 429, 502], pulled: { products: 1 } },
  revoked: { apiKey: 'revoked' },
});
