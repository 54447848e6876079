import { DESTINATION_TYPE, SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import {
  type AppointmentPlusFake,
  startAppointmentPlusFake,
} from '@storelens/fakes/appointmentplus/appointmentplus-fake';
import { type BlueshiftFake, startBlueshiftFake } from '@storelens/fakes/blueshift/server';
import { type EnMotiveFake, startEnMotiveFake } from '@storelens/fakes/enmotive/enmotive-fake';
import { type FacebookFake, startFacebookFake } from '@storelens/fakes/facebook/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAREHOUSE_TABLES } from '../../db/connectors.schema.ts';
import { eventNameOf } from '../../integrations/destinations/blueshift/mappers.ts';
import { toOfflineEvent } from '../../integrations/destinations/facebook-offline/mappers.ts';
import type { OrderRecord } from '../../integrations/records.ts';
import { type AdminCall, adminOnConnectorsAccount } from '../../test/connectors.fixture.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { runSource } from '../sync/sync-engine.service.ts';

// a push knows its source's type, so each destination names the events right. Race
// registrations reach Blueshift as `race_registration` (spec 2 §7's test event), not `purchase`;
// booked appointments reach Meta as `Schedule`, not `Purchase`. Asserted on what the fakes received.

let enMotive: EnMotiveFake;
let appointments: AppointmentPlusFake;
let blueshift: BlueshiftFake;
let facebook: FacebookFake;
let t: TestContext;
let accountId: number;
let call: AdminCall;

beforeAll(async () => {
  enMotive = await startEnMotiveFake({ customers: 30, orders: 60, products: 4, locations: 2, seed: 71 });
  appointments = await startAppointmentPlusFake({ customers: 40, orders: 400, products: 5, locations: 2, seed: 72 });
  blueshift = await startBlueshiftFake({ bulkPerSecond: null });
  facebook = await startFacebookFake();
  t = await createTestContext(
    {},
    {
      enMotive: enMotive.apiUrl,
      appointmentPlus: appointments.url,
      blueshift: blueshift.endpoint,
      facebook: facebook.endpoint,
      facebookAccessToken: facebook.accessToken,
    },
  );
  ({ accountId, call } = await adminOnConnectorsAccount(t, 'Order Kinds Co'));
});
afterAll(async () => {
  await t?.close();
  for (const fake of [enMotive, appointments, blueshift, facebook]) await fake?.close();
});

async function createDestination(name: string, type: number, detail: object): Promise<number> {
  const res = await call('POST', `/destinations/${accountId}/`, { name, type, detail });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

async function createSource(name: string, type: number, detail: object, link: { id: number; detail: object }) {
  const res = await call('POST', `/sources/${accountId}/`, {
    name,
    type,
    detail,
    frequency: 1440,
    anchorTime: '08:00',
    startDate: '2020-01-01',
    timezone: 'Etc/UTC',
    destinations: [link],
  });
  expect(res.statusCode, res.body).toBe(200);
  const sourceId = res.json().id as number;
  const outcome = await runSource(t.deps, sourceId, 'manual');
  expect(outcome.status, outcome.error ?? '').toBe('succeeded');
  expect(outcome.counts.destinationErrors).toEqual({});
  return sourceId;
}

const storedOrders = async (sourceId: number): Promise<OrderRecord[]> =>
  (
    await t.deps.database.db
      .select({ data: WAREHOUSE_TABLES.orders.data })
      .from(WAREHOUSE_TABLES.orders)
      .where(eq(WAREHOUSE_TABLES.orders.sourceId, sourceId))
  ).map((row) => row.data as unknown as OrderRecord);

describe('the destination is told what an order stands for', () => {
  it('EnMotive registrations reach Blueshift as race_registration events, never purchase', async () => {
    const destinationId = await createDestination('Blueshift', DESTINATION_TYPE.blueshift, {
      eventKey: blueshift.eventKey,
      usersKey: blueshift.usersKey,
    });
    const sourceId = await createSource(
      'Race series (EnMotive)',
      SOURCE_TYPE.enMotive,
      { ...enMotive.credentials },
      {
        id: destinationId,
        detail: {
          productUrl: 'https://race.example.com/e',
          productImage: 'https://race.example.com/e.png',
          consent: { email: 'Ignore', phone: 'Ignore' },
        },
      },
    );
    const orders = (await storedOrders(sourceId)).filter((o) => o.customerVendorId || o.email);
    expect(orders.length).toBeGreaterThan(0);
    const received = blueshift.events();
    expect(received).toHaveLength(orders.length);
    const names = received.map((e) => e.event);
    expect(names).not.toContain('purchase');
    expect(names).toContain('race_registration');
    // each registration under the name its status gives it (a cancelled one is still `cancel`)
    const expected = new Map(orders.map((o) => [o.orderNumber ?? o.vendorId, eventNameOf(o, 'registration')]));
    for (const event of received) expect(event.event).toBe(expected.get(String(event.order_id)));
  });

  it('Appointment Plus bookings reach the ads dataset as Schedule events, never Purchase', async () => {
    const destinationId = await createDestination('Ads', DESTINATION_TYPE.facebookOffline, {
      datasetId: facebook.datasetId,
    });
    const sourceId = await createSource(
      'Salon (Appointment Plus)',
      SOURCE_TYPE.appointmentPlus,
      { ...appointments.credentials, timezone: 'Etc/UTC' },
      { id: destinationId, detail: {} },
    );
    const orders = await storedOrders(sourceId);
    const expected = orders.filter((o) => toOfflineEvent(o, Date.now(), 'appointment') !== null);
    expect(expected.length).toBeGreaterThan(0);
    const received = facebook.events.get(facebook.datasetId) ?? [];
    expect(received).toHaveLength(expected.length);
    expect(new Set(received.map((e) => e.event_name))).toEqual(new Set(['Schedule']));
  });
});
