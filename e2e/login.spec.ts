import { expect, test } from '@playwright/test';
import { DEMO, fillSignIn, signIn } from './helpers.ts';

test.describe('sign-in', () => {
  test('signing in lands on the home page and signing out returns to sign-in', async ({ page }) => {
    await signIn(page, DEMO.user);
    await expect(page).toHaveURL(/\/reports$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The session is gone: the app sends us back to sign-in, remembering the page.
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  });

  test('a signed-out visit keeps the page as redirect and returns there after sign-in', async ({ page }) => {
    await page.goto('/settings/users?tab=1');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings%2Fusers%3Ftab%3D1$/);
    await fillSignIn(page, DEMO.owner);
    await expect(page).toHaveURL(/\/settings\/users\?tab=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Users & Permissions' })).toBeVisible();
  });

  test('a 401 from an API call goes to sign-in with the current page, and back after sign-in', async ({
    page,
    context,
  }) => {
    await signIn(page, DEMO.user);
    await page.getByTestId('nav-profile').click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await page.getByTestId('nav-reports').click();
    await expect(page).toHaveURL(/\/reports$/);

    await context.clearCookies();
    // Opening My Profile reloads the user (spec 3 §2), which now answers 401.
    await page.getByTestId('nav-profile').click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);

    await fillSignIn(page, DEMO.user);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('profile-email')).toHaveText(DEMO.user);
  });

  test('the session is refreshed once its expiry is within the hour', async ({ page }) => {
    await page.clock.install();
    await signIn(page, DEMO.user);
    // Sessions last two hours idle; the 30-minute check refreshes in the last hour (spec 1 §4).
    const refresh = page.waitForRequest('**/api/user/refreshToken');
    await page.clock.fastForward('01:05:00');
    expect((await (await refresh).response())?.status()).toBe(200);
  });
});
