import { expect, type Page } from '@playwright/test';

/** Every demo user has this password (packages/server/src/seed/demo-data.ts). */
export const DEMO_PASSWORD = 'Demo-password-1';

export const DEMO = {
  admin: 'admin@demo.test',
  manager: 'manager@demo.test',
  owner: 'owner@demo.test',
  user: 'user@demo.test',
  nobody: 'nobody@demo.test',
} as const;

/** Fills the sign-in form of the page in view (it must already show /login). */
export async function fillSignIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Opens /login, signs in and waits for the shell. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await fillSignIn(page, email);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/**
 * A link of the sidebar. Not page.getByRole('link') alone: the landing page of an account without
 * reports lists the same pages as links (its 'What you can do' guide), and a click then matched two
 * links or not, depending on whether the guide had loaded yet.
 */
export const navLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

/** The labels of the sidebar's links, in order. */
export const sidebarLabels = (page: Page) => page.locator('[data-testid^="nav-"]').allInnerTexts();

/** Opens the account switcher and picks the account whose label is given, searching for `search` first. */
export async function switchAccount(page: Page, search: string, label: string): Promise<void> {
  await page.getByTestId('account-name').click();
  // the list is replaced when the search answers: click its entry after that, not the one it replaces
  const answered = page
    .waitForResponse((r) => r.url().includes('/api/user/accounts?search='), { timeout: 10_000 })
    .catch(() => undefined);
  await page.getByRole('textbox', { name: 'Search accounts' }).fill(search);
  await answered;
  await page.getByRole('button', { name: label }).click();
  // the switch loads the account before the shell shows it (and remembers it for a reload): a
  // page.goto right after the click could still open the previous account
  const escaped = search.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page.getByTestId('account-name')).toContainText(new RegExp(escaped, 'i'));
}
