import type { SourceTypeId } from '@storelens/contract/domain/connectors';
import { SOURCE_SECRET_FIELDS } from '@storelens/contract/validation/sources';
import { startOAuthFake } from '@storelens/fakes/oauth/oauth-fake';
import { DEFAULT_OAUTH_CLIENT } from '@storelens/fakes/oauth/oauth2-provider';
import { expect, it } from 'vitest';
import { sources } from '../../db/connectors.schema.ts';
import { sealDetail } from '../connector-secrets.ts';
import type { SourceApiSuite, SuiteFake } from './source-api-suite.fixture.ts';
import type { Refusal, VendorKit } from './vendor-harness.fixture.ts';

/**
 * The OAuth sources' steps in the vendor API tests (Perkville, Brightpearl, Lightspeed): a source
 * saved and then signed in through the vendor's fake provider, a source stored as the sign-in leaves
 * it, and a refused token renewal as the refusal that turns it to 'reconnect'.
 */

/**
 * Creates a source with `detail` and goes through its sign-in: the authorize URL, the provider's
 * redirect, and PATCH /sources/oauth/{token} with the provider's code (or `code`, one it never issued).
 */
export async function signInSource(
  kit: VendorKit,
  detail: Record<string, unknown>,
  { name, code }: { name: string; code?: string },
) {
  const created = await kit.create(detail, { name });
  expect(created.statusCode, created.body).toBe(200);
  const { id, validationToken } = created.json() as { id: number; validationToken: string };
  const url = (await kit.t.app.inject({ url: `/api/sources/validation/${validationToken}/authorizeUrl` })).json().url;
  const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!);
  const done = await kit.t.app.inject({
    method: 'PATCH',
    url: `/api/sources/oauth/${validationToken}`,
    payload: { code: code ?? back.searchParams.get('code'), qs: back.search },
  });
  return { id, done };
}

/** A set-up source of `type` in the kit's account holding `detail` (tokens sealed), as a finished sign-in leaves it. */
export async function storeSignedInSource(
  kit: VendorKit,
  type: SourceTypeId,
  detail: Record<string, unknown>,
  row: { name: string; frequencyMinutes: number; startDate: string },
): Promise<number> {
  const sealed = sealDetail(kit.t.deps.secrets, detail, SOURCE_SECRET_FIELDS[type]);
  const [stored] = await kit.t.deps.database.db
    .insert(sources)
    .values({
      ...row,
      accountId: kit.accountId,
      sourceType: type,
      detail: sealed.detail,
      secrets: sealed.secrets,
      anchorTime: '08:00',
      timezone: 'Etc/UTC',
      isSetup: true,
    })
    .returning();
  return stored!.id;
}

/**
 * The vendor refuses the stored refresh token (`revoke`, the fake provider's) while the access token
 * has lapsed (`expiredToken`): the run cannot renew. Nothing takes it back: the source stays refused.
 */
export const refusedRenewal =
  (kit: VendorKit, sourceId: number, revoke: (refreshToken: string) => void, expiredToken: string): Refusal =>
  async () => {
    const { secrets } = await kit.stored(sourceId);
    revoke(secrets.refreshToken!);
    await kit.setSecrets(sourceId, { accessToken: expiredToken });
    return undefined;
  };

/** Where the server's OAuth sign-ins come back to in these tests. */
export const OAUTH_PUBLIC_URL = 'http://localhost:3000';

/** What the validation page shows when a sign-in's end (the credentials check) fails. */
export const SAVE_FAILED = 'There was a problem saving your validation credentials. Please try again.';

/** The server's environment for a provider's OAuth client (`BRIGHTPEARL`, `PERKVILLE`): the fake provider's own client. */
export const oauthClientEnv = (provider: string) => ({
  PUBLIC_URL: OAUTH_PUBLIC_URL,
  [`${provider}_CLIENT_ID`]: DEFAULT_OAUTH_CLIENT.id,
  [`${provider}_CLIENT_SECRET`]: DEFAULT_OAUTH_CLIENT.secret,
});

/** A vendor's fake with the fake OAuth provider that signs its sources in, started and closed together. */
export async function startWithOAuth<V extends { close(): Promise<void>; failNext: SuiteFake['failNext'] }>(
  startVendor: () => Promise<V>,
) {
  const oauth = await startOAuthFake({ redirectUris: [`${OAUTH_PUBLIC_URL}/finalizeOauth`] });
  const vendor = await startVendor();
  return {
    oauth,
    vendor,
    failNext: vendor.failNext.bind(vendor),
    close: async () => void (await Promise.all([oauth.close(), vendor.close()])),
  };
}

/**
 * A stored access token that has lapsed is renewed in the next run with the refresh token, and the
 * new pair is stored sealed; `expect` checks the rest of what was stored.
 */
export function itRenewsAnExpiredToken(
  suite: SourceApiSuite<{ vendor: { credentials: { accessToken: string } } }>,
  expiredToken: string,
  expectStored: (row: typeof sources.$inferSelect) => void,
) {
  it('renews an expired token with the refresh token and stores the new pair sealed', async () => {
    const { kit, sourceId } = suite;
    const before = (await kit.stored(sourceId)).secrets.refreshToken;
    await kit.setSecrets(sourceId, { accessToken: expiredToken });
    await kit.run(sourceId);
    const { row, secrets } = await kit.stored(sourceId);
    expect(secrets.accessToken).toBe(suite.fake.vendor.credentials.accessToken);
    expect(secrets.refreshToken).not.toBe(before);
    expectStored(row);
  });
}
