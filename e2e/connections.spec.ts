import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn, switchAccount } from './helpers.ts';
import { MailCatcher } from './identity-mail.ts';

// a brand asks, the retailer answers from the emailed link, denies and removes others,
// and the history shows it all (demo data: packages/server/src/seed/demo-connections.ts).
const RETAIL = 'retail@demo.test';
const mail = new MailCatcher();
test.beforeAll(() => mail.start());
test.afterAll(() => mail.stop());

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name} \\(\\d+\\)$`) });

test('a brand requests access, the retailer approves from the emailed link, the brand sees it Active', async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO.owner);
  await page.goto('/settings/retailConnect');
  await expect(page.getByRole('heading', { level: 1, name: 'Retail Connect' })).toBeVisible();
  await tab(page, 'Available').click();
  await page.getByLabel('Search retailers').fill('Riverside');
  await page.getByRole('checkbox', { name: 'Select Riverside Running' }).check();
  await page.getByRole('button', { name: 'Request Access' }).click();
  await page.getByRole('dialog').getByLabel('Note').fill('We would love to see our sell-through.');
  await page.getByRole('dialog').getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText('Retail Request Sent')).toBeVisible();
  await tab(page, 'Pending').click();
  await expect(page.getByRole('row', { name: /Riverside Running/ })).toContainText('We would love to see');

  // a managed retailer follows its parent: it cannot be selected
  await page.getByLabel('Search retailers').fill('Main Street Shoes');
  await tab(page, 'Active').click();
  await expect(page.getByRole('checkbox', { name: 'Select Main Street Shoes' })).toBeDisabled();

  // the retailer's admin answers from the real mail, signed out
  const link = await mail.waitForLink(RETAIL, '/accountConnection');
  expect(link).toContain('&a=a');
  const anonymous = await browser.newContext();
  try {
    const publicPage = await anonymous.newPage();
    await publicPage.goto(link);
    await publicPage.getByRole('button', { name: 'Accept the request' }).click();
    await expect(publicPage.getByTestId('connection-outcome')).toHaveText("You approved Acme Brand's access request.");
    // the link works once
    await publicPage.reload();
    await publicPage.getByRole('button', { name: 'Accept the request' }).click();
    await expect(publicPage.getByText('The link is either invalid or has expired.')).toBeVisible();
  } finally {
    await anonymous.close();
  }

  await page.reload();
  await page.getByLabel('Search retailers').fill('Riverside');
  await tab(page, 'Active').click();
  await expect(page.getByRole('row', { name: /Riverside Running/ })).toBeVisible();
});

test('the retailer denies one brand, removes another with the confirmation, and the history shows it all', async ({
  page,
}) => {
  await signIn(page, RETAIL);
  await switchAccount(page, 'Lakeside', 'Lakeside Sports');
  await page.goto('/settings/dataPermissions');
  await expect(page.getByRole('heading', { level: 1, name: 'Data Permissions' })).toBeVisible();

  const pending = page.getByTestId('pending-requests');
  await pending
    .getByRole('row', { name: /Peak Footwear/ })
    .getByRole('button', { name: 'Deny' })
    .click();
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to deny the access request');
  await page.getByRole('dialog').getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByText('Access Request Declined')).toBeVisible();
  await expect(pending.getByRole('row', { name: /Peak Footwear/ })).toHaveCount(0);

  await page.getByRole('checkbox', { name: 'Select Trailhead Apparel' }).check();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Are you sure you want to remove access for the following brands?');
  await expect(confirm).toContainText('Trailhead Apparel');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Access Removed Successfully')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Select Trailhead Apparel' })).toHaveCount(0);

  const history = page.getByTestId('connection-history');
  await history.getByLabel('Brand').click();
  await page.getByRole('option', { name: 'Trailhead Apparel' }).click();
  const entries = history.getByTestId('history-entry');
  await expect(entries.first()).toContainText('Removed');
  await expect(entries.first()).toContainText('Rhea Retail');
  await expect(entries.first()).toContainText('Data Permissions');
  await expect(entries).toHaveCount(3);

  await history.getByLabel('Brand').click();
  await page.getByRole('option', { name: 'Peak Footwear' }).click();
  await expect(entries.first()).toContainText('Declined');

  // the Industry tab: the vertical's data permission settings
  await page.getByRole('tab', { name: 'Industry' }).click();
  const inventory = page.getByRole('switch', { name: 'Inventory' });
  await expect(inventory).toBeChecked();
  // the switch follows the saved value
  await inventory.click();
  await expect(page.getByText('Data Permissions Updated')).toBeVisible();
  await expect(inventory).not.toBeChecked();
});
