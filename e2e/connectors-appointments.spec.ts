import { expect, type Page, test } from '@playwright/test';
import { demoValues, firstRuns, openConnectors, pick, startSource, unique, weekAgo } from './connectors-helpers.ts';

// §3, §8: a Waitwhile, an Appointment Plus and a Bridal Live source created through the
// screens with the values the demo's fakes accept (GET /api/connectors/demoValues, which the forms show
// too), a wrong credential answered with the vendor's spec 2 §8 message, the Bridal Live preview showing
// 100 records from the server, and each first run completing on the dashboard.

/** Saves the form, expects the vendor's refusal, puts the right value in and saves again. */
async function refusedThenSaved(page: Page, message: string, fix: () => Promise<void>) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(message).first()).toBeVisible();
  await fix();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/connectors$/);
}

// the sources the first flow saves, whose first runs the second one waits for
const waitlist = unique('Waitwhile waitlist');
const salon = unique('Appointment Plus salon');
const shop = unique('Bridal Live shop');

test.describe('Waitwhile, Appointment Plus and Bridal Live, through the screens', () => {
  test.describe.configure({ mode: 'serial' });

  test('each source is checked on save, and Bridal Live previews', async ({ page }) => {
    await openConnectors(page);
    const demo = await demoValues(page);
    const waitwhile = demo.sources['13']!;
    const appointmentPlus = demo.sources['12']!;
    const bridalLive = demo.sources['19']!;

    // Waitwhile into the customer-data platform, the one destination spec 2 §4 allows it
    await startSource(page, waitlist, 'Waitwhile');
    await page.getByLabel('API Key').fill('not-the-key');
    await pick(page, 'Data Timezone', 'Central');
    await page.getByLabel('Start Date').fill(weekAgo());
    await page.getByRole('checkbox', { name: /Demo customer-data platform/ }).check();
    await refusedThenSaved(page, 'Invalid API Key', () => page.getByLabel('API Key').fill(waitwhile.apiKey!));

    // Appointment Plus into the customer-data platform (spec 2 §4 allows it and the ads dataset)
    await startSource(page, salon, 'Appointment Plus');
    await expect(page.getByText(`Site Id ${appointmentPlus.siteId}`)).toBeVisible();
    await page.getByRole('textbox', { name: 'Site Id', exact: true }).fill(appointmentPlus.siteId!);
    await page.getByLabel('API Key').fill('not-the-key');
    await pick(page, 'Data Timezone', 'Eastern');
    await page.getByLabel('Start Date').fill(weekAgo());
    await page.getByRole('checkbox', { name: /Demo customer-data platform/ }).check();
    await refusedThenSaved(page, 'Invalid Site Id or API Key', () =>
      page.getByLabel('API Key').fill(appointmentPlus.apiKey!),
    );

    // Bridal Live into the ads dataset, the one destination spec 2 §4 allows it; its preview first
    await startSource(page, shop, 'Bridal Live');
    await page.getByRole('textbox', { name: 'Retailer Id', exact: true }).fill(bridalLive.retailerId!);
    await page.getByLabel('API Key').fill(bridalLive.apiKey!);
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview' });
    await expect(preview.getByText('The first 100 records.')).toBeVisible();
    await expect(preview.getByRole('table', { name: 'Preview records' }).getByRole('row')).toHaveCount(101);
    await preview.getByRole('button', { name: 'Close' }).click();
    await page.getByLabel('API Key').fill('not-the-key');
    await page.getByLabel('Start Date').fill(weekAgo());
    await page.getByRole('checkbox', { name: /Demo ads dataset/ }).check();
    await refusedThenSaved(page, 'Invalid Retailer Id or API Key', () =>
      page.getByLabel('API Key').fill(bridalLive.apiKey!),
    );
  });

  test('each first run completes', async ({ page }) => {
    await openConnectors(page);
    for (const text of await firstRuns(page, [waitlist, salon, shop])) expect(text).toMatch(/[1-9][\d,]* pulled/);
  });
});
