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

  // ------------------------------------------------------------ flows that reach the demo's fake vendors

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
