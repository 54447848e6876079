import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { type LightspeedFake, startLightspeedFake } from '@storelens/fakes/lightspeed/lightspeed-fake';
import { type OAuthFake, startOAuthFake } from '@storelens/fakes/oauth/oauth-fake';
import { DEFAULT_OAUTH_CLIENT } from '@storelens/fakes/oauth/oauth2-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVendorKit, type VendorKit } from '../../testing/vendor-harness.fixture.ts';
import { storeSignedInSource } from '../../testing/vendor-oauth.fixture.ts';

// the Lightspeed preview tries the form's identifier settings before they are saved, on
// the saved connection (renewing an expired token like a run does).

let oauth: OAuthFake;
let lightspeed: LightspeedFake;
let kit: VendorKit;
let sourceId: number;

beforeAll(async () => {
  oauth = await startOAuthFake();
  lightspeed = await startLightspeedFake({
    customers: 5,
    orders: 150,
    products: 5,
    locations: 3,
    seed: 21,
    bucket: null,
  });
  kit = await startVendorKit({
    sourceType: SOURCE_TYPE.lightspeed,
    endpoints: { ...oauth.endpoints, lightspeed: lightspeed.url },
    env: { LIGHTSPEED_CLIENT_ID: DEFAULT_OAUTH_CLIENT.id, LIGHTSPEED_CLIENT_SECRET: DEFAULT_OAUTH_CLIENT.secret },
    destination: null,
  });
  sourceId = await storeSignedInSource(
    kit,
    SOURCE_TYPE.lightspeed,
    {
      ecomIdentifierType: 'shop',
      ecomIdentifier: [],
      inventoryStoreIgnore: [],
      accountId: lightspeed.credentials.accountId,
      accessToken: 'ls-expired-token',
      refreshToken: oauth.lightspeed.issue().refresh_token,
    },
    { name: 'Lightspeed', frequencyMinutes: 1440, startDate: '2024-01-01' },
  );
});
afterAll(async () => {
  await kit?.close();
  await Promise.all([oauth?.close(), lightspeed?.close()]);
});

const preview = async (query = '') => {
  const res = await kit.call('GET', `/sources/lightspeed/preview/${sourceId}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().records as Array<{ vendorId: string; channel: string; locationVendorId: string | null }>;
};

describe('GET /api/sources/lightspeed/preview/{id} with unsaved settings', () => {
  it('shows 100 sales; saved settings (no web shop) make every sale a store sale', async () => {
    const records = await preview();
    expect(records).toHaveLength(100);
    expect(records.every((r) => r.channel === 'store')).toBe(true);
  });

  it('splits the sales by the typed shop, without saving it', async () => {
    const before = (await kit.stored(sourceId)).row;
    const records = await preview(`?ecomIdentifierType=shop&ecomIdentifier=${encodeURIComponent(' 2 \n')}`);
    const web = records.filter((r) => r.channel === 'web');
    expect(web.length).toBeGreaterThan(0);
    expect(web.every((r) => r.locationVendorId === '2')).toBe(true);
    expect(records.filter((r) => r.channel === 'store').every((r) => r.locationVendorId !== '2')).toBe(true);
    const after = (await kit.stored(sourceId)).row;
    expect(after.detail).toEqual(before.detail);
  });

  it('refuses an identifier type the spec does not list', async () => {
    const res = await kit.call('GET', `/sources/lightspeed/preview/${sourceId}?ecomIdentifierType=nonsense`);
    expect(res.statusCode).toBe(400);
  });

  it('renewed the expired token once and stored the new pair sealed', async () => {
    const { row, secrets } = await kit.stored(sourceId);
    expect(secrets.accessToken).toBe(lightspeed.credentials.accessToken);
    expect(row.detail).not.toHaveProperty('refreshToken');
  });
});
