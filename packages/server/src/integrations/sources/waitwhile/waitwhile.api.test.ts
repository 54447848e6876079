import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { startWaitwhileFake } from '@storelens/fakes/waitwhile/waitwhile-fake';
import { describeSourceApi } from '../../testing/source-api-suite.fixture.ts';

// Waitwhile through the common API suite. Spec 2 §4 lets Waitwhile (13) feed only the customer-data platform.

const SIZES = { customers: 130, orders: 210, products: 12, locations: 2 };

describeSourceApi({
  title: 'a Waitwhile',
  sourceType: SOURCE_TYPE.waitwhile,
  start: () => startWaitwhileFake({ ...SIZES, seed: 41, quota: null }),
  kit: (fake) => ({ endpoints: { waitwhile: fake.apiUrl }, accountName: 'Waitwhile Co', sourceName: 'Waitlist' }),
  detail: (fake) => ({ apiKey: fake.credentials.apiKey, timezone: 'America/Chicago' }),
  refusals: [{ change: { apiKey: 'wrong-key' }, error: 'InvalidApiKey', message: 'Invalid API Key', field: 'apiKey' }],
  firstRun: () => SIZES,
  stored: true,
  next: {
    change: (fake) => {
      fake.data.orders.touch(9, () => ({ status: 'refunded' }));
      fake.data.orders.add();
      fake.data.customers.touch(20);
    },
    pulled: () => ({ locations: 0, customers: 1, products: 0, orders: 2 }),
    pushed: { orders: 2 },
  },
  retry: { change: (fake) => void fake.data.customers.touch(21), statuses: [429, 429, 502], pulled: { customers: 1 } },
  revoked: { apiKey: 'revoked-key' },
});
