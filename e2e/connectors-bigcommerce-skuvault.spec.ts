import { expect, test } from '@playwright/test';
import { demoValues, firstRuns, openConnectors, startSource, unique, weekAgo } from './connectors-helpers.ts';

// §8: a BigCommerce and a SKU Vault source created through the screens with the values
// the demo's fakes accept (GET /api/connectors/demoValues, which the forms show too), a wrong token
// answered with the vendor's spec 2 §8 message, and each first run completing on the dashboard.

test.describe('BigCommerce and SKU Vault, through the screens', () => {
  test('each source is checked on save and its first run completes on the dashboard', async ({ page }) => {
    await openConnectors(page);
    const demo = await demoValues(page);
    const bigCommerce = demo.sources['6']!;
    const skuVault = demo.sources['17']!;

    // BigCommerce into the customer-data platform, the one destination spec 2 §4 allows it that delivers
    const store = unique('BigCommerce store');
    await startSource(page, store, 'BigCommerce');
    await expect(page.getByText(`Store Hash ${bigCommerce.storeHash}`)).toBeVisible();
    await page.getByRole('textbox', { name: 'Store Hash', exact: true }).fill('nosuchstore');
    await page.getByLabel('Access Token').fill(bigCommerce.accessToken!);
    await page.getByRole('textbox', { name: 'Client Id', exact: true }).fill(bigCommerce.clientId!);
    await page.getByLabel('Start Date').fill(weekAgo());
    await page.getByRole('checkbox', { name: /Demo customer-data platform/ }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('No BigCommerce store has this Store Hash').first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Store Hash', exact: true }).fill(bigCommerce.storeHash!);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/connectors$/);

    // SKU Vault into Cadence (spec 2 §4 allows it only Cadence and UQube)
    const warehouse = unique('SKU Vault warehouse');
    await startSource(page, warehouse, 'SKU Vault');
    await page.getByLabel('Tenant Token').fill(skuVault.tenantToken!);
    await page.getByLabel('User Token').fill('not-the-user-token');
    await page.getByLabel('Start Date').fill(weekAgo());
    await page.getByRole('checkbox', { name: /Demo Cadence/ }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Invalid Tenant and/or User Token').first()).toBeVisible();
    await page.getByLabel('User Token').fill(skuVault.userToken!);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/connectors$/);

    for (const text of await firstRuns(page, [store, warehouse])) expect(text).toMatch(/[1-9][\d,]* pulled/);
  });
});
