import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './helpers.ts';

// spec 1 §2 Internal Users, §4 states, §8 UserExists.
const email = `staff-${Date.now().toString(36)}@example.test`;
const row = (page: Page, address: string) => page.getByTestId(`internal-user-${address}`);

test('invite, resend, edit, deactivate and reactivate an internal user', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Users' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');

  // the signed-in admin can neither edit nor deactivate themselves
  const self = row(page, DEMO.admin);
  await expect(self).toContainText('Active');
  await expect(self.getByRole('switch')).toBeDisabled();
  await expect(self.getByRole('button', { name: 'Deactivate Member' })).toHaveCount(0);
  await expect(self.getByRole('link', { name: /Edit/ })).toHaveCount(0);

  // invite: email required and valid, UserExists on the email field
  await page.getByRole('link', { name: '+ Invite User' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invite Admin User' })).toBeVisible();
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await expect(page.getByText('Email is not a valid email address')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.manager);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByText('User already exists')).toBeVisible();

  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('checkbox', { name: 'Accounts' }).check();
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(row(page, email)).toContainText('Pending');

  // resend: the toast for 2 seconds
  await row(page, email).getByRole('button', { name: 'Resend Invite' }).click();
  await expect(page.getByText('Invite resent')).toBeVisible();
  await expect(page.getByText('Invite resent')).toBeHidden({ timeout: 5_000 });

  // edit: the flags and the level
  await row(page, email)
    .getByRole('link', { name: `Edit ${email}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Admin User' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Accounts' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Connectors' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await row(page, email).getByRole('switch').click();
  await expect(row(page, email).getByRole('switch')).toBeChecked();

  // deactivate, then reactivate from the Deactivated tab
  await row(page, email).getByRole('button', { name: 'Deactivate Member' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(row(page, email)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Deactivated' }).click();
  await expect(page).toHaveURL(/tab=deactivated/);
  await row(page, email).getByRole('button', { name: 'Activate Member' }).click();
  await expect(row(page, email)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Members' }).click();
  await expect(row(page, email)).toContainText('Pending');
});
