import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { startAppointmentPlusFake } from '@storelens/fakes/appointmentplus/appointmentplus-fake';
import { describeSourceApi } from '../../testing/source-api-suite.fixture.ts';
import { refusedAs } from '../../testing/source-connector-suite.fixture.ts';

// Appointment Plus through the common API suite. Spec 2 §4 lets Appointment Plus (12) feed the ads
// dataset and the customer-data platform; this one feeds the latter.

const SIZES = { customers: 80, orders: 230, products: 9, locations: 3 };
const TIMEZONE = 'America/Denver';
const INVALID = { error: 'InvalidSiteIdApiKey', message: 'Invalid Site Id or API Key', field: 'apiKey' };

describeSourceApi({
  title: 'an Appointment Plus',
  sourceType: SOURCE_TYPE.appointmentPlus,
  start: () => startAppointmentPlusFake({ ...SIZES, seed: 43, quota: null, timezone: TIMEZONE }),
  kit: (fake) => ({
    endpoints: { appointmentPlus: fake.url },
    accountName: 'Appointment Plus Co',
    sourceName: 'Salon bookings',
  }),
  detail: (fake) => ({ ...fake.credentials, timezone: TIMEZONE }),
  refusals: refusedAs(INVALID, { apiKey: 'wrong-key' }, { siteId: 'appointplus999/1' }),
  firstRun: () => SIZES,
  next: {
    change: (fake) => {
      fake.data.orders.touch(11, () => ({ status: 'refunded' }));
      fake.data.orders.add();
      fake.data.customers.touch(30);
    },
    // locations and services carry no dates: the short lists are read whole, and unchanged ones are not delivered again
    pulled: () => ({ locations: SIZES.locations, products: SIZES.products, customers: 1, orders: 2 }),
    pushed: { orders: 2 },
  },
  retry: {
    change: (fake) => void fake.data.customers.touch(31),
    statuses: [429, 429, 503],
    pulled: { customers: 1 },
  },
  revoked: { apiKey: 'revoked-key' },
});
