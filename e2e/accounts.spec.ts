import { expect, test } from '@playwright/test';
import { DEMO, fillSignIn, sidebarLabels, signIn, switchAccount } from './helpers.ts';

test.describe('accounts', () => {
  test('the switcher filters case-insensitively and switches the account', async ({ page }) => {
    await signIn(page, DEMO.owner);
    await expect(page.getByTestId('account-name')).toHaveText('Acme Brand');

    await page.getByTestId('account-name').click();
    await page.getByRole('textbox', { name: 'Search accounts' }).fill('mAIN sT');
    const options = page.getByRole('list', { name: 'Accounts' }).getByRole('button');
    await expect(options).toHaveCount(1);
    await page.screenshot({ path: '/tmp/shots/switcher.png', animations: 'disabled' });
    await options.first().click();

    await expect(page.getByTestId('account-name')).toHaveText('Main Street Shoes');
    await expect(page).toHaveURL(/\/reports$/);
    // Main Street Shoes is a Retailer the owner administers: retailer settings replace Retail Connect.
    expect(await sidebarLabels(page)).toEqual([
      'Reports',
      'My Profile',
      'Users & Permissions',
      'Data Permissions',
      'Locations',
    ]);

    // The choice holds for this tab across a reload.
    await page.reload();
    await expect(page.getByTestId('account-name')).toHaveText('Main Street Shoes');
  });

  test('duplicate account names carry their vertical', async ({ page }) => {
    await signIn(page, DEMO.owner);
    await page.getByTestId('account-name').click();
    await page.getByRole('textbox', { name: 'Search accounts' }).fill('summit');
    const list = page.getByRole('list', { name: 'Accounts' });
    await expect(list.getByText('Summit Outfitters (Retail)')).toBeVisible();
    await expect(list.getByText('Summit Outfitters (Outdoor)')).toBeVisible();
    await list.getByText('Summit Outfitters (Outdoor)').click();
    await expect(page.getByTestId('account-name')).toHaveText('Summit Outfitters (Outdoor)');
  });

  test('an account with showPreview adds (Preview) to the product name', async ({ page }) => {
    await signIn(page, DEMO.owner);
    await expect(page.getByTestId('product-name')).toHaveText('StoreLens');
    await switchAccount(page, 'preview', 'Preview Partners');
    await expect(page.getByTestId('product-name')).toHaveText('StoreLens (Preview)');
  });

  test('a deactivated account shows the deactivated screen', async ({ page }) => {
    await signIn(page, DEMO.owner);
    await switchAccount(page, 'harbor', 'Harbor Outlet');
    await expect(page).toHaveURL(/\/deactivated$/);
    await expect(page.getByRole('heading', { name: 'Harbor Outlet is not available!' })).toBeVisible();
    await expect(
      page.getByText('Harbor Outlet is in a deactivated state. Contact support to resolve the issue.'),
    ).toBeVisible();
    // Pages of the account stay closed while it is deactivated; My Profile does not.
    await page.goto('/reports');
    await expect(page).toHaveURL(/\/deactivated$/);
    await page.getByTestId('nav-profile').click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  });

  test('a user without accounts lands on the no-accounts screen', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, DEMO.nobody);
    await expect(page).toHaveURL(/\/noAccounts$/);
    await expect(page.getByRole('heading', { name: 'No accounts are available!' })).toBeVisible();
    await expect(page.getByText('Your user does not belong to any accounts.')).toBeVisible();
    expect(await sidebarLabels(page)).toEqual(['My Profile']);
  });

  test('switching account in another sign-in shows the Account Changed dialog', async ({ page, browser }) => {
    await page.clock.install();
    await signIn(page, DEMO.owner);
    await expect(page.getByTestId('account-name')).toHaveText('Acme Brand');

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, DEMO.owner);
    await switchAccount(otherPage, 'main', 'Main Street Shoes');
    await expect(otherPage.getByTestId('account-name')).toHaveText('Main Street Shoes');
    await other.close();

    // The first tab polls lastAccount every minute (spec 1 §4).
    await page.clock.fastForward('01:01');
    const dialog = page.getByRole('dialog', { name: 'Account Changed' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('StoreLens allows a user to be signed into one account at a time.');
    await page.screenshot({ path: '/tmp/shots/account-changed.png', animations: 'disabled' });

    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(page.getByTestId('account-name')).toHaveText('Main Street Shoes');
  });

  test('a 401 while switching account goes to sign-in and back', async ({ page, context }) => {
    await signIn(page, DEMO.owner);
    await context.clearCookies();
    // whichever call meets the 401 first — the page's own, the menu's list, the search or the
    // switch — goes to sign-in; the menu is gone then, so each later step may find nothing to do
    await page
      .getByTestId('account-name')
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await page
      .getByRole('textbox', { name: 'Search accounts' })
      .fill('main', { timeout: 5_000 })
      .catch(() => undefined);
    await page
      .getByRole('button', { name: 'Main Street Shoes' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await expect(page).toHaveURL(/\/login\?redirect=%2Freports$/);
    await fillSignIn(page, DEMO.owner);
    await expect(page).toHaveURL(/\/reports$/);
  });
});
