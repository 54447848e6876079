import { expect, test } from '@playwright/test';
import {
  createDestination,
  destinationRow,
  firstRuns,
  openConnectors,
  sourceRow,
  startSource,
  unique,
} from './connectors-helpers.ts';

// and §2: a source whose destination cannot deliver shows ONE clear state (the reason
// and what to do), never 'loading historical data' for good, and the failing destination can be
// removed from the source and then deleted.

test('a failing destination: one clear state on the dashboard, then removed from the source', async ({ page }) => {
  await openConnectors(page);

  // Zaius delivers (the demo's fake); the ads dataset is one StoreLens may view but not upload to (the
  // Meta fake's VIEW_ONLY_FACEBOOK_DATASET_ID): it saves (the check reads it) and every upload fails
  const cdp = unique('CDP');
  await createDestination(page, cdp, 'Zaius', async () => {
    await page.getByLabel('Public Key').fill('PUBLICfakeTrackerId01');
    await page.getByLabel('Private Key').fill('PRIVATEfakeKey.0123456789abcdef');
    await expect(page.getByTestId('zaius-lists')).not.toContainText('Looking up lists', { timeout: 15_000 });
  });
  const ads = unique('Ads');
  await createDestination(page, ads, 'Facebook Offline', async () => {
    await page.getByLabel('Dataset Id').fill('1111222233334444');
  });

  // a store (spec 2 §4 lets Heartland feed both); a month back: recent store sales for the ads dataset
  const store = unique('Heartland store');
  await startSource(page, store, 'Heartland');
  await page.getByLabel('API Key').fill('heartland-test-token');
  await page.getByLabel('Start Date').fill(new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10));
  await page.getByRole('checkbox', { name: new RegExp(cdp) }).check();
  await page.getByRole('checkbox', { name: new RegExp(ads) }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/connectors$/);

  // the first run pulls, delivers to the CDP and fails for the ads dataset: the row says so, once
  const row = sourceRow(page, store);
  await firstRuns(page, [store]);
  await expect(row.getByTestId('source-state')).toHaveAttribute('data-state', 'deliveryFailing');
  await expect(row.getByTestId('source-state-chip')).toHaveText('Delivery failing');
  await expect(row.getByTestId('source-state-message')).toContainText(`${ads} cannot receive data.`);
  const failing = row.locator('[data-testid^="link-state-"][data-state="failing"]');
  await expect(failing).toContainText(ads);
  await expect(failing).toContainText('Invalid / No Permissions for Dataset');
  await expect(failing).toContainText('remove it from this source');
  // no contradiction: history is not 'currently loading' beside the failure, and no green 'Succeeded'
  await expect(row.getByTestId('source-status')).not.toContainText('currently loading historical data');
  await expect(row.getByTestId('source-last-run')).not.toContainText('Succeeded');
  await expect(row.getByTestId('source-last-run')).toContainText('Pulled; delivery failed');
  await expect(row.getByTestId('source-run-counts')).toHaveText(/[1-9][\d,]* pulled · [1-9][\d,]* pushed/);
  await expect(destinationRow(page, ads).getByTestId('destination-deliveries')).toContainText(`Failing for ${store}`);
  await page.screenshot({ path: '/tmp/shots/connectors-state-failing.png', fullPage: true, animations: 'disabled' });

  // Edit Source: the failing destination is not locked, says why, and can be unticked
  await row.getByRole('link', { name: store, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Source' })).toBeVisible();
  await expect(page.getByText('Destinations cannot be changed while historical data is loading.')).toHaveCount(0);
  await expect(page.getByTestId(/source-link-error-/)).toContainText('Invalid / No Permissions for Dataset');
  const adsBox = page.getByRole('checkbox', { name: new RegExp(ads) });
  await expect(adsBox).toBeEnabled();
  await adsBox.uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/connectors$/);

  // the source no longer reports the failure; the destination is free and can be deleted
  await expect(row.locator('[data-testid^="link-state-"][data-state="failing"]')).toHaveCount(0);
  await expect(row.getByTestId('source-state')).not.toHaveAttribute('data-state', 'deliveryFailing');
  await expect(destinationRow(page, ads).getByTestId('destination-source-count')).toHaveText('0');
  await destinationRow(page, ads)
    .getByRole('button', { name: `Delete ${ads}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(destinationRow(page, ads)).toHaveCount(0);
});
