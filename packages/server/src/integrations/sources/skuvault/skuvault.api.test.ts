import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { startSkuVaultFake } from '@storelens/fakes/skuvault/skuvault-fake';
import { describeSourceApi } from '../../testing/source-api-suite.fixture.ts';
import { refusedAs } from '../../testing/source-connector-suite.fixture.ts';
import { cadenceDestination } from '../../testing/vendor-destinations.fixture.ts';
import { UNPACED_LIMITS } from './skuvault-limits.fixture.ts';

// SKU Vault through the common API suite. Spec 2 §4 lets SKU Vault feed only Cadence and UQube;
// the source is linked to a Cadence destination.

const SIZES = { orders: 90, products: 25, locations: 3 };
const INVALID = { error: 'InvalidToken', message: 'Invalid Tenant and/or User Token', field: 'tenantToken' };

describeSourceApi({
  title: 'a SKU Vault',
  sourceType: SOURCE_TYPE.skuVault,
  start: () => startSkuVaultFake({ ...SIZES, customers: 10, seed: 37, limits: UNPACED_LIMITS }),
  kit: (fake) => ({
    endpoints: { skuvault: fake.apiUrl },
    destination: cadenceDestination,
    accountName: 'SKU Vault Co',
    sourceName: 'Warehouse',
  }),
  refusals: refusedAs(INVALID, { tenantToken: 'wrong-tenant' }, { userToken: 'wrong-user' }),
  firstRun: () => ({ ...SIZES, inventory: SIZES.products * SIZES.locations }),
  pushed: null,
  stored: true,
  next: {
    change: (fake) => {
      fake.data.products.touch(3);
      fake.setStock(8, 1, 4);
      fake.data.orders.add(() => ({ createdAt: `${new Date().toISOString().slice(0, 19)}Z` }));
    },
    // warehouses have no dates: the short list is read whole, and unchanged ones are not delivered again
    pulled: () => ({ locations: SIZES.locations, products: 1, inventory: 2 * SIZES.locations, orders: 1 }),
  },
  retry: { change: () => undefined, statuses: [429, 429, 503], pulled: { locations: SIZES.locations } },
  revoked: { userToken: 'revoked' },
});
