import { expect, test } from '@playwright/test';
import { DEMO, fillSignIn, signIn } from './helpers.ts';
import { apiSignIn, csrf, MailCatcher, totpCode, uniqueEmail } from './identity-mail.ts';

// Public pages of the identity issue (spec 2 §2, §4): invites, reset, admin invite with the
// authenticator step, sign-in with a code and with a recovery code. Mail travels over real SMTP.
const mail = new MailCatcher();
test.beforeAll(() => mail.start());
test.afterAll(() => mail.stop());

test.describe.configure({ mode: 'serial' });

const invitee = { email: uniqueEmail('invitee'), password: 'Invitee-pass-1', newPassword: 'Renewed-pass-2' };

test('an account admin invites by email and the invitee joins through the emailed link', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/settings/users');
  await page.getByLabel('Invite by email').fill(invitee.email);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByTestId(`member-${invitee.email}`)).toContainText('Resend Invite');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const link = await mail.waitForLink(invitee.email, '/join/');
  await page.goto(link);
  await expect(page.getByLabel('Email')).toHaveValue(invitee.email);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText('First Name is required')).toBeVisible();
  await page.getByLabel('First Name').fill('Ivy');
  await page.getByLabel('Last Name').fill('Invitee');
  await page.getByLabel('Password', { exact: true }).fill('weak');
  await page.getByLabel('Confirm Password').fill('weak');
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText('Password does not meet the password policy')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(invitee.password);
  await page.getByLabel('Confirm Password').fill(invitee.password);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText('Your account is ready. Sign in to get started.')).toBeVisible();

  // the link is spent
  await page.goto(link);
  await expect(page.getByText('Your account has already been activated.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join' })).toBeDisabled();

  await page.goto('/login');
  await fillSignIn(page, invitee.email, invitee.password);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('reset password from the email link', async ({ page }) => {
  await page.goto('/reset');
  const before = mail.count(invitee.email);
  await page.getByLabel('Email').fill(invitee.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByTestId('reset-sent')).toHaveText(
    'If an account exists for that email address, a link to reset the password has been sent to it.',
  );

  const link = await mail.waitForLink(invitee.email, '/changePassword', before);
  await page.goto(link);
  await page.getByLabel('Password', { exact: true }).fill(invitee.newPassword);
  await page.getByLabel('Confirm Password').fill(invitee.newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your password has been changed. Sign in with your new password.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change Password' })).toBeDisabled();

  // single use
  await page.goto(link);
  await expect(page.getByText('The reset password token has either expired or been previously used.')).toBeVisible();

  await page.goto('/login');
  await fillSignIn(page, invitee.email, invitee.newPassword);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('an admin invite: password, then the authenticator step; then sign in with a code and a recovery code', async ({
  page,
  playwright,
}) => {
  const email = uniqueEmail('staff');
  const password = 'Staff-pass-1';
  const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await apiSignIn(admin, DEMO.admin);
  const invited = await admin.post('/api/admin/users/invite', {
    data: { email, accessLevel: 'accountManager', hasAccounts: true },
    headers: csrf,
  });
  expect(invited.ok()).toBe(true);
  await admin.dispose();

  await page.goto(await mail.waitForLink(email, '/join/admin/'));
  await page.getByLabel('First Name').fill('Sam');
  await page.getByLabel('Last Name').fill('Staff');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('img', { name: 'Authenticator QR code' })).toBeVisible();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Verify and Finish' }).click();
  await expect(page.getByText('Invalid Code')).toBeVisible();
  await page.getByLabel('Code').fill(totpCode(secret, Date.now()));
  await page.getByRole('button', { name: 'Verify and Finish' }).click();
  await expect(page.getByText('Your account is ready. Sign in to get started.')).toBeVisible();
  const codes = ((await page.getByTestId('recovery-codes').textContent()) ?? '').match(/\d{4}-\d{4}/g) ?? [];
  expect(codes).toHaveLength(10);

  // sign in with an authenticator code
  await page.goto('/login');
  await fillSignIn(page, email, password);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await page.getByLabel('Code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // and with a recovery code, which then is spent
  await fillSignIn(page, email, password);
  // a click would land after the code field's blur validation moved the link; the keyboard does not
  await page.getByRole('button', { name: 'Use a recovery code instead' }).press('Enter');
  await page.getByLabel('Recovery Code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillSignIn(page, email, password);
  // a click would land after the code field's blur validation moved the link; the keyboard does not
  await page.getByRole('button', { name: 'Use a recovery code instead' }).press('Enter');
  await page.getByLabel('Recovery Code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid code');
});
