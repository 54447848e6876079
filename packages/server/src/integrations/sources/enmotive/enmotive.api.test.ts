import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { startEnMotiveFake } from '@storelens/fakes/enmotive/enmotive-fake';
import { describeSourceApi } from '../../testing/source-api-suite.fixture.ts';
import { RACE_OAUTH_ENV } from '../race-registrations/race-api.fixture.ts';

// EnMotive (shapes assumed, docs/vendors/enmotive.md) through the common API suite: each spec 2 §8
// code on its field; spec 2 §4 lets it feed the customer-data platform.

const SIZES = { customers: 40, orders: 90, products: 5, locations: 2 };

describeSourceApi({
  title: 'an EnMotive',
  sourceType: SOURCE_TYPE.enMotive,
  start: () => startEnMotiveFake({ ...SIZES, seed: 53, timezone: 'America/Denver' }),
  kit: (fake) => ({ endpoints: { enMotive: fake.apiUrl }, env: RACE_OAUTH_ENV, accountName: 'Race Series Co' }),
  refusals: [
    { change: { apiKey: 'wrong-key' }, error: 'InvalidApiKey', field: 'apiKey' },
    { change: { tenantId: 'no-such-tenant' }, error: 'InvalidTenantId', field: 'tenantId' },
  ],
  firstRun: (fake) => ({ ...SIZES, customers: fake.data.participantCount() }),
  pushed: 'orders',
  next: {
    change: (fake) => {
      fake.data.dataset.orders.touch(5, () => ({ status: 'refunded' }));
      fake.data.dataset.orders.add();
    },
    pulled: () => ({ locations: SIZES.locations, products: SIZES.products, customers: 2, orders: 2 }),
  },
  retry: { change: (fake) => void fake.data.dataset.orders.touch(6), statuses: [429, 429, 500], pulled: { orders: 1 } },
  revoked: { apiKey: 'revoked-key' },
});
