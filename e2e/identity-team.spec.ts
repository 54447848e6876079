import { expect, test } from '@playwright/test';
import { DEMO, signIn, switchAccount } from './helpers.ts';
import { MailCatcher, uniqueEmail } from './identity-mail.ts';

// spec 3 §2 Team users, spec 1 §6 impersonation.
const mail = new MailCatcher();
test.beforeAll(() => mail.start());
test.afterAll(() => mail.stop());

test('invite, re-invite, change the level of and delete a team member', async ({ page }) => {
  const email = uniqueEmail('teammate');
  await signIn(page, DEMO.owner);
  await page.goto('/settings/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users & Permissions' })).toBeVisible();

  // the owner cannot change or delete themselves
  const self = page.getByTestId(`member-${DEMO.owner}`);
  await expect(self.getByRole('switch')).toBeDisabled();
  await expect(self.getByRole('button', { name: 'Delete Member' })).toHaveCount(0);

  await page.getByLabel('Invite by email').fill('not-an-email');
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByText('Email is not a valid email address')).toBeVisible();
  await page.getByLabel('Invite by email').fill(DEMO.user);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByText('The user is already a team member')).toBeVisible();
  await page.getByLabel('Invite by email').fill(DEMO.admin);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByText('The user can not be added to this team')).toBeVisible();

  await page.getByLabel('Invite by email').fill(email);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const row = page.getByTestId(`member-${email}`);
  await expect(row).toBeVisible();
  await mail.waitForLink(email, '/join/');

  await row.getByRole('button', { name: 'Resend Invite' }).click();
  await expect(page.getByText('Invite resent')).toBeVisible();
  await mail.waitForLink(email, '/join/', 1);
  // the toast lasts 2 seconds
  await expect(page.getByText('Invite resent')).toBeHidden({ timeout: 5_000 });

  await row.getByRole('switch').check();
  await expect(row).toContainText('Admin');
  await page.reload();
  await expect(page.getByTestId(`member-${email}`).getByRole('switch')).toBeChecked();

  await page.getByTestId(`member-${email}`).getByRole('button', { name: 'Delete Member' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Are you sure you want to remove ${email} from your team?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId(`member-${email}`)).toHaveCount(0);
});

test('a system admin impersonates a team member and returns', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await switchAccount(page, 'Acme', 'Acme Brand Brand');
  await page.goto('/settings/users');
  await page.getByTestId(`member-${DEMO.user}`).getByRole('button', { name: 'Impersonate' }).click();

  await expect(page.getByTestId('impersonation')).toHaveText('Impersonating Uma User');
  await expect(page.getByTestId('account-name')).toContainText('Acme Brand');
  // the impersonated user is a plain user: no team page for them
  await expect(page.getByTestId('nav-users')).toHaveCount(0);

  await page.getByRole('button', { name: 'Back to my user' }).click();
  await expect(page.getByTestId('impersonation')).toHaveCount(0);
  await expect(page.getByText('Ada Admin')).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/users$/);
});
