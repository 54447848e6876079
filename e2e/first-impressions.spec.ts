import { expect, type Page, test } from '@playwright/test';
import { historyLoaded, openConnectors, pick, sourceRow, startSource, unique, weekAgo } from './connectors-helpers.ts';
import { DEMO, fillSignIn, signIn } from './helpers.ts';

// what a new user meets first in the demo — saves that answer, seeded pipelines that open
// as they run, one-click recovery codes, forms that say what really happens.

/** Values the demo's fake customer-data platform accepts (packages/fakes/src/zaius/server.ts). */
const ZAIUS = { publicKey: 'PUBLICfakeTrackerId01', privateKey: 'PRIVATEfakeKey.0123456789abcdef' };
/** The seeded demo sources (packages/server/src/seed/demo-connectors.ts). */
const SEEDED = { woo: 'Main Street web shop (WooCommerce)', heartland: 'Downtown store (Heartland)' };
const SEEDED_CDP = 'Demo customer-data platform';

/** Opens a seeded source's Edit Source screen once its history has loaded (destinations are locked before). */
async function openLoadedSource(page: Page, name: string): Promise<void> {
  await historyLoaded(page, name);
  await page.goto('/connectors');
  await sourceRow(page, name).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Source' })).toBeVisible();
  await expect(page.getByText(/^\(Historical data loaded from /).first()).toBeVisible();
  await expect(page.getByText(/^\(Currently loading historical data/)).toHaveCount(0);
}

/** A success toast of spec 2 §9: shown, then gone after its 2 seconds. */
async function expectToast(page: Page, text: string): Promise<void> {
  const toast = page.getByText(text, { exact: true });
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 4000 });
}

test.describe('connector saves and the seeded pipelines', () => {
  test('the seeded pipelines open with their destinations selected (§5)', async ({ page }) => {
    await openConnectors(page);
    for (const name of [SEEDED.woo, SEEDED.heartland]) {
      await sourceRow(page, name).getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Source' })).toBeVisible();
      await expect(page.getByText(/^[1-9]\d* selected$/)).toBeVisible();
      await expect(page.getByRole('checkbox', { name: new RegExp(SEEDED_CDP) })).toBeChecked();
      await expect(page.getByTestId(/destination-choice-/).filter({ hasText: SEEDED_CDP })).not.toContainText(
        'not a supported type',
      );
      await page.goto('/connectors');
    }
  });

  test('saving a destination, and a source after the history dialog, says so and goes to /connectors (§3)', async ({
    page,
  }) => {
    await openConnectors(page);

    // a destination: created, then edited
    const cdp = unique('Second CDP');
    await page.goto('/connectors/destinations/create');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(cdp);
    await pick(page, 'Destination Type', 'Zaius');
    await page.getByLabel('Public Key').fill(ZAIUS.publicKey);
    await page.getByLabel('Private Key').fill(ZAIUS.privateKey);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/connectors$/);
    await expectToast(page, 'Destination saved.');

    await page
      .getByTestId('destinations-list')
      .getByRole('row')
      .filter({ hasText: cdp })
      .getByRole('link')
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Destination' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`${cdp} renamed`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/connectors$/);
    await expectToast(page, 'Destination saved.');

    // the seeded WooCommerce source gets it too: the history dialog, then the save answers
    await openLoadedSource(page, SEEDED.woo);
    await page.getByRole('checkbox', { name: new RegExp(`${cdp} renamed`) }).check();
    const dialog = page.getByRole('dialog', { name: 'Pull historical data?' });

    // a refused save (here answered by the test) is shown where the user looks, not above the fold
    const refusal = 'Destinations cannot be changed while historical data is loading.';
    await page.route(/\/api\/sources\/\d+\/\d+\/$/, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 400, json: { error: 'HistoryLoading', message: refusal } })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('save-error')).toHaveText(refusal);
    await expect(page.getByTestId('save-error')).toBeInViewport();
    await expect(page.getByTestId('save-error')).toBeFocused();
    await expect(page).toHaveURL(/\/connectors\/sources\/edit\/\d+$/);
    await page.unrouteAll();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeVisible();
    // a week of history: the run this queues is short, so other flows' first runs do not wait behind it
    await dialog.getByLabel('Historical Date').fill(weekAgo());
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/connectors$/);
    await expectToast(page, 'Source saved.');

    // and a save that adds nothing
    await sourceRow(page, SEEDED.woo).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Source' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: new RegExp(`${cdp} renamed`) })).toBeChecked();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/connectors$/);
    await expectToast(page, 'Source saved.');
  });
});

test('one click on "Use a recovery code instead" switches to the recovery code (§7)', async ({ page }) => {
  // No demo user has two-factor on, so this test answers the sign-in call itself.
  await page.route('**/api/auth', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    return route.fulfill({ json: { status: 'TwoFactorRequired' } });
  });
  await page.goto('/login');
  await fillSignIn(page, DEMO.user);
  await expect(page.getByLabel('Code')).toBeFocused();
  // a person's click: the button is held down for a moment, during which the code field blurs
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click({ delay: 150 });
  await expect(page.getByLabel('Recovery Code')).toBeVisible();
  await expect(page.getByText('Enter one of your 8-digit recovery codes.')).toBeVisible();
  await page.getByRole('button', { name: 'Use an authenticator code instead' }).click({ delay: 150 });
  await expect(page.getByLabel('Code', { exact: true })).toBeVisible();
});

test.describe('forms that say what happens', () => {
  test('Shopify asks for the credentials of its app type and promises no validation link (§8)', async ({ page }) => {
    await openConnectors(page);
    await startSource(page, unique('Shopify'), 'Shopify');
    await expect(page.getByText(/validation link after saving/)).toHaveCount(0);
    await expect(page.getByLabel('Access Token')).toBeVisible();
    await expect(page.getByText(/custom app's Admin API access token/)).toBeVisible();
    await expect(page.getByText(/No validation link is sent/)).toBeVisible();
    await pick(page, 'App Type', 'private');
    await expect(page.getByLabel('Access Token')).toHaveCount(0);
    await expect(page.getByLabel('API Key')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByText(/private app's password/)).toBeVisible();

    // a type whose form asks for no credentials still says that they come through the link
    await pick(page, 'Source Type', 'Lightspeed');
    await expect(page.getByText(/Lightspeed credentials are supplied through a secure validation link/)).toBeVisible();
  });

  test('in the demo, the forms say which values the fake vendors accept (§6)', async ({ page }) => {
    await openConnectors(page);
    await startSource(page, unique('Woo'), 'WooCommerce');
    await expect(page.getByTestId('demo-values')).toHaveText(
      'Demo: the local fake WooCommerce accepts URL shop.example.com · Consumer Key ck_test_key · Consumer Secret cs_test_secret. Its orders run up to today and keep arriving through the day.',
    );
    await pick(page, 'Source Type', 'RICS');
    await expect(page.getByTestId('demo-values')).toContainText('Token rics-test-token');

    await page.goto('/connectors/destinations/create');
    await pick(page, 'Destination Type', 'Zaius');
    await expect(page.getByTestId('demo-values')).toContainText(
      `Public Key ${ZAIUS.publicKey} · Private Key ${ZAIUS.privateKey}`,
    );
  });

  test('RICS labels its two time zones apart; Blueshift names its test events (§9)', async ({ page }) => {
    await openConnectors(page);
    await startSource(page, unique('RICS'), 'RICS');
    await expect(page.getByRole('combobox', { name: /^Timezone/ })).toHaveCount(1);
    await expect(page.getByRole('combobox', { name: /^Data Timezone/ })).toHaveCount(1);

    await page.goto('/connectors/destinations/create');
    await pick(page, 'Destination Type', 'Blueshift');
    await expect(page.getByRole('combobox', { name: /^Send Test Event/ })).toHaveText('Cancel');
    await pick(page, 'Send Test Event', 'Race Registration');
    await expect(page.getByRole('combobox', { name: /^Send Test Event/ })).toHaveText('Race Registration');
  });

  test.describe('a browser on UTC', () => {
    test.use({ timezoneId: 'Etc/UTC' });
    test('hears the anchor time once (§9)', async ({ page }) => {
      await openConnectors(page);
      await startSource(page, unique('Woo'), 'WooCommerce');
      await expect(page.getByText('08:00 UTC is also your local time.')).toBeVisible();
      await expect(page.getByText(/UTC your time/)).toHaveCount(0);
    });
  });

  test.describe('a browser in New York', () => {
    test.use({ timezoneId: 'America/New_York' });
    test('sees the anchor time in its own time (§9)', async ({ page }) => {
      await openConnectors(page);
      await startSource(page, unique('Woo'), 'WooCommerce');
      await expect(page.getByText(/^08:00 UTC is [34]:00\sAM E[SD]T your time\.$/)).toBeVisible();
    });
  });

  test('the mobile mask keeps what it cannot mask, and drops a +1 country code (§9)', async ({ page }) => {
    await signIn(page, DEMO.user);
    await page.goto('/profile');
    const mobile = page.getByLabel('Mobile');
    await mobile.fill('+1 555 0100');
    await expect(mobile).toHaveValue('+1 555 0100');
    await mobile.blur();
    await expect(page.getByText('Mobile is an invalid phone number')).toBeVisible();
    await mobile.fill('');
    await mobile.pressSequentially('+1 555 010 0100');
    await expect(mobile).toHaveValue('555-010-0100');
    await expect(page.getByText('Mobile is an invalid phone number')).toHaveCount(0);
    await mobile.fill('5550100100');
    await expect(mobile).toHaveValue('555-010-0100');
  });
});

test('/login while signed in moves on to the redirect target, else home (§9)', async ({ page }) => {
  await signIn(page, DEMO.user);
  await page.goto('/login?redirect=%2Fprofile');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  await page.goto('/login');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  // signed out, the form is there
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});
