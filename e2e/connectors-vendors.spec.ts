import { expect, test } from '@playwright/test';
import {
  createDestination,
  destinationRow,
  firstRuns,
  openConnectors,
  sourceRow,
  startSource,
  unique,
  weekAgo,
} from './connectors-helpers.ts';

// Issue "Connectors": a destination and a source for each vendor built for real, through the
// screens, against the demo's fake vendors (keys: packages/fakes/src/*), and the first runs
// completing on the dashboard with their counts. A week of history each: years of it made the three
// first runs take most of a minute, in the one sync worker every other flow's runs wait for.

// what the first flow saves, and the second one checks once the first runs are over
const cdp = unique('CDP');
const woo = unique('Woo shop');
const heartland = unique('Heartland store');
const shopify = unique('Shopify store');

test.describe('every vendor built here, through the screens', () => {
  test.describe.configure({ mode: 'serial' });

  test('S3, Mailchimp and Zaius destinations; WooCommerce, Heartland, Shopify and Lightspeed sources', async ({
    page,
  }) => {
    await openConnectors(page);

    // destinations: each checked against its fake vendor on save
    const bucket = unique('Bucket');
    await createDestination(page, bucket, 'S3', async () => {
      await page.getByLabel('Access Key').fill('AKIAFAKESTORELENS001');
      await page.getByLabel('Secret Key').fill('fake/secret/key/for/storelens/tests/0001');
      await page.getByRole('textbox', { name: 'Bucket', exact: true }).fill('storelens-demo');
    });
    await expect(destinationRow(page, bucket)).toContainText('S3');
    const audience = unique('Audience');
    await createDestination(page, audience, 'Mailchimp', async () => {
      await page.getByLabel('API Key').fill('0123456789abcdef0123456789abcdef-us6');
      await page.getByLabel('Audience Id').fill('a1b2c3d4e5');
    });
    await expect(destinationRow(page, audience)).toContainText('Mailchimp');
    await createDestination(page, cdp, 'Zaius', async () => {
      await page.getByLabel('Public Key').fill('PUBLICfakeTrackerId01');
      await page.getByLabel('Private Key').fill('PRIVATEfakeKey.0123456789abcdef');
      await expect(page.getByTestId('zaius-lists')).not.toContainText('Looking up lists', { timeout: 15_000 });
    });
    const cadence = unique('Cadence');
    await createDestination(page, cadence, 'Cadence');

    // WooCommerce (every 10 minutes is allowed for it) into the customer-data platform
    await startSource(page, woo, 'WooCommerce');
    await page.getByRole('textbox', { name: 'URL', exact: true }).fill('shop.example.com');
    await page.getByLabel('Consumer Key').fill('ck_test_key');
    await page.getByLabel('Consumer Secret').fill('cs_test_secret');
    await page.getByLabel('Start Date').fill(weekAgo());
    await page.getByRole('checkbox', { name: new RegExp(cdp) }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/connectors$/);

    // Heartland into the customer-data platform
    await startSource(page, heartland, 'Heartland');
    await page.getByLabel('API Key').fill('heartland-test-token');
    await page.getByLabel('Start Date').fill(weekAgo());
    await page.getByRole('checkbox', { name: new RegExp(cdp) }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/connectors$/);

    // Shopify (custom app token) into Cadence, one of the two destination types spec 2 §4 allows it
    await startSource(page, shopify, 'Shopify');
    await page.getByRole('textbox', { name: 'Store Name', exact: true }).fill('demo-store');
    await page.getByLabel('Access Token').fill('shpat_test_token');
    await page.getByLabel('Start Date').fill(weekAgo());
    await page.getByRole('checkbox', { name: new RegExp(cadence) }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/connectors$/);

    // Lightspeed connects through OAuth: saved as not set up, with the validation link mailed
    const lightspeed = unique('Lightspeed store');
    await startSource(page, lightspeed, 'Lightspeed');
    await page.getByRole('checkbox', { name: 'Send Email' }).check();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('store-owner@example.com');
    await page.getByRole('checkbox', { name: new RegExp(cdp) }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('textbox', { name: 'Validation link' })).toHaveValue(/\/validateSource\?t=/);

    await page.goto('/connectors');
    await expect(sourceRow(page, lightspeed).getByTestId('source-status')).toContainText(
      'setup has not been completed',
    );
  });

  // its own flow, so its own 60 s: the runs queue behind any other run in the one sync worker (the
  // demo's hourly sources all run on the hour)
  test('the first pulls start at once; the dashboard shows them finishing with their counts', async ({ page }) => {
    await openConnectors(page);
    for (const text of await firstRuns(page, [woo, heartland, shopify])) expect(text).toMatch(/[1-9][\d,]* pulled/);
    await expect(destinationRow(page, cdp).getByTestId('destination-source-count')).toHaveText('3');
  });
});
