import { expect, type Page, test } from '@playwright/test';
import { DEFAULT_RACEROSTER_USER } from '../packages/fakes/src/oauth/raceroster-auth.ts';
import { type RaceRosterFake, startRaceRosterFake } from '../packages/fakes/src/raceroster/raceroster-fake.ts';
import { demoValues, firstRuns, openConnectors, pick, startSource, unique } from './connectors-helpers.ts';
import { E2E_PORTS } from './ports.ts';

// §8: Race Roster, RunSignup and EnMotive sources created through the screens. EnMotive
// with the demo fake's values (GET /api/connectors/demoValues) after a wrong key answered with its
// §8 message; Race Roster and RunSignup through their validation link — Race Roster's login step
// refusing a wrong password with 'Invalid Login or Password', RunSignup's OAuth 1.0a round trip at
// the demo's RunSignup fake — and each first run completing on the dashboard.
//
// The e2e server sends Race Roster to the shard's auth-fake port (scripts/e2e-server.mjs:
// VENDOR_ENDPOINTS raceRoster = {port base + 35}/raceroster), so this spec serves Race Roster there.

let raceRoster: RaceRosterFake;

test.beforeAll(async () => {
  raceRoster = await startRaceRosterFake({
    port: E2E_PORTS.oauthFakes,
    basePath: '/raceroster',
    customers: 30,
    orders: 60,
    products: 4,
    locations: 2,
  });
});
test.afterAll(async () => {
  await raceRoster?.close();
});

/** A year back: the race fakes' registrations spread over two years. */
const yearAgo = () => new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);

/** Saves a flow source into the customer-data platform and answers its validation link. */
async function saveFlowSource(page: Page, name: string, type: string): Promise<string> {
  await startSource(page, name, type);
  await page.getByLabel('Start Date').fill(yearAgo());
  await page.getByRole('checkbox', { name: /Demo customer-data platform/ }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: `Finish connecting ${name}` })).toBeVisible();
  const link = await page.getByTestId('validation-link').inputValue();
  await page.getByRole('button', { name: 'Done' }).click();
  return link;
}

test.describe('Race Roster, RunSignup and EnMotive, through the screens', () => {
  test('each source is connected and its first run completes on the dashboard', async ({ page }) => {
    await openConnectors(page);
    const demo = await demoValues(page);
    const enMotive = demo.sources['7']!;

    // EnMotive: a wrong key is refused on save with its §8 code's message
    const series = unique('EnMotive series');
    await startSource(page, series, 'EnMotive');
    await page.getByLabel('API Key').fill('not-the-api-key');
    await page.getByRole('textbox', { name: 'Tenant Id', exact: true }).fill(enMotive.tenantId!);
    // the fake writes its tenant's wall time in America/Chicago
    await pick(page, 'Data Timezone', 'Central');
    await page.getByLabel('Start Date').fill(yearAgo());
    await page.getByRole('checkbox', { name: /Demo customer-data platform/ }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('EnMotive refused this API Key').first()).toBeVisible();
    await page.getByLabel('API Key').fill(enMotive.apiKey!);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/connectors$/);

    // Race Roster: the validation link's login step
    const roster = unique('Race Roster races');
    const rosterLink = await saveFlowSource(page, roster, 'Race Roster');
    await page.goto(rosterLink);
    await expect(page.getByRole('heading', { name: 'Connect Race Roster' })).toBeVisible();
    await page.getByLabel('Login').fill(DEFAULT_RACEROSTER_USER.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid Login or Password');
    await page.getByLabel('Password').fill(DEFAULT_RACEROSTER_USER.password);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toHaveText(/credentials were saved/);

    // RunSignup: the OAuth 1.0a round trip at the demo's RunSignup fake, back to /runsignup
    const signup = unique('RunSignup races');
    const signupLink = await saveFlowSource(page, signup, 'RunSignup');
    await page.goto(signupLink);
    await page.getByRole('button', { name: 'Connect RunSignup' }).click();
    await expect(page).toHaveURL(/\/runsignup\?/);
    await expect(page.getByRole('alert')).toHaveText(/credentials were saved/);

    // still signed in, in the Connectors account: the dashboard shows each source's last run
    for (const text of await firstRuns(page, [series, roster, signup])) expect(text).toMatch(/[1-9][\d,]* pulled/);
    expect(raceRoster.auth.accessTokens.length).toBeGreaterThan(0);
  });
});
