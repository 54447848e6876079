import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { type LightspeedFake, startLightspeedFake } from '@storelens/fakes/lightspeed/lightspeed-fake';
import { type OAuthFake, startOAuthFake } from '@storelens/fakes/oauth/oauth-fake';
import { DEFAULT_OAUTH_CLIENT } from '@storelens/fakes/oauth/oauth2-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSource } from '../../../modules/sync/sync-engine.service.ts';
import { expectReconnectOnceAfter, startVendorKit, type VendorKit } from '../../testing/vendor-harness.fixture.ts';
import { storeSignedInSource } from '../../testing/vendor-oauth.fixture.ts';

// Lightspeed renews an expired access token with its refresh token (rotating both,
// reference §4), stores the new pair sealed, and turns to 'reconnect' only when the refresh is refused.

const SIZES = { customers: 12, orders: 15, products: 6, locations: 2 };

let oauth: OAuthFake;
let lightspeed: LightspeedFake;
let kit: VendorKit;

beforeAll(async () => {
  oauth = await startOAuthFake();
  lightspeed = await startLightspeedFake({ ...SIZES, seed: 8, bucket: null });
  kit = await startVendorKit({
    sourceType: SOURCE_TYPE.lightspeed,
    endpoints: { ...oauth.endpoints, lightspeed: lightspeed.url },
    env: { LIGHTSPEED_CLIENT_ID: DEFAULT_OAUTH_CLIENT.id, LIGHTSPEED_CLIENT_SECRET: DEFAULT_OAUTH_CLIENT.secret },
    accountName: 'Lightspeed Co',
    // the sources are stored as the sign-in leaves them, linked to nothing
    destination: null,
  });
});
afterAll(async () => {
  await kit?.close();
  await Promise.all([oauth?.close(), lightspeed?.close()]);
});

/** A set-up Lightspeed source holding `tokens`, as the OAuth flow leaves it. */
const lightspeedSource = (tokens: { accessToken: string; refreshToken: string }) =>
  storeSignedInSource(
    kit,
    SOURCE_TYPE.lightspeed,
    { ecomIdentifierType: 'shop', accountId: lightspeed.credentials.accountId, ...tokens },
    { name: `Lightspeed ${tokens.refreshToken.slice(-6)}`, frequencyMinutes: 60, startDate: '2020-01-01' },
  );

describe('Lightspeed token renewal', () => {
  it('renews an expired token once, stores the rotated pair sealed, and pulls every stream', async () => {
    const first = oauth.lightspeed.issue();
    const id = await lightspeedSource({ accessToken: 'ls-expired-token', refreshToken: first.refresh_token });
    const issued = oauth.lightspeed.issuedAccessTokens.length;
    const outcome = await kit.run(id, 'manual');
    expect(outcome.counts.pulled).toMatchObject({ orders: SIZES.orders, customers: SIZES.customers });
    // one renewal for the whole run: the later streams used the renewed token
    expect(oauth.lightspeed.issuedAccessTokens.length).toBe(issued + 1);
    const { row, secrets } = await kit.stored(id);
    expect(secrets.accessToken).toBe(lightspeed.credentials.accessToken);
    expect(secrets.refreshToken).toMatch(/^rt_/);
    expect(secrets.refreshToken).not.toBe(first.refresh_token);
    // the tokens are sealed: the clear detail and the row's text never hold them
    expect(row.detail).not.toHaveProperty('accessToken');
    expect(row.detail).not.toHaveProperty('refreshToken');
    expect(JSON.stringify(row)).not.toContain(secrets.refreshToken);
    expect(row.health).toBe('ok');

    // the next run uses the stored token: no renewal
    await kit.run(id);
    expect(oauth.lightspeed.issuedAccessTokens.length).toBe(issued + 1);
  });

  it('keeps the stored refresh token and stays out of reconnect when the token endpoint is down', async () => {
    const pair = oauth.lightspeed.issue();
    const id = await lightspeedSource({ accessToken: 'ls-expired-token', refreshToken: pair.refresh_token });
    oauth.failNext(1, 503);
    const outcome = await runSource(kit.t.deps, id, 'scheduled');
    expect(outcome.status).toBe('failed');
    const { row, secrets } = await kit.stored(id);
    expect(row.health).toBe('error');
    expect(secrets.refreshToken).toBe(pair.refresh_token);
    // once the vendor answers again, the same refresh token renews
    await kit.run(id);
  });

  it("turns to 'reconnect' and mails the admins once only when Lightspeed refuses the refresh token", async () => {
    const pair = oauth.lightspeed.issue();
    const id = await lightspeedSource({ accessToken: 'ls-expired-token', refreshToken: pair.refresh_token });
    const failed = await expectReconnectOnceAfter(
      kit,
      id,
      async () => {
        oauth.lightspeed.revoke(pair.refresh_token);
        return undefined;
      },
      await kit.mailsToOwner(),
    );
    expect(failed.error).toContain('reconnect Lightspeed');
  });
});
