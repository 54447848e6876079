import type { SourceTypeId } from '@storelens/contract/domain/connectors';
import { DESTINATION_TYPE, SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { startBrightpearlFake } from '@storelens/fakes/brightpearl/brightpearl-fake';
import { startLightspeedFake } from '@storelens/fakes/lightspeed/lightspeed-fake';
import { startOAuthFake } from '@storelens/fakes/oauth/oauth-fake';
import { DEFAULT_OAUTH_CLIENT } from '@storelens/fakes/oauth/oauth2-provider';
import { DEFAULT_RACEROSTER_USER } from '@storelens/fakes/oauth/raceroster-auth';
import { startPerkvilleFake } from '@storelens/fakes/perkville/perkville-fake';
import { startShopifyFake } from '@storelens/fakes/shopify/shopify-fake';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sources } from '../../db/connectors.schema.ts';
import { mailOutbox } from '../../db/schema.ts';
import { hashToken, newToken } from '../../platform/crypto.ts';
import { buildSealedSource, failCursorWrites } from '../../test/connectors.fixture.ts';
import { buildAccount } from '../../test/factories.ts';
import { useConnectorsAdmin, useTestContextWithFakes } from '../../test/test-app.ts';
import { VALIDATION_TOKEN_HOURS } from '../sources/sources.service.ts';

const PUBLIC_URL = 'http://localhost:3000';
const FINALIZE = `${PUBLIC_URL}/finalizeOauth`;
const INVALID = { error: 'InvalidToken', message: 'The link is either invalid or has expired.' };
const SAVE_FAILED = 'There was a problem saving your validation credentials. Please try again.';
const { id: CLIENT_ID, secret: CLIENT_SECRET } = DEFAULT_OAUTH_CLIENT;

// the flows end with the connector's check, against these API fakes (Brightpearl's account is 'acme')
const tiny = { customers: 2, orders: 2, products: 2, locations: 1 };
const { t, fakes } = useTestContextWithFakes(
  {
    oauth: () => startOAuthFake({ redirectUris: [FINALIZE] }),
    lightspeed: () => startLightspeedFake({ ...tiny, seed: 3, bucket: null }),
    shopify: () => startShopifyFake({ ...tiny, seed: 4, throttle: null, oauth: { redirectUris: [FINALIZE] } }),
    brightpearl: () => startBrightpearlFake({ ...tiny, seed: 5, account: 'acme' }),
    perkville: () => startPerkvilleFake({ ...tiny, seed: 6 }),
  },
  (f) => ({
    ...f.oauth.endpoints,
    lightspeed: f.lightspeed.url,
    shopify: f.shopify.shopUrlTemplate,
    brightpearl: f.brightpearl.apiUrl,
    perkville: f.perkville.apiUrl,
  }),
  oauthClientsEnv(),
);
const admin = useConnectorsAdmin(t, 'Validation Co');

/** Every OAuth provider's client is the fake's, and links point at PUBLIC_URL. */
function oauthClientsEnv() {
  const env: Record<string, string> = { PUBLIC_URL };
  for (const name of ['SHOPIFY', 'LIGHTSPEED', 'BRIGHTPEARL', 'PERKVILLE', 'RACEROSTER']) {
    env[`${name}_CLIENT_ID`] = CLIENT_ID;
    env[`${name}_CLIENT_SECRET`] = CLIENT_SECRET;
  }
  env.RUNSIGNUP_CONSUMER_KEY = CLIENT_ID;
  env.RUNSIGNUP_CONSUMER_SECRET = CLIENT_SECRET;
  return env;
}

/** A source waiting for its credentials, as createSource leaves it; answers its link token. */
async function flowSource(
  type: SourceTypeId,
  detail: Record<string, unknown> = {},
  options: { expiresInHours?: number } = {},
) {
  const token = newToken();
  const row = await buildSealedSource(t, {
    accountId: admin.accountId,
    name: `Flow ${type} ${token.slice(0, 6)}`,
    sourceType: type,
    detail,
    anchorTime: '02:00',
    timezone: 'America/New_York',
    isSetup: false,
    validationTokenHash: hashToken(token),
    validationTokenExpiresAt: new Date(
      t.deps.now().getTime() + (options.expiresInHours ?? VALIDATION_TOKEN_HOURS) * 3_600_000,
    ),
  });
  return { token, id: row.id };
}

const call = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}) });

const sourceRow = async (id: number) => (await t.deps.database.db.select().from(sources).where(eq(sources.id, id)))[0]!;
const storedDetail = async (id: number) => {
  const row = await sourceRow(id);
  return { ...row.detail, ...(row.secrets ? JSON.parse(t.deps.secrets.decrypt(row.secrets)) : {}) } as Record<
    string,
    unknown
  >;
};

/** What a browser does with a redirect: follow it once, without cookies. */
async function followRedirect(url: string): Promise<URL> {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status, await res.clone().text()).toBe(302);
  return new URL(res.headers.get('location')!);
}

describe('GET /api/sources/validation/{token}', () => {
  it('answers the source type and its detail with secrets masked, without a session', async () => {
    const { token } = await flowSource(9, {
      account: 'acme',
      sendEmail: true,
      email: 'owner@example.com',
      accessToken: 'old-token',
    });
    const res = await call('GET', `/sources/validation/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      sourceType: SOURCE_TYPE.brightpearl,
      detail: { account: 'acme', sendEmail: true, email: 'owner@example.com', accessToken: '********' },
    });
  });

  it('refuses an unknown, an expired and a used link with the spec text', async () => {
    expect((await call('GET', '/sources/validation/not-a-token')).json()).toEqual(INVALID);
    // none at all: the same words (spec 2 §8 'invalid or missing token')
    expect((await call('GET', '/sources/runSignup/requestToken')).json()).toEqual(INVALID);
    const expired = await flowSource(4);
    t.clock.advanceMinutes(VALIDATION_TOKEN_HOURS * 60 + 1);
    try {
      const res = await call('GET', `/sources/validation/${expired.token}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(INVALID);
      // and an expired link cannot save credentials either
      const save = await call('PATCH', `/sources/oauth/${expired.token}`, DEFAULT_RACEROSTER_USER_BODY);
      expect(save.json()).toEqual(INVALID);
    } finally {
      t.clock.reset();
    }
  });
});

const DEFAULT_RACEROSTER_USER_BODY = {
  login: DEFAULT_RACEROSTER_USER.username,
  password: DEFAULT_RACEROSTER_USER.password,
};

describe('Race Roster login (spec 2 §4, §5)', () => {
  it("refuses a wrong login with 'Invalid Login or Password' and keeps the link usable", async () => {
    const { token, id } = await flowSource(4);
    const res = await call('PATCH', `/sources/oauth/${token}`, {
      login: DEFAULT_RACEROSTER_USER.username,
      password: 'wrong',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'InvalidLogin', message: 'Invalid Login or Password' });
    expect((await sourceRow(id)).isSetup).toBe(false);
    expect((await call('GET', `/sources/validation/${token}`)).statusCode).toBe(200);
  });

  it('requires login and password', async () => {
    const { token } = await flowSource(4);
    const res = await call('PATCH', `/sources/oauth/${token}`, { login: '', password: '' });
    expect(res.statusCode).toBe(400);
  });

  it('saves the tokens sealed, sets the source up, schedules it and spends the link', async () => {
    const { token, id } = await flowSource(4);
    const res = await call('PATCH', `/sources/oauth/${token}`, DEFAULT_RACEROSTER_USER_BODY);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'Success' });
    const row = await sourceRow(id);
    expect(row).toMatchObject({ isSetup: true, validationTokenHash: null, validationTokenExpiresAt: null });
    expect(row.nextRunTime!.getTime()).toBeGreaterThan(Date.now());
    expect(t.sentJobs).toContainEqual({ name: 'source-sync', payload: { sourceId: id, kind: 'manual' } });
    // secrets only in the sealed column
    expect(row.detail).toEqual({ login: DEFAULT_RACEROSTER_USER.username });
    expect(row.secrets).not.toContain(fakes.oauth.raceRoster.accessTokens.at(-1)!);
    const detail = await storedDetail(id);
    expect(detail.accessToken).toBe(fakes.oauth.raceRoster.accessTokens.at(-1));
    expect(detail.refreshToken).toMatch(/^rrr_/);
    // single use
    expect((await call('PATCH', `/sources/oauth/${token}`, DEFAULT_RACEROSTER_USER_BODY)).json()).toEqual(INVALID);
    expect((await call('GET', `/sources/validation/${token}`)).json()).toEqual(INVALID);
  });

  it('answers the save failure when Race Roster is down', async () => {
    const { token } = await flowSource(4);
    fakes.oauth.failNext(1, 503);
    const res = await call('PATCH', `/sources/oauth/${token}`, DEFAULT_RACEROSTER_USER_BODY);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'ValidationFailed', message: SAVE_FAILED });
  });

  it('refuses a body of another flow', async () => {
    const { token } = await flowSource(4);
    const res = await call('PATCH', `/sources/oauth/${token}`, { code: 'abc', qs: '' });
    expect(res.json().message).toBe(SAVE_FAILED);
  });
});

describe('Lightspeed OAuth 2 (spec 2 §7)', () => {
  it('gives the authorize URL with state = token and the spec scopes; finalizes with the code once', async () => {
    const { token, id } = await flowSource(8, {
      ecomIdentifierType: 'shop',
      ecomIdentifier: [],
      inventoryStoreIgnore: [],
    });
    const res = await call('GET', `/sources/validation/${token}/authorizeUrl`);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    expect(res.json().flow).toBe('oauth2');
    expect(`${url.origin}${url.pathname}`).toBe(`${fakes.oauth.endpoints.lightspeedAuth}/auth/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: CLIENT_ID,
      scope: 'employee:customers_read employee:inventory_read employee:register_read',
      state: token,
    });

    // the browser goes there and comes back to /finalizeOauth?code&state
    const back = await followRedirect(url.toString());
    expect(`${back.origin}${back.pathname}`).toBe(FINALIZE);
    expect(back.searchParams.get('state')).toBe(token);
    const code = back.searchParams.get('code')!;

    const wrong = await call('PATCH', `/sources/oauth/${token}`, { code: 'not-the-code', qs: '' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'ValidationFailed', message: SAVE_FAILED });

    const ok = await call('PATCH', `/sources/oauth/${token}`, { code, qs: back.search });
    expect(ok.statusCode, ok.body).toBe(200);
    const detail = await storedDetail(id);
    expect(detail).toMatchObject({
      accessToken: fakes.lightspeed.credentials.accessToken,
      accountId: fakes.lightspeed.credentials.accountId,
    });
    expect(detail.refreshToken).toMatch(/^rt_/);
    expect((await sourceRow(id)).isSetup).toBe(true);
    // the link and the code are both spent
    expect((await call('PATCH', `/sources/oauth/${token}`, { code, qs: back.search })).json()).toEqual(INVALID);
  });

  it('fails to save when the code was already used (provider: single use)', async () => {
    const first = await flowSource(8);
    const second = await flowSource(8);
    const back = await followRedirect(
      (await call('GET', `/sources/validation/${first.token}/authorizeUrl`)).json().url,
    );
    const code = back.searchParams.get('code')!;
    expect((await call('PATCH', `/sources/oauth/${first.token}`, { code, qs: back.search })).statusCode).toBe(200);
    const reused = await call('PATCH', `/sources/oauth/${second.token}`, { code, qs: back.search });
    expect(reused.json()).toMatchObject({ message: SAVE_FAILED });
    expect((await sourceRow(second.id)).isSetup).toBe(false);
  });
});

describe('Shopify OAuth 2 (spec 2 §7)', () => {
  const storeName = () => fakes.shopify.credentials.storeName;

  it("goes to the shop's authorize URL with the spec scopes and saves a signed return", async () => {
    const { token, id } = await flowSource(15, {
      storeName: storeName(),
      appType: 'custom',
      ignoredInventoryLocations: [],
      isGqlSalespersonFetchEnabled: false,
    });
    const url = new URL((await call('GET', `/sources/validation/${token}/authorizeUrl`)).json().url);
    expect(url.toString().startsWith(`${fakes.shopify.url}/shops/${storeName()}/admin/oauth/authorize?`)).toBe(true);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: CLIENT_ID,
      scope: 'read_customers,read_products,read_orders,read_all_orders,read_inventory,read_locations',
      redirect_uri: FINALIZE,
      state: token,
    });
    const back = await followRedirect(url.toString());
    expect(back.searchParams.get('hmac')).toMatch(/^[0-9a-f]{64}$/);

    // a tampered return (not signed by Shopify) is refused before the code is spent
    const tampered = back.search.replace(/shop=[^&]+/, 'shop=evil.myshopify.com');
    const refused = await call('PATCH', `/sources/oauth/${token}`, {
      code: back.searchParams.get('code')!,
      qs: tampered,
    });
    expect(refused.json()).toMatchObject({ message: SAVE_FAILED });

    const ok = await call('PATCH', `/sources/oauth/${token}`, {
      code: back.searchParams.get('code')!,
      qs: back.search,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await storedDetail(id)).toMatchObject({
      appType: 'custom',
      accessToken: fakes.shopify.credentials.accessToken,
      storeName: storeName(),
    });
  });
});

describe('Perkville and Brightpearl OAuth 2', () => {
  it('Perkville: authorize with redirect_uri and scopes; the exchange repeats the redirect URI', async () => {
    const { token, id } = await flowSource(11);
    const url = new URL((await call('GET', `/sources/validation/${token}/authorizeUrl`)).json().url);
    expect(`${url.origin}${url.pathname}`).toBe(`${fakes.oauth.endpoints.perkvilleAuth}/api/authorize/`);
    expect(url.searchParams.get('redirect_uri')).toBe(FINALIZE);
    expect(url.searchParams.get('scope')).toBe('PUBLIC ADMIN_CUSTOMER_INFO ADMIN_LOCATION');
    expect(url.searchParams.get('state')).toBe(token);
    const back = await followRedirect(url.toString());
    expect(
      (await call('PATCH', `/sources/oauth/${token}`, { code: back.searchParams.get('code')!, qs: back.search }))
        .statusCode,
    ).toBe(200);
    expect((await storedDetail(id)).accessToken).toBe(fakes.oauth.perkville.issuedAccessTokens.at(-1));
  });

  it("Brightpearl: authorizes on the source's account and keeps the API domain", async () => {
    const { token, id } = await flowSource(9, { account: 'acme', sendEmail: false });
    const url = new URL((await call('GET', `/sources/validation/${token}/authorizeUrl`)).json().url);
    expect(url.pathname).toBe('/brightpearl/authorize/acme');
    const back = await followRedirect(url.toString());
    expect(
      (await call('PATCH', `/sources/oauth/${token}`, { code: back.searchParams.get('code')!, qs: back.search }))
        .statusCode,
    ).toBe(200);
    expect(await storedDetail(id)).toMatchObject({ account: 'acme', apiDomain: 'ws-use.brightpearl.com' });
  });

  it('Brightpearl: a token that cannot open the account is the save failure, and the link stays usable', async () => {
    const { token, id } = await flowSource(9, { account: 'other', sendEmail: false });
    const url = new URL((await call('GET', `/sources/validation/${token}/authorizeUrl`)).json().url);
    const back = await followRedirect(url.toString());
    const res = await call('PATCH', `/sources/oauth/${token}`, {
      code: back.searchParams.get('code')!,
      qs: back.search,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'ValidationFailed', message: SAVE_FAILED });
    expect((await sourceRow(id)).isSetup).toBe(false);
    expect((await call('GET', `/sources/validation/${token}`)).statusCode).toBe(200);
  });

  it('a Race Roster link has no authorize URL', async () => {
    const { token } = await flowSource(4);
    expect((await call('GET', `/sources/validation/${token}/authorizeUrl`)).json().message).toBe(SAVE_FAILED);
  });
});

describe('RunSignup OAuth 1.0a (spec 2 §7)', () => {
  it('requests a token, approves it and swaps it with the verifier, once', async () => {
    const { token, id } = await flowSource(5);
    const authorize = (await call('GET', `/sources/validation/${token}/authorizeUrl`)).json();
    expect(authorize).toEqual({ flow: 'oauth1', url: `${fakes.oauth.endpoints.runSignup}/OAuth/Verify` });

    const res = await call('GET', `/sources/runSignup/requestToken?token=${encodeURIComponent(token)}`);
    expect(res.statusCode, res.body).toBe(200);
    const requestToken = res.json().token as string;
    // the pending request token is not shown on the page
    expect((await call('GET', `/sources/validation/${token}`)).json().detail).toEqual({});

    const back = await followRedirect(`${authorize.url}?oauth_token=${requestToken}`);
    expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/runsignup`);
    expect(back.searchParams.get('t')).toBe(token);
    expect(back.searchParams.get('oauth_token')).toBe(requestToken);
    const verifier = back.searchParams.get('oauth_verifier')!;

    const wrong = await call('PATCH', `/sources/oauth/${token}`, { oauthToken: requestToken, oauthVerifier: 'wrong' });
    expect(wrong.json()).toMatchObject({ message: SAVE_FAILED });
    const other = await call('PATCH', `/sources/oauth/${token}`, {
      oauthToken: 'another-token',
      oauthVerifier: verifier,
    });
    expect(other.json()).toMatchObject({ message: SAVE_FAILED });

    const ok = await call('PATCH', `/sources/oauth/${token}`, { oauthToken: requestToken, oauthVerifier: verifier });
    expect(ok.statusCode, ok.body).toBe(200);
    const detail = await storedDetail(id);
    expect(detail).toEqual({
      oauthToken: fakes.oauth.runSignup.accessTokens.at(-1)!.token,
      oauthTokenSecret: fakes.oauth.runSignup.accessTokens.at(-1)!.secret,
    });
    expect(
      (await call('PATCH', `/sources/oauth/${token}`, { oauthToken: requestToken, oauthVerifier: verifier })).json(),
    ).toEqual(INVALID);
  });

  it('needs a live RunSignup link for a request token', async () => {
    expect((await call('GET', '/sources/runSignup/requestToken?token=nope')).json()).toEqual(INVALID);
    const raceRoster = await flowSource(4);
    expect((await call('GET', `/sources/runSignup/requestToken?token=${raceRoster.token}`)).json()).toEqual(INVALID);
    expect((await call('GET', '/sources/runSignup/requestToken')).statusCode).toBe(400);
  });
});

describe('OAuth email option (spec 2 §5)', () => {
  /** An account of its own (the other tests fill the first one up to its source limit), with a Cadence destination. */
  async function accountWithCadence(name: string) {
    const account = await buildAccount(t.deps.database.db, { accountType: 'Connectors', name });
    const destinationId = await admin.saveDestination('Cadence', DESTINATION_TYPE.cadence, {}, account.id);
    return { account, destinationId };
  }
  /** A system user creates a Lightspeed source whose validation link is to be mailed to `email`. */
  const createMailedLightspeed = (accountId: number, destinationId: number, name: string, email: string) =>
    admin.call('POST', `/sources/${accountId}/`, {
      name,
      type: SOURCE_TYPE.lightspeed,
      detail: { sendEmail: true, email },
      startDate: '2024-01-01',
      destinations: [{ id: destinationId, detail: {} }],
    });

  it('mails the validation link when a system user creates a Lightspeed source with sendEmail', async () => {
    const { account, destinationId } = await accountWithCadence('Email Co');
    const res = await createMailedLightspeed(
      account.id,
      destinationId,
      'Emailed Lightspeed',
      'store-owner@example.com',
    );
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json().validationToken as string;
    expect(token).toBeTruthy();
    const [mail] = await t.deps.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'sourceValidation'), eq(mailOutbox.to, 'store-owner@example.com')));
    expect(mail).toBeDefined();
    expect(t.deps.secrets.decrypt(mail!.textSealed)).toContain(`${PUBLIC_URL}/validateSource?t=${token}`);
    expect((await call('GET', `/sources/validation/${token}`)).json().sourceType).toBe(8);
  });

  it('mails nothing and queues nothing when the create fails after its first writes', async () => {
    const { account, destinationId } = await accountWithCadence('Failing Co');
    // a failure injected after the source row and its link are written: the cursors cannot be stored
    const undo = await failCursorWrites(t, destinationId);
    const mailsBefore = (await t.deps.database.db.select().from(mailOutbox)).length;
    const jobsBefore = t.sentJobs.length;
    try {
      const res = await createMailedLightspeed(account.id, destinationId, 'Never mailed', 'never@example.com');
      expect(res.statusCode, res.body).toBe(500);
    } finally {
      await undo();
    }
    expect(await t.deps.database.db.select().from(sources).where(eq(sources.accountId, account.id))).toEqual([]);
    expect((await t.deps.database.db.select().from(mailOutbox)).length).toBe(mailsBefore);
    expect(t.sentJobs.length).toBe(jobsBefore);
  });

  it("refuses to create without the option ticked ('Send Email must be ticked'), and sends nothing", async () => {
    const account = await buildAccount(t.deps.database.db, { accountType: 'Connectors', name: 'Quiet Co' });
    const post = (url: string, payload: object) => admin.call('POST', url, payload);
    // spec 2 §4: Brightpearl feeds UQube
    const destination = await post(`/destinations/${account.id}/`, {
      name: 'UQube',
      type: DESTINATION_TYPE.uqube,
      detail: { database: 'db' },
    });
    const before = (await t.deps.database.db.select().from(mailOutbox)).length;
    const res = await post(`/sources/${account.id}/`, {
      name: 'Quiet Brightpearl',
      type: SOURCE_TYPE.brightpearl,
      detail: { account: 'quiet', sendEmail: false },
      startDate: '2024-01-01',
      destinations: [{ id: destination.json().id, detail: {} }],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields['detail.sendEmail']).toBe('Send Email must be ticked');
    expect((await t.deps.database.db.select().from(mailOutbox)).length).toBe(before);
  });
});
