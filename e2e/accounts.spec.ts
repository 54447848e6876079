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
      'Report Calendar',
      'Webhooks',
    ]);

    // The choice holds for this tab across a reload.
    await page.reload();
    await expect(page.getByTestId('account-name')).toHaveText('Main Street Shoes');
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
});
