import { expect, test } from '@playwright/test';
import { demoValues, firstRuns, openConnectors, pick, startSource, unique, weekAgo } from './connectors-helpers.ts';

// §3, §8: a Runit and a FleetFeet Online source created through the screens with the values
// the demo's fakes accept (GET /api/connectors/demoValues, which the forms show too), a wrong value
// answered with the vendor's message, the Runit preview showing sales, and each first run completing
// on the dashboard.

test.describe('Runit and FleetFeet Online, through the screens', () => {
  test('each source is checked on save, Runit previews sales, and each first run completes', async ({ page }) => {
    await openConnectors(page);
    const demo = await demoValues(page);
    const runit = demo.sources['14']!;
    const fleetFeet = demo.sources['16']!;

    // Runit into the customer-data platform (spec 2 §4 allows it)
    const store = unique('Runit store');
    await startSource(page, store, 'Runit');
    await expect(page.getByText(`Store Id ${runit.storeId}`)).toBeVisible();
    await page.getByRole('textbox', { name: 'URL', exact: true }).fill(runit.url!);
    await page.getByRole('textbox', { name: 'Store Id', exact: true }).fill('999');
    await pick(page, 'Data Timezone', 'Eastern');
    await page.getByRole('textbox', { name: 'Tender Types' }).fill(runit.tenderType!);
    await page.getByLabel('Start Date').fill(weekAgo());
    await page.getByRole('checkbox', { name: /Demo customer-data platform/ }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Invalid URL or Store Id').first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Store Id', exact: true }).fill(runit.storeId!);

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview' });
    await expect(preview.getByText('The first 100 records.')).toBeVisible();
    await expect(preview.getByRole('table', { name: 'Preview records' }).getByRole('row')).toHaveCount(101);
    await preview.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/connectors$/);

    // FleetFeet Online into Cadence (spec 2 §4 allows it only Cadence)
    const web = unique('FleetFeet web orders');
    await startSource(page, web, 'FleetFeet Online');
    await page.getByRole('textbox', { name: 'Store Owners' }).fill(`${fleetFeet.storeOwner}\nNobody`);
    await page.getByLabel('Start Date').fill(weekAgo());
    await page.getByRole('checkbox', { name: /Demo Cadence/ }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText("FleetFeet Online has no store owner 'nobody'.").first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Store Owners' }).fill(fleetFeet.storeOwner!);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/connectors$/);

    for (const text of await firstRuns(page, [store, web])) expect(text).toMatch(/[1-9][\d,]* pulled/);
  });
});
