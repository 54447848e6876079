import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { startHakuFake } from '@storelens/fakes/haku/haku-fake';
import { describeSourceApi } from '../../testing/source-api-suite.fixture.ts';
import { refusedAs } from '../../testing/source-connector-suite.fixture.ts';
import { blueshiftDestination } from '../../testing/vendor-destinations.fixture.ts';

// Haku (against a stand-in for an undocumented API, docs/vendors/haku.md) through the common API
// suite: spec 2 §8's InvalidCredentials with its message, registrations and participants, an expired
// token replaced. Spec 2 §4 lets Haku feed only Blueshift: the source is linked to its fake.

const SIZES = { customers: 20, orders: 75, products: 6, locations: 1 };
const INVALID = { error: 'InvalidCredentials', message: 'Invalid Client Id or Secret' };

describeSourceApi({
  title: 'a Haku',
  sourceType: SOURCE_TYPE.haku,
  start: () => startHakuFake({ ...SIZES, seed: 47, limit: 100_000 }),
  kit: (fake) => ({
    endpoints: { haku: fake.apiUrl },
    destination: blueshiftDestination,
    accountName: 'Haku Co',
    sourceName: 'Race registrations',
  }),
  refusals: refusedAs(INVALID, { clientId: 'other-client' }, { clientSecret: 'wrong-secret' }),
  firstRun: (fake) => ({
    customers: new Set(
      fake.data.orders.sliceById(0, fake.data.orders.count).flatMap((o) => (o.customerId ? [o.customerId] : [])),
    ).size,
    orders: SIZES.orders,
  }),
  pushed: null,
  next: {
    // with a fresh token once the old one has ended
    change: (fake) => {
      fake.data.orders.touch(12);
      fake.expireTokens();
    },
    pulled: () => ({ customers: 1, orders: 1 }),
  },
  retry: { change: (fake) => void fake.data.orders.touch(13), statuses: [429, 429, 502], pulled: { orders: 1 } },
  revoked: { clientSecret: 'revoked' },
});
