import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import {
  type AppointmentPlusFake,
  startAppointmentPlusFake,
} from '@storelens/fakes/appointmentplus/appointmentplus-fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectReconnectOnce,
  runThroughFailures,
  startVendorKit,
  type VendorKit,
} from '../../testing/vendor-harness.fixture.ts';

// Appointment Plus: the check on save with its spec 2 §8 code, a run of every
// stream it has with counts equal to the fake's, an incremental run with only the changes, 429/5xx
// retried, refused credentials turning the source to 'reconnect' and mailing the admins once. Spec 2
// §4 lets Appointment Plus (12) feed the ads dataset and the customer-data platform; this one feeds the latter.

const SIZES = { customers: 80, orders: 230, products: 9, locations: 3 };
const TIMEZONE = 'America/Denver';

let fake: AppointmentPlusFake;
let kit: VendorKit;

beforeAll(async () => {
  fake = await startAppointmentPlusFake({ ...SIZES, seed: 43, quota: null, timezone: TIMEZONE });
  kit = await startVendorKit({
    sourceType: SOURCE_TYPE.appointmentPlus,
    endpoints: { appointmentPlus: fake.url },
    accountName: 'Appointment Plus Co',
    sourceName: 'Salon bookings',
  });
});
afterAll(async () => {
  await kit?.close();
  await fake?.close();
});

describe('an Appointment Plus source through the API and the engine', () => {
  let sourceId: number;

  it('refuses a wrong site id or key with InvalidSiteIdApiKey, and saves nothing', async () => {
    for (const wrong of [{ apiKey: 'wrong-key' }, { siteId: 'appointplus999/1' }]) {
      await kit.expectSaveRefused(
        { ...fake.credentials, timezone: TIMEZONE, ...wrong },
        { error: 'InvalidSiteIdApiKey', message: 'Invalid Site Id or API Key', field: 'detail.apiKey' },
      );
    }
  });

  it("saves with good credentials, and its first run stores every stream with the fake's counts", async () => {
    sourceId = await kit.expectFirstRunStoresAll({ ...fake.credentials, timezone: TIMEZONE }, SIZES);
  });

  it('pulls only the changes on the next run', async () => {
    fake.data.orders.touch(11, () => ({ status: 'refunded' }));
    fake.data.orders.add();
    fake.data.customers.touch(30);
    const outcome = await kit.run(sourceId);
    // locations and services carry no dates: the short lists are read whole, and unchanged ones are not delivered again
    expect(outcome.counts.pulled).toMatchObject({
      locations: SIZES.locations,
      products: SIZES.products,
      customers: 1,
      orders: 2,
    });
    expect(outcome.counts.pushed[String(kit.destinationId)]?.orders).toBe(2);
  });

  it('retries 429 and 5xx answers within a run', async () => {
    fake.data.customers.touch(31);
    const outcome = await runThroughFailures(kit, sourceId, fake, [429, 429, 503]);
    expect(outcome.counts.pulled.customers).toBe(1);
  });

  it("turns to 'reconnect' when the site refuses the key, and mails the account's admins once", async () => {
    await expectReconnectOnce(kit, sourceId, SOURCE_TYPE.appointmentPlus, {
      ...fake.credentials,
      apiKey: 'revoked-key',
      timezone: TIMEZONE,
    });
  });
});
