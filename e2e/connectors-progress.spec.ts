import { expect, test } from '@playwright/test';
import { demoValues, openConnectors, sourceRow, startSource, unique } from './connectors-helpers.ts';

// While a run is going, the dashboard shows it live — elapsed time and the records
// pulled so far per stream — without the user reloading, and the finished run replaces it.
// A BigCommerce source loading two years of history: the demo store's request quota (3,000 per
// 30 s, about a year of orders) makes the back-fill pause for the next window, so the run lasts long
// enough to watch (about 30 s).

const twoYearsAgo = () => new Date(Date.now() - 2 * 365 * 86_400_000).toISOString().slice(0, 10);

test('a run under way shows its progress live on the dashboard', async ({ page }) => {
  await openConnectors(page);
  const demo = await demoValues(page);
  const bigCommerce = demo.sources['6']!;

  const name = unique('Progress store');
  await startSource(page, name, 'BigCommerce');
  await page.getByRole('textbox', { name: 'Store Hash', exact: true }).fill(bigCommerce.storeHash!);
  await page.getByLabel('Access Token').fill(bigCommerce.accessToken!);
  await page.getByRole('textbox', { name: 'Client Id', exact: true }).fill(bigCommerce.clientId!);
  await page.getByLabel('Start Date').fill(twoYearsAgo());
  await page.getByRole('checkbox', { name: /Demo customer-data platform/ }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/connectors$/);

  // no reload from here on: the list refreshes itself while the first run is queued and going
  const lastRun = sourceRow(page, name).getByTestId('source-last-run');
  await expect(lastRun).toHaveAttribute('data-running', 'true', { timeout: 30_000 });
  const elapsed = lastRun.getByTestId('source-run-elapsed');
  await expect(elapsed).toHaveText(/· for \d+ (s|min)/);
  const first = await elapsed.textContent();
  await expect(elapsed).not.toHaveText(first ?? '', { timeout: 5_000 });
  await expect(lastRun.getByTestId('source-run-progress')).toContainText(/Pulled so far: .*[a-z]+ [1-9]/, {
    timeout: 30_000,
  });

  // the pause for the next quota window is at most 30 s
  await expect(lastRun).toContainText(/Succeeded|Pulled; delivery failed/, { timeout: 45_000 });
  await expect(lastRun).not.toHaveAttribute('data-running', 'true');
  await expect(sourceRow(page, name).getByTestId('source-run-counts')).toContainText(/[1-9][\d,]* pulled/);
});
