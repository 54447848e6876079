import { expect, test } from '@playwright/test';
import { DEMO, fillSignIn, signIn, switchAccount } from './helpers.ts';
import { MailCatcher, newTeamMember, uniqueEmail } from './identity-mail.ts';

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
  // a staff address gets the same neutral answer as anyone (nothing is revealed to a customer)
  await page.getByLabel('Invite by email').fill(DEMO.admin);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByTestId(`member-${DEMO.admin}`)).toContainText('Pending');
  await page.getByTestId(`member-${DEMO.admin}`).getByRole('button', { name: 'Delete Member' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId(`member-${DEMO.admin}`)).toHaveCount(0);

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

  // the switch turns once the server has saved the level: click, then wait for it (check() asserts at once)
  await row.getByRole('switch').click();
  await expect(row.getByRole('switch')).toBeChecked();
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

test('someone who already has a user joins another team only after accepting the invitation', async ({
  page,
  request,
}) => {
  const member = await newTeamMember(request, mail, 'Teammate-password-1');
  await signIn(page, DEMO.owner);
  await switchAccount(page, 'Main', 'Main Street Shoes');
  await page.goto('/settings/users');
  await page.getByLabel('Invite by email').fill(member.email);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  // listed as pending, showing nothing of the person but the address
  const row = page.getByTestId(`member-${member.email}`);
  await expect(row).toContainText('Pending');
  await expect(row).not.toContainText('Eve');

  const link = await mail.waitForLink(member.email, '/join/team/');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto(new URL(link).pathname);
  await expect(page.getByText('You have been invited to join Main Street Shoes')).toBeVisible();
  await page.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(page.getByText('You have joined Main Street Shoes.')).toBeVisible();

  await page.goto('/login');
  await fillSignIn(page, member.email, member.password);
  await page.getByTestId('account-name').click();
  await expect(page.getByRole('button', { name: /Main Street Shoes/ })).toBeVisible();
});
