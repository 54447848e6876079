import { DESTINATION_TYPE, SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { startAppointmentPlusFake } from '@storelens/fakes/appointmentplus/appointmentplus-fake';
import { startBlueshiftFake } from '@storelens/fakes/blueshift/server';
import { startEnMotiveFake } from '@storelens/fakes/enmotive/enmotive-fake';
import { startFacebookFake } from '@storelens/fakes/facebook/server';
import { describe, expect, it } from 'vitest';
import { eventNameOf } from '../../integrations/destinations/blueshift/mappers.ts';
import { toOfflineEvent } from '../../integrations/destinations/facebook-offline/mappers.ts';
import { storedOrders } from '../../test/connectors.fixture.ts';
import { useConnectorsAdmin, useTestContextWithFakes } from '../../test/test-app.ts';
import { runSource } from '../sync/sync-engine.service.ts';

// a push knows its source's type, so each destination names the events right. Race
// registrations reach Blueshift as `race_registration` (spec 2 §7's test event), not `purchase`;
// booked appointments reach Meta as `Schedule`, not `Purchase`. Asserted on what the fakes received.

const { t, fakes } = useTestContextWithFakes(
  {
    enMotive: () => startEnMotiveFake({ customers: 30, orders: 60, products: 4, locations: 2, seed: 71 }),
    appointments: () => startAppointmentPlusFake({ customers: 40, orders: 400, products: 5, locations: 2, seed: 72 }),
    blueshift: () => startBlueshiftFake({ bulkPerSecond: null }),
    facebook: () => startFacebookFake(),
  },
  (f) => ({
    enMotive: f.enMotive.apiUrl,
    appointmentPlus: f.appointments.url,
    blueshift: f.blueshift.endpoint,
    facebook: f.facebook.endpoint,
    facebookAccessToken: f.facebook.accessToken,
  }),
);
const admin = useConnectorsAdmin(t, 'Order Kinds Co');

const createDestination = (name: string, type: number, detail: object) => admin.saveDestination(name, type, detail);

async function createSource(name: string, type: number, detail: object, link: { id: number; detail: object }) {
  const res = await admin.call('POST', `/sources/${admin.accountId}/`, {
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

describe('the destination is told what an order stands for', () => {
  it('EnMotive registrations reach Blueshift as race_registration events, never purchase', async () => {
    const destinationId = await createDestination('Blueshift', DESTINATION_TYPE.blueshift, {
      eventKey: fakes.blueshift.eventKey,
      usersKey: fakes.blueshift.usersKey,
    });
    const sourceId = await createSource(
      'Race series (EnMotive)',
      SOURCE_TYPE.enMotive,
      { ...fakes.enMotive.credentials },
      {
        id: destinationId,
        detail: {
          productUrl: 'https://race.example.com/e',
          productImage: 'https://race.example.com/e.png',
          consent: { email: 'Ignore', phone: 'Ignore' },
        },
      },
    );
    const orders = (await storedOrders(t, sourceId)).filter((o) => o.customerVendorId || o.email);
    expect(orders.length).toBeGreaterThan(0);
    const received = fakes.blueshift.events();
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
      datasetId: fakes.facebook.datasetId,
    });
    const sourceId = await createSource(
      'Salon (Appointment Plus)',
      SOURCE_TYPE.appointmentPlus,
      { ...fakes.appointments.credentials, timezone: 'Etc/UTC' },
      { id: destinationId, detail: {} },
    );
    const orders = await storedOrders(t, sourceId);
    const expected = orders.filter((o) => toOfflineEvent(o, Date.now(), 'appointment') !== null);
    expect(expected.length).toBeGreaterThan(0);
    const received = fakes.facebook.events.get(fakes.facebook.datasetId) ?? [];
    expect(received).toHaveLength(expected.length);
    expect(new Set(received.map((e) => e.event_name))).toEqual(new Set(['Schedule']));
  });
});
