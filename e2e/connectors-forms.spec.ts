import { expect, type Page, test } from '@playwright/test';
import {
  createDestination,
  destinationRow,
  firstRuns,
  historyLoaded,
  openConnectors,
  pick,
  sourceRow,
  unique,
  weekAgo,
} from './connectors-helpers.ts';

/** The seeded demo store (packages/server/src/seed/demo-connectors.ts). */
const SEEDED_HEARTLAND = 'Downtown store (Heartland)';

// The source and destination screens (spec 2 §2, §4, §5) on the demo's Connectors account.

/**
 * The e2e server runs with DEMO=1 and the demo's fake vendors (scripts/e2e-server.mjs): the seeded
 * WooCommerce and Heartland sources are there. A server without them is a broken setup, not a skip.
 */
async function expectDemoFakes(page: Page): Promise<void> {
  const list = page.getByTestId('sources-list');
  await expect(list).toBeVisible();
  await expect(list.locator('.MuiSkeleton-root')).toHaveCount(0);
  await expect(list.getByText('Heartland', { exact: true }).first()).toBeVisible();
  await expect(list.getByText('WooCommerce', { exact: true }).first()).toBeVisible();
}

test.describe('connector forms', () => {
  test('create a destination and a source through the screens', async ({ page }) => {
    await openConnectors(page);
    const destination = unique('Cadence');
    const source = unique('Warehouse');

    await page.getByRole('link', { name: 'New Destination' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Destination' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(destination);
    await pick(page, 'Destination Type', 'Cadence');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/connectors$/);
    await expect(destinationRow(page, destination)).toContainText('Cadence');
    await expect(destinationRow(page, destination).getByTestId('destination-source-count')).toHaveText('0');

    await page.getByRole('link', { name: 'New Source' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Source' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(source);
    // RICS, checked on save against the demo's RICS fake (no type is saved unchecked)
    const demo = (await (await page.request.get('/api/connectors/demoValues')).json()) as {
      sources: Record<string, Record<string, string>>;
    };
    await pick(page, 'Source Type', 'RICS');
    await page.getByRole('textbox', { name: 'Token', exact: true }).fill('not-a-rics-token');
    await pick(page, 'Data Timezone', 'UTC');
    await page.getByRole('checkbox', { name: new RegExp(destination) }).check();
    await pick(page, 'Size', 'row');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The Token is not valid for the RICS API').first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Token', exact: true }).fill(demo.sources['1']!.token!);
    await page.screenshot({ path: '/tmp/shots/connectors-source-form.png', fullPage: true, animations: 'disabled' });
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/connectors$/);
    const row = sourceRow(page, source);
    await expect(row).toContainText('RICS');
    // one state; the first run pulls the store's tickets and delivers them to Cadence
    await firstRuns(page, [source]);
    await expect(row.getByTestId('source-run-counts')).toContainText(/[1-9][\d,]* pulled/);
    await expect(destinationRow(page, destination).getByTestId('destination-source-count')).toHaveText('1');

    // The edit screen: type fixed, secrets masked, the destination chosen.
    await row.getByRole('link', { name: source, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Source' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Source Type/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('textbox', { name: 'Token', exact: true })).toHaveValue('********');
    await expect(page.getByRole('checkbox', { name: new RegExp(destination) })).toBeChecked();
    await page.screenshot({ path: '/tmp/shots/connectors-source-edit.png', fullPage: true, animations: 'disabled' });
    await page.getByRole('button', { name: 'Cancel' }).click();

    // spec 2 §8 DataConstraint: a source that stored data is not deleted (its data goes first)
    await sourceRow(page, source)
      .getByRole('button', { name: `Delete ${source}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('This source has stored data.').first()).toBeVisible();
    await expect(sourceRow(page, source)).toHaveCount(1);
  });

  test('the source screen shows the spec 2 §5 messages', async ({ page }) => {
    await openConnectors(page);
    const destination = unique('Cadence');
    await createDestination(page, destination);

    await page.goto('/connectors/sources/create');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Source Type is required')).toBeVisible();

    // WooCommerce: a URL with a scheme, and no destination.
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(unique('Web shop'));
    await pick(page, 'Source Type', 'WooCommerce');
    await page.getByRole('textbox', { name: 'URL', exact: true }).fill('https://shop.example.com');
    await page.getByLabel('Consumer Key').fill('ck_anything');
    await page.getByLabel('Consumer Secret').fill('cs_anything');
    await pick(page, 'Frequency', 'Every 10 minutes');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('URL must not start with http:// or https://')).toBeVisible();
    await expect(page.getByTestId('destinations-error')).toHaveText(
      'You must select at least one destination for this source.',
    );
    // 10 minutes is fine for WooCommerce.
    await expect(page.getByText('The selected frequency is not supported for the selected source type')).toHaveCount(0);

    // spec 2 §5: under 60 minutes only for WooCommerce.
    await pick(page, 'Source Type', 'BigCommerce');
    await expect(page.getByText('The selected frequency is not supported for the selected source type')).toBeVisible();
    await pick(page, 'Frequency', 'Every 1 hour');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The selected frequency is not supported for the selected source type')).toHaveCount(0);
    await expect(page.getByText('Store Hash is required')).toBeVisible();
    // the short frequencies stay on offer; picking one for BigCommerce says why it cannot be saved
    await pick(page, 'Frequency', 'Every 30 minutes');
    await expect(page.getByText('The selected frequency is not supported for the selected source type')).toBeVisible();
    await pick(page, 'Frequency', 'Every 1 hour');
    await expect(page.getByText('The selected frequency is not supported for the selected source type')).toHaveCount(0);

    // spec 2 §4: an incompatible destination is disabled and unselected, with the note.
    await pick(page, 'Source Type', 'Brightpearl');
    const choice = page.getByTestId(/destination-choice-/).filter({ hasText: destination });
    await expect(choice).toContainText('This destination is not a supported type for the selected source type.');
    await expect(choice.getByRole('checkbox')).toBeDisabled();
    await page.screenshot({ path: '/tmp/shots/connectors-source-errors.png', fullPage: true, animations: 'disabled' });
  });

  test('the destination screen checks its fields and fixes the type once saved', async ({ page }) => {
    await openConnectors(page);
    await page.goto('/connectors/destinations');
    await expect(page).toHaveURL(/\/connectors\/destinations\/create$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Destination Type is required')).toBeVisible();

    const name = unique('Ads');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await pick(page, 'Destination Type', 'Facebook Offline');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Dataset Id is required')).toBeVisible();
    // the demo Meta fake's dataset (checked on save), typed with spaces that the form trims
    await page.getByLabel('Dataset Id').fill('  1234567890123456  ');
    await page.screenshot({
      path: '/tmp/shots/connectors-destination-form.png',
      fullPage: true,
      animations: 'disabled',
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/connectors$/);
    await expect(destinationRow(page, name)).toContainText('Facebook Offline');

    await destinationRow(page, name).getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Destination' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Destination Type/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByLabel('Dataset Id')).toHaveValue('1234567890123456');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} renamed`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(destinationRow(page, `${name} renamed`)).toBeVisible();
  });

  test('/connectors/sources opens the create screen', async ({ page }) => {
    await openConnectors(page);
    await page.goto('/connectors/sources');
    await expect(page).toHaveURL(/\/connectors\/sources\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create Source' })).toBeVisible();
  });

  // ------------------------------------------------------------ flows that reach the demo's fake vendors

  test('vendor refusals show on the field; the fake vendors accept their demo keys', async ({ page }) => {
    await openConnectors(page);
    await expectDemoFakes(page);

    // Mailchimp checks the key on save (spec 2 §8 InvalidApiKey 'Invalid Api Key').
    const mailchimp = unique('Mailchimp');
    await page.goto('/connectors/destinations/create');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(mailchimp);
    await pick(page, 'Destination Type', 'Mailchimp');
    await page.getByLabel('API Key').fill('00000000000000000000000000000000-us6');
    await page.getByLabel('Audience Id').fill('a1b2c3d4e5');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Invalid Api Key').first()).toBeVisible();
    // DEFAULT_MAILCHIMP_KEY of packages/fakes/src/mailchimp/server.ts
    await page.getByLabel('API Key').fill('0123456789abcdef0123456789abcdef-us6');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/connectors$/);
    await expect(destinationRow(page, mailchimp)).toContainText('Mailchimp');

    // A customer-data platform destination with the fake's keys, then a WooCommerce source into it.
    const zaius = unique('Zaius');
    await createDestination(page, zaius, 'Zaius', async () => {
      await page.getByLabel('Public Key').fill('PUBLICfakeTrackerId01');
      await page.getByLabel('Private Key').fill('PRIVATEfakeKey.0123456789abcdef');
      await expect(page.getByTestId('zaius-lists')).not.toContainText('Looking up lists', { timeout: 15_000 });
    });
    const shop = unique('Web shop');
    await page.goto('/connectors/sources/create');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(shop);
    await pick(page, 'Source Type', 'WooCommerce');
    await page.getByRole('textbox', { name: 'URL', exact: true }).fill('shop.example.com');
    await page.getByLabel('Consumer Key').fill('ck_test_key');
    await page.getByLabel('Consumer Secret').fill('cs_test_secret');
    await page.getByRole('checkbox', { name: new RegExp(zaius) }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/connectors$/);
    await expect(sourceRow(page, shop)).toContainText('WooCommerce');
  });

  test('adding a destination to a loaded source asks about history', async ({ page }) => {
    await openConnectors(page);
    await expectDemoFakes(page);
    const ads = unique('Ads');
    await createDestination(page, ads, 'Facebook Offline', async () => {
      await page.getByLabel('Dataset Id').fill('1234567890123456');
    });

    // The seeded Heartland source (spec 2 §4 lets it feed the ads dataset); its history must have
    // loaded before destinations may change.
    await historyLoaded(page, SEEDED_HEARTLAND);
    await page.goto('/connectors');
    const row = sourceRow(page, SEEDED_HEARTLAND);
    await row.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Source' })).toBeVisible();
    await expect(
      page
        .getByTestId(/destination-choice-/)
        .filter({ hasText: 'Historical data loaded from' })
        .first(),
    ).toBeVisible();
    await page.getByRole('checkbox', { name: new RegExp(ads) }).check();
    await page.getByRole('button', { name: 'Save' }).click();

    const dialog = page.getByRole('dialog', { name: 'Pull historical data?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Pull historical data' })).toBeChecked();
    await dialog.getByLabel('Historical Date').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Historical Date is required')).toBeVisible();
    // a week back: the history run this queues is short (from 2024 it held the one sync worker for minutes,
    // and every first run other flows waited for queued behind it)
    await dialog.getByLabel('Historical Date').fill(weekAgo());
    await page.screenshot({ path: '/tmp/shots/connectors-history-dialog.png', animations: 'disabled' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/connectors$/);
    await expect(destinationRow(page, ads).getByTestId('destination-source-count')).toHaveText('1');
  });
});
