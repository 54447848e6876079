import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { startPerkvilleFake } from '@storelens/fakes/perkville/perkville-fake';
import { expect } from 'vitest';
import { describeSourceApi } from '../../testing/source-api-suite.fixture.ts';
import type { VendorKit } from '../../testing/vendor-harness.fixture.ts';
import * as viaOAuth from '../../testing/vendor-oauth.fixture.ts';

// Perkville through the common API suite, connected through its OAuth sign-in (a code its sign-in
// never issued is spec 2 §8's save failure), into the customer-data platform; an expired token
// renewed and stored sealed; a refused renewal turning the source to 'reconnect'.

const SIZES = { customers: 45, orders: 70, products: 20, locations: 2 };

/** Creates a source and finishes its sign-in with `code` (the provider's, unless given). */
const connect = (kit: VendorKit, code?: string) =>
  viaOAuth.signInSource(kit, {}, { name: `Perkville ${code ?? 'signed in'}`, code });

describeSourceApi({
  title: 'a Perkville',
  sourceType: SOURCE_TYPE.perkville,
  start: () => viaOAuth.startWithOAuth(() => startPerkvilleFake({ ...SIZES, seed: 34 })),
  kit: ({ oauth, vendor }) => ({
    endpoints: { ...oauth.endpoints, perkville: vendor.apiUrl },
    env: viaOAuth.oauthClientEnv('PERKVILLE'),
    accountName: 'Perkville Co',
  }),
  detail: () => ({}),
  refusedSave: async ({ kit }) => {
    const { done } = await connect(kit, 'forged-code');
    expect(done.statusCode).toBe(400);
    expect(done.json()).toMatchObject({ error: 'ValidationFailed', message: viaOAuth.SAVE_FAILED });
  },
  save: async ({ kit }) => {
    const { id, done } = await connect(kit);
    expect(done.statusCode, done.body).toBe(200);
    return id;
  },
  firstRun: () => SIZES,
  next: {
    change: ({ vendor }) => {
      vendor.data.orders.touch(5, () => ({ status: 'refunded' }));
      vendor.data.orders.add();
      vendor.data.customers.touch(9);
      vendor.data.products.touch(3);
    },
    pulled: () => ({ locations: 0, customers: 1, products: 1, orders: 2 }),
  },
  retry: {
    change: ({ vendor }) => void vendor.data.customers.touch(10),
    statuses: [429, 502],
    pulled: { customers: 1 },
  },
  revoked: ({ oauth }, { kit, sourceId }) =>
    viaOAuth.refusedRenewal(kit, sourceId, (token) => oauth.perkville.revoke(token), 'pv-expired-token'),
  more: (suite) => {
    viaOAuth.itRenewsAnExpiredToken(suite, 'pv-expired-token', (row) => expect(row.detail).toEqual({}));
  },
});
