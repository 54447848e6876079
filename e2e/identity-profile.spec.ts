import { expect, test } from '@playwright/test';
import { fillSignIn } from './helpers.ts';
import { MailCatcher, newTeamMember, totpCode } from './identity-mail.ts';

// spec 3 §2 Profile and security: profile, and two-factor on and off.
const mail = new MailCatcher();
test.beforeAll(() => mail.start());
test.afterAll(() => mail.stop());

test('update the profile, enable two-factor, sign in with a code, disable it', async ({ page, playwright }) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const member = await newTeamMember(request, mail, 'Member-pass-1');
  await request.dispose();

  await page.goto('/login');
  await fillSignIn(page, member.email, member.password);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.goto('/profile');

  // profile: the mobile mask and its rule
  const mobile = page.getByLabel('Mobile');
  await mobile.fill('55512');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Mobile is an invalid phone number')).toBeVisible();
  await mobile.fill('5551234567');
  await expect(mobile).toHaveValue('555-123-4567');
  await page.getByLabel('First Name').fill('Evelyn');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile has been updated')).toBeVisible();
  await expect(page.getByTestId('profile-name')).toHaveText('Evelyn Tester');

  // change password: the wrong current password
  const passwordForm = page.getByTestId('password-form');
  await passwordForm.getByLabel('Current Password').fill('Wrong-pass-1');
  await passwordForm.getByLabel('New Password').fill('Member-pass-2');
  await passwordForm.getByLabel('Confirm Password').fill('Member-pass-2');
  await passwordForm.getByRole('button', { name: 'Update Password' }).click();
  await expect(passwordForm.getByText('Current Password is incorrect')).toBeVisible();

  // two-factor on
  await page.getByRole('button', { name: 'Set Up Two-Factor' }).click();
  await expect(page.getByRole('img', { name: 'Authenticator QR code' })).toBeVisible();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
  await page.getByLabel('Code').fill('123');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Code is 6 digits')).toBeVisible();
  await page.getByLabel('Code').fill(totpCode(secret, Date.now()));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('recovery-codes')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download codes' }).click();
  expect((await download).suggestedFilename()).toBe('recovery-codes.txt');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('two-factor-status')).toHaveText('Two-factor authentication is on.');

  // sign in again with a code
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillSignIn(page, member.email, member.password);
  await page.getByLabel('Code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  // two-factor off (the password is asked again)
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Disable Two-Factor' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Password').fill('Wrong-pass-1');
  await dialog.getByRole('button', { name: 'Disable' }).click();
  await expect(dialog.getByText('password is incorrect')).toBeVisible();
  await dialog.getByLabel('Password').fill(member.password);
  await dialog.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByTestId('two-factor-status')).toContainText('Two-factor authentication is off.');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillSignIn(page, member.email, member.password);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('an API key made on the profile reads the API as its user, and stops once revoked', async ({
  page,
  playwright,
}) => {
  const baseURL = test.info().project.use.baseURL;
  const request = await playwright.request.newContext({ baseURL });
  const member = await newTeamMember(request, mail, 'Member-pass-1');
  await request.dispose();

  await page.goto('/login');
  await fillSignIn(page, member.email, member.password);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.goto('/profile');
  const keys = page.getByRole('region', { name: 'API Keys' });
  await expect(keys.getByText('No API keys yet.')).toBeVisible();
  await keys.getByLabel('Name').fill('Nightly export');
  await keys.getByRole('button', { name: 'Create Key' }).click();
  const shown = keys.getByTestId('new-api-key');
  await expect(shown).toContainText('it will not be shown again');
  const key = ((await shown.locator('code').textContent()) ?? '').trim();
  expect(key).toMatch(/^sl_[A-Za-z0-9_-]{43}$/);

  // a script with the key: no cookie, no CSRF header; a read key (the form's default) only reads
  const script = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${key}` } });
  const me = await script.get('/api/user');
  expect(me.status()).toBe(200);
  expect((await me.json()).email).toBe(member.email);
  const write = await script.put('/api/user/timezone', { data: { timeZone: 'Europe/Paris' } });
  expect(write.status()).toBe(403);
  expect((await write.json()).error).toBe('ApiKeyScope');

  await shown.getByRole('button', { name: 'Done' }).click();
  const table = keys.getByRole('table', { name: 'API keys' });
  await expect(table.getByText('Nightly export')).toBeVisible();
  await expect(table.getByText(key.slice(0, 10), { exact: false })).toBeVisible();
  await keys.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(keys.getByText('No API keys yet.')).toBeVisible();
  expect((await script.get('/api/user')).status()).toBe(401);
  await script.dispose();
});
