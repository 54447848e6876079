import { type APIRequestContext, expect, test } from '@playwright/test';
import { DESTINATION_TYPE, SOURCE_TYPE } from '../packages/contract/src/domain/connectors.ts';
import { startOAuthFake } from '../packages/fakes/src/oauth/oauth-fake.ts';
import { DEFAULT_RACEROSTER_USER } from '../packages/fakes/src/oauth/raceroster-auth.ts';
import { DEMO, DEMO_PASSWORD } from './helpers.ts';
import { E2E_PORTS } from './ports.ts';

// spec 2 §2, §4, §7, §8: the public validation pages against the auth fakes. The e2e server is
// told (scripts/e2e-server.mjs) that Race Roster and Brightpearl's auth host live on the shard's port base + 35 (e2e/ports.ts).

const OAUTH_PORT = E2E_PORTS.oauthFakes;
// the e2e server's PUBLIC_URL (scripts/e2e-server.mjs): where the providers send the browser back
const FINALIZE = `http://127.0.0.1:${E2E_PORTS.server}/finalizeOauth`;
const INVALID = 'The link is either invalid or has expired.';
const SAVED = 'Your credentials were saved. You can close this page.';
const csrf = { 'x-storelens-csrf': '1' };
/** The destination a race-registration source is linked to: a Blueshift one, with the link's product and consent. */
const RACE_DESTINATION = {
  type: DESTINATION_TYPE.blueshift,
  detail: { eventKey: 'event-key', usersKey: 'users-key' },
  link: {
    productUrl: 'https://race.example.com/p',
    productImage: 'https://race.example.com/i.png',
    consent: { email: 'Ignore', phone: 'Ignore' },
  },
};

let fake: Awaited<ReturnType<typeof startOAuthFake>>;
const created: Array<{ accountId: number; id: number }> = [];

test.beforeAll(async () => {
  fake = await startOAuthFake({ port: OAUTH_PORT, redirectUris: [FINALIZE] });
});

test.afterAll(async ({ request }) => {
  // the account has a source limit: leave room for the other specs
  await signInApi(request);
  for (const source of created)
    await request.delete(`/api/sources/${source.accountId}/${source.id}`, { headers: csrf });
  await fake?.close();
});

async function signInApi(request: APIRequestContext) {
  const res = await request.post('/api/auth', { data: { email: DEMO.admin, password: DEMO_PASSWORD }, headers: csrf });
  expect(res.ok()).toBe(true);
}

/** Creates, as the demo's system admin, a source whose credentials come through a validation link. */
async function createFlowSource(
  request: APIRequestContext,
  source: { type: number; detail: object },
  destination: { type: number; detail: object; link: object },
): Promise<string> {
  await signInApi(request);
  const accounts = (await (
    await request.get(`/api/user/accounts?search=${encodeURIComponent('StoreLens Connectors')}`, { headers: csrf })
  ).json()) as Array<{
    id: number;
    name: string;
  }>;
  const accountId = accounts.find((a) => a.name === 'StoreLens Connectors')!.id;
  const suffix = Date.now().toString(36);
  // the destination is checked on save: the demo fake's values (its key, its database) go in
  const demo = (await (await request.get('/api/connectors/demoValues', { headers: csrf })).json()) as {
    destinations: Record<string, Record<string, unknown>>;
  };
  const detail = { ...destination.detail, ...demo.destinations[String(destination.type)] };
  const dest = await request.post(`/api/destinations/${accountId}/`, {
    headers: csrf,
    data: { name: `Validation dest ${suffix}`, type: destination.type, detail },
  });
  expect(dest.ok(), await dest.text()).toBe(true);
  const res = await request.post(`/api/sources/${accountId}/`, {
    headers: csrf,
    data: {
      name: `Validation ${source.type} ${suffix}`,
      type: source.type,
      detail: source.detail,
      startDate: '2024-01-01',
      destinations: [{ id: (await dest.json()).id, detail: destination.link }],
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const body = await res.json();
  created.push({ accountId, id: body.id });
  expect(body.isSetup).toBe(false);
  return body.validationToken as string;
}

test.describe('source validation pages', () => {
  test('Race Roster: a wrong login is refused, the right one is saved, the link is then spent', async ({
    page,
    request,
  }) => {
    const token = await createFlowSource(request, { type: SOURCE_TYPE.raceRoster, detail: {} }, RACE_DESTINATION);
    await page.goto(`/validateSource?t=${encodeURIComponent(token)}`);
    await expect(page.getByRole('heading', { name: 'Connect Race Roster' })).toBeVisible();

    // both fields are required
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Login is required')).toBeVisible();

    await page.getByLabel('Login').fill(DEFAULT_RACEROSTER_USER.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid Login or Password');

    await page.getByLabel('Password').fill(DEFAULT_RACEROSTER_USER.password);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toHaveText(SAVED);
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(fake.raceRoster.accessTokens.length).toBeGreaterThan(0);

    await page.reload();
    await expect(page.getByRole('alert')).toHaveText(INVALID);
  });

  test('Brightpearl: Connect goes to the provider with state = token and /finalizeOauth saves the code', async ({
    page,
    request,
  }) => {
    const token = await createFlowSource(
      request,
      { type: SOURCE_TYPE.brightpearl, detail: { account: 'acme', sendEmail: true, email: 'store-owner@example.com' } },
      { type: DESTINATION_TYPE.uqube, detail: { database: 'warehouse' }, link: {} },
    );
    await page.goto(`/validateSource?t=${encodeURIComponent(token)}`);
    await expect(page.getByRole('heading', { name: 'Connect Brightpearl' })).toBeVisible();

    const authorize = page.waitForRequest((r) =>
      r.url().startsWith(`http://127.0.0.1:${OAUTH_PORT}/brightpearl/authorize/acme`),
    );
    await page.getByRole('button', { name: 'Connect Brightpearl' }).click();
    const sent = new URL((await authorize).url());
    expect(sent.searchParams.get('state')).toBe(token);
    expect(sent.searchParams.get('redirect_uri')).toBe(FINALIZE);

    await expect(page).toHaveURL(/\/finalizeOauth\?code=/);
    await expect(page.getByRole('alert')).toHaveText(SAVED);
    expect(fake.brightpearl.issuedAccessTokens.length).toBe(1);

    // the code and the link are single use: coming back again fails
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText(INVALID);
  });

  test('RunSignup: Connect makes the OAuth 1.0a round trip at the fake and /runsignup saves it', async ({
    page,
    request,
  }) => {
    const token = await createFlowSource(request, { type: SOURCE_TYPE.runSignup, detail: {} }, RACE_DESTINATION);
    await page.goto(`/validateSource?t=${encodeURIComponent(token)}`);
    await page.getByRole('button', { name: 'Connect RunSignup' }).click();
    await expect(page).toHaveURL(/\/runsignup\?/);
    await expect(page.getByRole('alert')).toHaveText(SAVED);
  });
});
