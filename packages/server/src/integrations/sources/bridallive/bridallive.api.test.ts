import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { startBridalLiveFake } from '@storelens/fakes/bridallive/bridallive-fake';
import { expect } from 'vitest';
import { describeSourceApi } from '../../testing/source-api-suite.fixture.ts';
import { refusedAs } from '../../testing/source-connector-suite.fixture.ts';
import { facebookOfflineDestination } from '../../testing/vendor-destinations.fixture.ts';

// Bridal Live through the common API suite. Spec 2 §4 lets Bridal Live (19) feed only the ads dataset
// (Facebook Offline), here its local fake; an expired token is signed in again within the retried run.

const SIZES = { customers: 120, orders: 240, products: 8 };
const INVALID = { error: 'InvalidCredentials', message: 'Invalid Retailer Id or API Key', field: 'apiKey' };

describeSourceApi({
  title: 'a Bridal Live',
  sourceType: SOURCE_TYPE.bridalLive,
  start: () => startBridalLiveFake({ ...SIZES, locations: 1, seed: 47, quota: null }),
  kit: (fake) => ({
    endpoints: { bridalLive: fake.endpoint },
    destination: facebookOfflineDestination,
    accountName: 'Bridal Co',
    sourceName: 'Bridal shop',
  }),
  refusals: refusedAs(INVALID, { apiKey: 'wrong-key' }, { retailerId: 'another-retailer' }),
  firstRun: () => SIZES,
  pushed: null,
  stored: true,
  next: {
    change: (fake) => {
      fake.data.orders.touch(6, () => ({ status: 'refunded' }));
      fake.data.orders.add();
      fake.data.customers.touch(15);
    },
    pulled: () => ({ customers: 1, products: 0, orders: 2 }),
  },
  retry: {
    change: (fake) => {
      fake.data.customers.touch(16);
      fake.expireTokens();
      const logins = fake.logins;
      return () => expect(fake.logins).toBe(logins + 1);
    },
    statuses: [429, 429, 503],
    pulled: { customers: 1 },
  },
  revoked: { apiKey: 'revoked-key' },
});
