import { expect, test } from '@playwright/test';
import { demoValues, firstRuns, openConnectors, pick, startSource, unique } from './connectors-helpers.ts';

// §3, §8: a RICS, a Teamwork and a Haku source created through the screens with the values
// the demo's fakes accept (GET /api/connectors/demoValues, which the forms show too), a wrong credential
// answered with the vendor's spec 2 §8 message, the RICS preview showing tickets (asked of RICS by the
// server), and each first run completing on the dashboard.

/** A month back: enough records to see, few enough that the first run ends quickly. */
const monthAgo = () => new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

test.describe('RICS, Teamwork and Haku, through the screens', () => {
  test('each source is checked on save, the RICS preview shows tickets, and each first run completes', async ({
    page,
  }) => {
    await openConnectors(page);
    const demo = await demoValues(page);
    const rics = demo.sources['1']!;
    const teamwork = demo.sources['3']!;
    const haku = demo.sources['18']!;

    // RICS into the customer-data platform
    const stores = unique('RICS stores');
    await startSource(page, stores, 'RICS');
    await expect(page.getByTestId('demo-values')).toContainText(`Token ${rics.token}`);
    await page.getByRole('textbox', { name: 'Token', exact: true }).fill('not-the-token');
    await pick(page, 'Data Timezone', 'Central');
    await page.getByLabel('Start Date').fill(monthAgo());
    await page.getByRole('checkbox', { name: /Demo customer-data platform/ }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The Token is not valid for the RICS API').first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Token', exact: true }).fill(rics.token!);
    // the preview: the last 7 days' tickets, asked of RICS by the server
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview' });
    await expect(preview.getByText(/^The first \d+ records\.$/)).toBeVisible();
    await expect(preview.getByRole('columnheader', { name: 'orderNumber' })).toBeVisible();
    expect(await preview.getByRole('table', { name: 'Preview records' }).getByRole('row').count()).toBeGreaterThan(1);
    await preview.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/connectors$/);

    // Teamwork into the customer-data platform
    const outlets = unique('Teamwork outlets');
    await startSource(page, outlets, 'Teamwork');
    await page.getByRole('textbox', { name: 'URL', exact: true }).fill(teamwork.url!);
    await page.getByLabel('API Key').fill('not-the-key');
    await pick(page, 'Data Timezone', 'Eastern');
    await page.getByLabel('Start Date').fill(monthAgo());
    await page.getByRole('checkbox', { name: /Demo customer-data platform/ }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page
        .getByText('The API Key is not valid, or not allowed the sales receipt, location and catalog exports')
        .first(),
    ).toBeVisible();
    await page.getByLabel('API Key').fill(teamwork.apiKey!);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/connectors$/);

    // Haku into Blueshift, the only destination spec 2 §4 allows it
    const races = unique('Haku races');
    await startSource(page, races, 'Haku');
    await page.getByRole('textbox', { name: 'Client Id', exact: true }).fill(haku.clientId!);
    await page.getByLabel('Client Secret').fill('not-the-secret');
    await page.getByLabel('Start Date').fill(monthAgo());
    await page.getByRole('checkbox', { name: /Demo Blueshift/ }).check();
    await page.getByLabel('Default Product URL').fill('https://races.example.com/e');
    await page.getByLabel('Default Product Image URL').fill('https://races.example.com/e.png');
    await pick(page, 'Email Consent', 'Global');
    await pick(page, 'Phone Consent', 'Ignore');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Invalid Client Id or Secret').first()).toBeVisible();
    await page.getByLabel('Client Secret').fill(haku.clientSecret!);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/connectors$/);

    for (const text of await firstRuns(page, [stores, outlets, races])) expect(text).toMatch(/[1-9][\d,]* pulled/);
  });
});
