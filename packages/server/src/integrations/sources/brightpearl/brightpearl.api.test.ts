import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { startBrightpearlFake } from '@storelens/fakes/brightpearl/brightpearl-fake';
import type { S3Fake } from '@storelens/fakes/s3/server';
import { expect, it } from 'vitest';
import { describeSourceApi } from '../../testing/source-api-suite.fixture.ts';
import { s3Destination } from '../../testing/vendor-destinations.fixture.ts';
import type { VendorKit } from '../../testing/vendor-harness.fixture.ts';
import * as viaOAuth from '../../testing/vendor-oauth.fixture.ts';

// Brightpearl through the common API suite, connected through its OAuth sign-in whose end is the
// credentials check (a token that cannot open the account is spec 2 §8's save failure), into the
// bucket (spec 2 §4: the bucket takes only Brightpearl); an expired token renewed and stored sealed;
// a refused renewal turning the source to 'reconnect'.

const SIZES = { customers: 45, orders: 70, products: 20, locations: 2 };

/** Creates a source for `account` and goes through its sign-in: the PATCH's answer and the source id. */
const connect = (kit: VendorKit, account: string) =>
  viaOAuth.signInSource(
    kit,
    { account, sendEmail: true, email: 'owner@example.com' },
    { name: `Brightpearl ${account}` },
  );

describeSourceApi({
  title: 'a Brightpearl',
  sourceType: SOURCE_TYPE.brightpearl,
  start: () => viaOAuth.startWithOAuth(() => startBrightpearlFake({ ...SIZES, seed: 33, account: 'acme' })),
  kit: ({ oauth, vendor }) => ({
    endpoints: { ...oauth.endpoints, brightpearl: vendor.apiUrl },
    env: viaOAuth.oauthClientEnv('BRIGHTPEARL'),
    destination: s3Destination('brightpearl-exports', 'bp'),
    accountName: 'Brightpearl Co',
  }),
  detail: () => ({}),
  refusedSave: async ({ kit }) => {
    const { id, done } = await connect(kit, 'someoneelse');
    expect(done.statusCode).toBe(400);
    expect(done.json()).toMatchObject({ error: 'ValidationFailed', message: viaOAuth.SAVE_FAILED });
    // nothing was stored: the source still waits for its sign-in
    expect((await kit.stored(id)).row).toMatchObject({ isSetup: false, secrets: null });
  },
  save: async ({ kit, fake }) => {
    const { id, done } = await connect(kit, 'acme');
    expect(done.statusCode, done.body).toBe(200);
    const { row, secrets } = await kit.stored(id);
    expect(row.isSetup).toBe(true);
    expect(secrets.accessToken).toBe(fake.vendor.credentials.accessToken);
    expect(row.detail).not.toHaveProperty('accessToken');
    return id;
  },
  firstRun: () => ({ ...SIZES, inventory: SIZES.products * SIZES.locations }),
  pushed: 'orders',
  next: {
    change: ({ vendor }) => {
      vendor.data.orders.touch(5, () => ({ status: 'refunded' }));
      vendor.data.orders.add();
      vendor.data.customers.touch(9);
      vendor.setStock(4, 1, 12);
    },
    // warehouses have no change time: the short list is read whole, and unchanged ones are not delivered again
    pulled: () => ({ locations: SIZES.locations, customers: 1, products: 1, inventory: SIZES.locations, orders: 2 }),
    pushed: { orders: 2 },
  },
  // the throttle's 503 and a 5xx
  retry: {
    change: ({ vendor }) => void vendor.data.customers.touch(10),
    statuses: [503, 502],
    pulled: { customers: 1 },
  },
  revoked: ({ oauth }, { kit, sourceId }) =>
    viaOAuth.refusedRenewal(kit, sourceId, (token) => oauth.brightpearl.revoke(token), 'bp-expired-token'),
  more: (suite) => {
    it('filled the bucket', () => {
      expect((suite.kit.destination!.fake as S3Fake).objects.size).toBeGreaterThan(0);
    });

    viaOAuth.itRenewsAnExpiredToken(suite, 'bp-expired-token', (row) => expect(row.health).toBe('ok'));
  },
});
