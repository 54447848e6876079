import { expect, test } from '@playwright/test';
import { navLink, signIn } from './helpers.ts';

// spec 3 §2 Locations: the stores a retailer's sources bring, and the edit form (spec 3 §5, §9).
const RETAIL = 'retail@demo.test';

test('edit a location: the store id is read-only, the rules hold, the table shows the change', async ({ page }) => {
  await signIn(page, RETAIL);
  await navLink(page, 'Locations').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Locations' });
  for (const header of [
    'Store Id',
    'Name',
    'Address',
    'Location Type',
    'Status',
    'Open Date',
    'Close Date',
    'Entity Type',
    'Market Type',
  ])
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  const first = table.getByRole('row').nth(1);
  const storeId = (await first.getByRole('cell').first().innerText()).trim();
  await first.getByRole('link', { name: /^Edit / }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Edit Location' })).toBeVisible();
  await expect(page.getByLabel('Store Id')).toBeDisabled();
  await expect(page.getByLabel('Store Id')).toHaveValue(storeId);

  await page.getByLabel('Store Name').fill('');
  await page.getByLabel('Open Date').fill('1989-12-31');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Store Name is required')).toBeVisible();
  await expect(page.getByText('Open Date must be on or after 1990-01-01')).toBeVisible();

  await page.getByLabel('Store Name').fill('Riverside Flagship');
  await page.getByLabel('Open Date').fill('2012-05-01');
  await page.getByLabel('Location Type').click();
  await page.getByRole('option', { name: 'Store', exact: true }).click();
  await page.getByLabel('Market Type').click();
  // the demo seeds each store's market type (demo-location-types.ts); the edit sets Rural
  await page.getByRole('option', { name: 'Rural', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Location Updated')).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/locations$/);
  const row = page.getByTestId(`location-${storeId}`);
  await expect(row).toContainText('Riverside Flagship');
  await expect(row).toContainText('2012-05-01');
  await expect(row).toContainText('Rural');
});
