import {
  type FacebookFake,
  FOREIGN_FACEBOOK_DATASET_ID,
  startFacebookFake,
  VIEW_ONLY_FACEBOOK_DATASET_ID,
} from '@storelens/fakes/facebook/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildOrder, CONTEXT, FAST_RETRY, refusedCheck } from '../fixtures.ts';
import type { FacebookOfflineDetail } from './client.ts';
import { sha256, toOfflineEvent } from './mappers.ts';
import { createFacebookOfflineDestination } from './push.ts';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

describe('Facebook Offline (Conversions API offline events) against the Graph fake', () => {
  let fake: FacebookFake;
  let detail: FacebookOfflineDetail;
  const options = (token?: string) => ({
    endpoints: { facebook: fake.endpoint, facebookAccessToken: token ?? fake.accessToken },
    retry: FAST_RETRY,
  });

  beforeEach(async () => {
    fake = await startFacebookFake();
    detail = { datasetId: fake.datasetId };
  });
  afterEach(() => fake.close());

  const checkError = (changes: Partial<FacebookOfflineDetail>, token?: string) =>
    refusedCheck(createFacebookOfflineDestination(options(token)).check({ ...detail, ...changes }));

  it('check passes for the dataset the token may use, and sends nothing', async () => {
    await createFacebookOfflineDestination(options()).check(detail);
    expect(fake.events.size).toBe(0);
  });

  it('check refuses an unknown, a foreign or a malformed dataset with InvalidDatasetId on its field', async () => {
    const expected = {
      kind: 'credentials',
      code: 'InvalidDatasetId',
      message: 'Invalid / No Permissions for Dataset',
      field: 'datasetId',
    };
    expect(await checkError({ datasetId: '999999999' })).toMatchObject(expected);
    expect(await checkError({ datasetId: FOREIGN_FACEBOOK_DATASET_ID })).toMatchObject(expected);
    expect(await checkError({ datasetId: 'not a number' })).toMatchObject(expected);
  });

  it("tells a refused server token apart from the user's dataset, and a missing one as not set up", async () => {
    expect(await checkError({}, 'revoked-token')).toMatchObject({ code: 'InvalidAccessToken', field: undefined });
    const missing = await createFacebookOfflineDestination({ endpoints: { facebook: fake.endpoint } })
      .check(detail)
      .catch((e: unknown) => e);
    expect(missing).toMatchObject({ code: 'NotConfigured' });
  });

  it('maps a booked appointment to Schedule, skips bookings that did not happen and points transactions', () => {
    const booked = buildOrder({ createdAt: daysAgo(1), status: 'Booked' });
    expect(toOfflineEvent(booked, Date.now(), 'appointment')).toMatchObject({
      event_name: 'Schedule',
      custom_data: { value: 230 },
    });
    expect(toOfflineEvent({ ...booked, status: 'NO-SHOW' }, Date.now(), 'appointment')).toBeNull();
    expect(toOfflineEvent(booked, Date.now(), 'points')).toBeNull();
    expect(toOfflineEvent(booked, Date.now(), 'sale')).toMatchObject({ event_name: 'Purchase' });
  });

  it('maps a store sale to a hashed, physical-store Purchase event', () => {
    const order = buildOrder({ email: ' John_Smith@gmail.com ', createdAt: daysAgo(1) });
    const event = toOfflineEvent(order, Date.now());
    expect(event).toMatchObject({
      event_name: 'Purchase',
      action_source: 'physical_store',
      // the reference's test vector [F4]
      user_data: {
        em: ['62a14e44f765419d10fea99367361a727c12365e2520f32218d505ed9aa0f62f'],
        external_id: [sha256('c1')],
      },
      custom_data: {
        currency: 'USD',
        value: 230,
        order_id: 'o1',
        contents: [{ id: 'TS-1', quantity: 2, item_price: 120 }],
      },
    });
    expect(event?.event_time).toBe(Math.floor(Date.parse(order.createdAt) / 1000));
  });

  it('pushes recent store sales; web, old, cancelled and anonymous orders stay home', async () => {
    const destination = createFacebookOfflineDestination(options());
    const records = [
      ...Array.from({ length: 7 }, (_, i) => buildOrder({ vendorId: `o${i}`, createdAt: daysAgo(i + 1) })),
      buildOrder({ vendorId: 'web', channel: 'web', createdAt: daysAgo(1) }),
      buildOrder({ vendorId: 'old', createdAt: daysAgo(70) }),
      buildOrder({ vendorId: 'cancelled', status: 'cancelled', createdAt: daysAgo(1) }),
      buildOrder({ vendorId: 'anon', email: null, customerVendorId: null, createdAt: daysAgo(1) }),
    ];
    await destination.push(detail, { stream: 'orders', records }, CONTEXT);
    const received = fake.events.get(fake.datasetId) ?? [];
    expect(received).toHaveLength(7);
    // sent again (a run after a failure): Meta's dedup on order id, time and name keeps one of each
    await destination.push(detail, { stream: 'orders', records }, CONTEXT);
    expect(fake.events.get(fake.datasetId)).toHaveLength(7);
  });

  it("retries Graph's throttling (HTTP 400, code 4) and 5xx answers", async () => {
    fake.failNext(2, 429);
    fake.failNext(1, 503);
    await createFacebookOfflineDestination(options()).push(
      detail,
      { stream: 'orders', records: [buildOrder({ createdAt: daysAgo(2) })] },
      CONTEXT,
    );
    expect(fake.events.get(fake.datasetId)).toHaveLength(1);
    expect(fake.requests().map((r) => r.status)).toEqual([400, 400, 503, 200]);
  });

  it('other streams are not sent: Meta takes conversions only', async () => {
    const destination = createFacebookOfflineDestination(options());
    expect(destination.streams).toEqual(['orders']);
  });
});

describe('a dataset StoreLens may view but not upload to', () => {
  it('passes the check (a read) and fails the push with InvalidDatasetId', async () => {
    const fake = await startFacebookFake();
    try {
      const options = {
        endpoints: { facebook: fake.endpoint, facebookAccessToken: fake.accessToken },
        retry: FAST_RETRY,
      };
      const destination = createFacebookOfflineDestination(options);
      const detail = { datasetId: VIEW_ONLY_FACEBOOK_DATASET_ID };
      await destination.check(detail);
      const err = await destination
        .push(detail, { stream: 'orders', records: [buildOrder({ createdAt: daysAgo(1) })] }, CONTEXT)
        .catch((e: unknown) => e);
      expect(err).toMatchObject({ code: 'InvalidDatasetId', status: 403 });
    } finally {
      await fake.close();
    }
  });
});
