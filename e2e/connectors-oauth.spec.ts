import { expect, type Page, test } from '@playwright/test';
import { startOAuthFake } from '../packages/fakes/src/oauth/oauth-fake.ts';
import {
  demoValues,
  firstRuns,
  openConnectors,
  pick,
  sourceRow,
  startSource,
  unique,
  weekAgo,
} from './connectors-helpers.ts';
import { E2E_PORTS } from './ports.ts';

// §3, §8: a Brightpearl and a Perkville source created through the screens, their OAuth
// sign-in on the fakes (the e2e server points Brightpearl's auth host at this spec's fake on the
// shard's port base + 35; the demo fakes Perkville's and Lightspeed's), a wrong credential answered
// with spec 2 §8's validation message, each first run completing on the dashboard; and the demo
// Lightspeed source's preview showing records, split by identifiers typed but not saved.

const FINALIZE = `http://127.0.0.1:${E2E_PORTS.server}/finalizeOauth`;
const SAVED = 'Your credentials were saved. You can close this page.';
const SAVE_FAILED = 'There was a problem saving your validation credentials. Please try again.';

let fake: Awaited<ReturnType<typeof startOAuthFake>>;
test.beforeAll(async () => {
  fake = await startOAuthFake({ port: E2E_PORTS.oauthFakes, redirectUris: [FINALIZE] });
});
test.afterAll(async () => {
  await fake?.close();
});

/** Saves the create form of a flow type and answers the validation link the dialog shows. */
async function saveForLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Save' }).click();
  const link = page.getByTestId('validation-link');
  await expect(link).toBeVisible();
  const url = await link.inputValue();
  await page.getByRole('button', { name: 'Done' }).click();
  return url;
}

test.describe('Brightpearl, Perkville and the Lightspeed preview, through the screens', () => {
  test('each OAuth source connects through its sign-in and its first run completes', async ({ page }) => {
    await openConnectors(page);
    const demo = await demoValues(page);
    const account = demo.sources['9']!.account!;

    // Brightpearl into the bucket (spec 2 §4 lets only Brightpearl fill it): a wrong account first
    const wrong = unique('Brightpearl wrong account');
    await startSource(page, wrong, 'Brightpearl');
    await expect(page.getByText(`Account ${account}`)).toBeVisible();
    await page.getByRole('textbox', { name: 'Account', exact: true }).fill('nosuchaccount');
    await page.getByRole('checkbox', { name: 'Send Email' }).check();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('store-owner@example.com');
    await page.getByLabel('Start Date').fill(weekAgo());
    await page.getByRole('checkbox', { name: /Demo bucket/ }).check();
    await page.goto(await saveForLink(page));
    await page.getByRole('button', { name: 'Connect Brightpearl' }).click();
    await expect(page).toHaveURL(/\/finalizeOauth\?code=/);
    await expect(page.getByRole('alert')).toHaveText(SAVE_FAILED);

    const backOffice = unique('Brightpearl back office');
    await startSource(page, backOffice, 'Brightpearl');
    await page.getByRole('textbox', { name: 'Account', exact: true }).fill(account);
    await page.getByRole('checkbox', { name: 'Send Email' }).check();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('store-owner@example.com');
    await page.getByLabel('Start Date').fill(weekAgo());
    await page.getByRole('checkbox', { name: /Demo bucket/ }).check();
    await page.goto(await saveForLink(page));
    await page.getByRole('button', { name: 'Connect Brightpearl' }).click();
    await expect(page.getByRole('alert')).toHaveText(SAVED);

    // Perkville into the customer-data platform; a code its sign-in never issued is refused first
    const loyalty = unique('Perkville loyalty');
    await startSource(page, loyalty, 'Perkville');
    await page.getByLabel('Start Date').fill(weekAgo());
    await page.getByRole('checkbox', { name: /Demo customer-data platform/ }).check();
    const link = new URL(await saveForLink(page));
    const token = link.searchParams.get('t')!;
    await page.goto(`/finalizeOauth?code=not-a-code&state=${encodeURIComponent(token)}`);
    await expect(page.getByRole('alert')).toHaveText(SAVE_FAILED);
    await page.goto(link.toString());
    await page.getByRole('button', { name: 'Connect Perkville' }).click();
    await expect(page.getByRole('alert')).toHaveText(SAVED);

    await page.goto('/connectors');
    await expect(sourceRow(page, wrong)).toContainText(/setup has not been completed/i);
    for (const text of await firstRuns(page, [backOffice, loyalty])) expect(text).toMatch(/[1-9][\d,]* pulled/);
  });

  test("the demo Lightspeed source's preview shows sales, split by identifiers not yet saved", async ({ page }) => {
    await openConnectors(page);
    await sourceRow(page, 'Uptown store (Lightspeed)')
      .getByRole('link', { name: 'Uptown store (Lightspeed)', exact: true })
      .click();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Uptown store (Lightspeed)');
    await page.getByRole('button', { name: 'Preview' }).click();
    const table = page.getByRole('table', { name: 'Preview records' });
    await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    await expect(table.getByRole('cell', { name: 'web', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Close' }).click();

    // shop 1's sales become web sales in the preview, before anything is saved
    await pick(page, 'E-commerce Identifier Type', 'Shop');
    await page.getByRole('textbox', { name: 'E-commerce Identifiers' }).fill('1');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(table.getByRole('cell', { name: 'web', exact: true }).first()).toBeVisible({ timeout: 30_000 });
  });
});
