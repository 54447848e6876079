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
});
