import { expect, test } from '@playwright/test';
import { DEMO, sidebarLabels, signIn } from './helpers.ts';

test.describe('shell', () => {
  test('a system admin sees the internal and admin sidebar', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/reports$/);
    const labels = await sidebarLabels(page);
    for (const label of [
      'Reports',
      'My Profile',
      'Users & Permissions',
      'Connectors',
      'Accounts',
      'Reports Admin',
      'Internal Reports',
      'Email List Management',
      'Admin Users',
      'Report Management',
      'Vertical Management',
    ]) {
      expect(labels).toContain(label);
    }
    for (const title of ['Settings', 'Internal', 'Admin']) {
      await expect(page.getByRole('navigation', { name: 'Main' }).getByText(title, { exact: true })).toBeVisible();
    }
    await page.screenshot({ path: '/tmp/shots/shell-admin.png', animations: 'disabled' });
  });

  test('a plain user sees Reports and My Profile only', async ({ page }) => {
    await signIn(page, DEMO.user);
    expect(await sidebarLabels(page)).toEqual(['Reports', 'My Profile']);
    await expect(page.getByTestId('product-name')).toHaveText('StoreLens');
    // One account: the name is plain text, not a switcher.
    await expect(page.getByTestId('account-name')).toHaveText('Acme Brand');
    await expect(page.getByRole('button', { name: 'Acme Brand' })).toHaveCount(0);
    await page.screenshot({ path: '/tmp/shots/shell-user.png', animations: 'disabled' });
  });

  test('an account admin of a Brand account sees Users & Permissions and Retail Connect', async ({ page }) => {
    await signIn(page, DEMO.owner);
    await expect(page.getByTestId('account-name')).toHaveText('Acme Brand');
    expect(await sidebarLabels(page)).toEqual(['Reports', 'My Profile', 'Users & Permissions', 'Retail Connect']);
  });

  test('the sidebar toggle hides and shows the sidebar', async ({ page }) => {
    await signIn(page, DEMO.user);
    await expect(page.getByTestId('nav-reports')).toBeVisible();
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(page.getByTestId('nav-reports')).toBeHidden();
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(page.getByTestId('nav-reports')).toBeVisible();
  });

  test('on a small screen the sidebar opens over the page and closes after navigating', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page, DEMO.user);
    await expect(page.getByTestId('nav-reports')).toBeHidden();
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await page.getByTestId('nav-profile').click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(page.getByTestId('nav-profile')).toBeHidden();
    await page.screenshot({ path: '/tmp/shots/shell-small.png', animations: 'disabled' });
  });

  test('redirect rules: /admin, unknown paths and the role guard', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/accounts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();

    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/reports$/);

    await page.goto('/accountChange');
    await expect(page).toHaveURL(/\/reports$/);
  });

  test('the role guard sends a plain user from an admin page back home', async ({ page }) => {
    await signIn(page, DEMO.user);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/reports$/);
    await page.goto('/settings/users');
    await expect(page).toHaveURL(/\/reports$/);
    // My Profile needs no account rights.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(page.getByTestId('profile-name')).toBeVisible();
  });
});
