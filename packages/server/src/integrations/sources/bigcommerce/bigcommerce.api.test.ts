import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { startBigCommerceFake } from '@storelens/fakes/bigcommerce/bigcommerce-fake';
import { describeSourceApi } from '../../testing/source-api-suite.fixture.ts';

// BigCommerce through the common API suite: each spec 2 §8 code on its field, stock per product and location.

const SIZES = { customers: 45, orders: 70, products: 20, locations: 2 };

describeSourceApi({
  title: 'a BigCommerce',
  sourceType: SOURCE_TYPE.bigCommerce,
  start: () => startBigCommerceFake({ ...SIZES, seed: 31, quota: 100_000 }),
  kit: (fake) => ({
    endpoints: { bigcommerce: fake.apiUrl },
    accountName: 'BigCommerce Co',
    sourceName: 'BigCommerce store',
  }),
  refusals: [
    { change: { storeHash: 'nosuchstore' }, error: 'InvalidHash', field: 'storeHash' },
    { change: { accessToken: 'revoked-token' }, error: 'InvalidToken', field: 'accessToken' },
  ],
  firstRun: () => ({ ...SIZES, inventory: SIZES.products * SIZES.locations }),
  next: {
    change: (fake) => {
      fake.data.orders.touch(5, () => ({ status: 'refunded' }));
      fake.data.orders.add();
      fake.data.customers.touch(9);
      fake.setStock(4, 1, 12);
    },
    // locations have no change filter: the short list is read whole, and unchanged ones are not delivered again
    pulled: () => ({ locations: SIZES.locations, customers: 1, products: 1, inventory: SIZES.locations, orders: 2 }),
    pushed: { orders: 2 },
  },
  retry: { change: (fake) => void fake.data.customers.touch(10), statuses: [429, 429, 502], pulled: { customers: 1 } },
  revoked: { accessToken: 'revoked-token' },
});
