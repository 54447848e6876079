import { expect, test } from '@playwright/test';
import {
  createDestination,
  destinationRow,
  openConnectors,
  sourceRow,
  startSource,
  unique,
} from './connectors-helpers.ts';

// Issue 14 §1 and §2: a source whose destination cannot deliver shows ONE clear state (the reason
// and what to do), never 'loading historical data' for good, and the failing destination can be
// removed from the source and then deleted.

test('a failing destination: one clear state on the dashboard, then removed from the source', async ({ page }) => {
  test.setTimeout(150_000);
  await openConnectors(page);

  // Zaius delivers (the demo's fake); Cadence has no delivery built yet, so every push to it fails
  const cdp = unique('CDP');
  await createDestination(page, cdp, 'Zaius', async () => {
    await page.getByLabel('Public Key').fill('PUBLICfakeTrackerId01');
    await page.getByLabel('Private Key').fill('PRIVATEfakeKey.0123456789abcdef');
    await expect(page.getByTestId('zaius-lists')).not.toContainText('Looking up lists', { timeout: 15_000 });
  });
  const cadence = unique('Cadence');
  await createDestination(page, cadence, 'Cadence');

  const woo = unique('Woo shop');
  await startSource(page, woo, 'WooCommerce');
  await page.getByRole('textbox', { name: 'URL', exact: true }).fill('shop.example.com');
  await page.getByLabel('Consumer Key').fill('ck_test_key');
  await page.getByLabel('Consumer Secret').fill('cs_test_secret');
  await page.getByLabel('Start Date').fill('2024-01-01');
  await page.getByRole('checkbox', { name: new RegExp(cdp) }).check();
  await page.getByRole('checkbox', { name: new RegExp(cadence) }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/connectors$/);

  // the first run pulls, delivers to the CDP and fails for Cadence: the row says so, once
  const row = sourceRow(page, woo);
  await expect(async () => {
    await page.goto('/connectors');
    await expect(row.getByTestId('source-state')).toHaveAttribute('data-state', 'deliveryFailing', { timeout: 2_000 });
  }).toPass({ timeout: 90_000, intervals: [2_000] });
  await expect(row.getByTestId('source-state-chip')).toHaveText('Delivery failing');
  await expect(row.getByTestId('source-state-message')).toContainText(`${cadence} cannot receive data.`);
  const failing = row.locator('[data-testid^="link-state-"][data-state="failing"]');
  await expect(failing).toContainText(cadence);
  await expect(failing).toContainText('not available yet');
  await expect(failing).toContainText('remove it from this source');
  // no contradiction: history is not 'currently loading' beside the failure, and no green 'Succeeded'
  await expect(row.getByTestId('source-status')).not.toContainText('currently loading historical data');
  await expect(row.getByTestId('source-last-run')).not.toContainText('Succeeded');
  await expect(row.getByTestId('source-last-run')).toContainText('Pulled; delivery failed');
  await expect(row.getByTestId('source-run-counts')).toHaveText(/[1-9][\d,]* pulled · [1-9][\d,]* pushed/);
  await expect(destinationRow(page, cadence).getByTestId('destination-deliveries')).toContainText(`Failing for ${woo}`);
  await page.screenshot({ path: '/tmp/shots/connectors-state-failing.png', fullPage: true, animations: 'disabled' });

  // Edit Source: the failing destination is not locked, says why, and can be unticked
  await row.getByRole('link', { name: woo, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Source' })).toBeVisible();
  await expect(page.getByText('Destinations cannot be changed while historical data is loading.')).toHaveCount(0);
  await expect(page.getByTestId(/source-link-error-/)).toContainText('not available yet');
  const cadenceBox = page.getByRole('checkbox', { name: new RegExp(cadence) });
  await expect(cadenceBox).toBeEnabled();
  await cadenceBox.uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/connectors$/);

  // the source no longer reports the failure; the destination is free and can be deleted
  await expect(row.locator('[data-testid^="link-state-"][data-state="failing"]')).toHaveCount(0);
  await expect(row.getByTestId('source-state')).not.toHaveAttribute('data-state', 'deliveryFailing');
  await expect(destinationRow(page, cadence).getByTestId('destination-source-count')).toHaveText('0');
  await destinationRow(page, cadence)
    .getByRole('button', { name: `Delete ${cadence}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(destinationRow(page, cadence)).toHaveCount(0);
});
