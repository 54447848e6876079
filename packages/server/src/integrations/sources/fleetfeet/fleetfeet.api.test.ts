import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { type FleetFeetFake, startFleetFeetFake } from '@storelens/fakes/fleetfeet/fleetfeet-fake';
import { describeSourceApi } from '../../testing/source-api-suite.fixture.ts';
import { cadenceDestination } from '../../testing/vendor-destinations.fixture.ts';

// FleetFeet Online through the common API suite (spec 2 §8 names no FleetFeet code: a refused store
// owner is InvalidStoreOwner on its field), counted for the source's owners; an owner withdrawing
// access turns the source to 'reconnect'. Spec 2 §4 lets FleetFeet Online feed only Cadence.

const SIZES = { customers: 30, orders: 60, products: 15, locations: 3 };
const OWNER = 'demo-owner';

const own = <T>(fake: FleetFeetFake, records: Iterable<T>, storeOf: (r: T) => number) =>
  [...records].filter((r) => fake.storesOf(OWNER).includes(storeOf(r)));
const ownOrders = (fake: FleetFeetFake) => own(fake, fake.data.orders.scan({}, null), fake.storeOfOrder);

describeSourceApi({
  title: 'a FleetFeet Online',
  sourceType: SOURCE_TYPE.fleetFeet,
  start: () => startFleetFeetFake({ ...SIZES, seed: 43 }),
  kit: (fake) => ({
    endpoints: { fleetFeet: fake.apiUrl, fleetFeetPartnerKey: fake.credentials.partnerKey },
    destination: cadenceDestination,
    accountName: 'FleetFeet Co',
    sourceName: 'FleetFeet Online',
  }),
  detail: () => ({ storeOwner: ` ${OWNER.toUpperCase()} \n` }),
  refusals: [
    {
      change: { storeOwner: `${OWNER}\nNobody ` },
      error: 'InvalidStoreOwner',
      message: "FleetFeet Online has no store owner 'nobody'.",
      field: 'storeOwner',
    },
    { change: { storeOwner: '\n  \n' }, error: 'InvalidStoreOwner', message: 'Enter at least one store owner.' },
  ],
  firstRun: (fake) => ({
    locations: fake.storesOf(OWNER).length,
    customers: own(fake, fake.data.customers.scan({}, null), fake.storeOfCustomer).length,
    products: SIZES.products,
    orders: ownOrders(fake).length,
  }),
  pushed: null,
  next: {
    change: (fake) => {
      const mine = ownOrders(fake);
      const theirs = [...fake.data.orders.scan({}, null)].find((o) => !mine.some((m) => m.id === o.id))!;
      fake.data.orders.touch(mine[2]!.id);
      fake.data.orders.touch(theirs.id); // another owner's order: not this source's
      fake.data.products.touch(4);
    },
    pulled: () => ({ locations: 0, customers: 0, products: 1, orders: 1 }),
  },
  retry: { change: (fake) => void fake.data.products.touch(5), statuses: [429, 429, 503], pulled: { products: 1 } },
  revoked: (fake) => async () => {
    fake.revoke(OWNER);
    return async () => fake.revoke(OWNER, false);
  },
});
