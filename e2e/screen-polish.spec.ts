/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { type ConsoleMessage, expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './helpers.ts';

// What a demanding user notices and only a real browser shows: one heading scale (computed sizes), a
// quiet sign-in page (its console), and button labels on one line at 1,440 px. The notices and landing
// states are the jsdom screen tests'.

const RETAIL = 'retail@demo.test';
const SHOTS = process.env.SCREENSHOT_DIR;

test.use({ viewport: { width: 1440, height: 900 } });

/** Keeps a screenshot of the page at 1,440 px, in the test's output (and SCREENSHOT_DIR when set). */
async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The font sizes (px) of the page title and of every other heading in the main area. */
const headingSizes = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const size = (el: Element) => Number.parseFloat(getComputedStyle(el).fontSize);
    const title = main.querySelector('h1');
    const others = [...main.querySelectorAll('h2, h3, h4, h5, h6, [role="heading"]')].filter(
      (el) => el !== title && (el as HTMLElement).offsetParent !== null,
    );
    return {
      title: title ? size(title) : 0,
      others: others.map((el) => ({ text: (el.textContent ?? '').trim().slice(0, 40), size: size(el) })),
    };
  });

async function expectTitleLargest(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const { title: titleSize, others } = await headingSizes(page);
  expect(titleSize).toBeGreaterThan(0);
  for (const h of others)
    expect(h.size, `"${h.text}" (${h.size}px) against the title (${titleSize}px)`).toBeLessThan(titleSize);
}

/** The visible buttons whose label runs over more than one line (or is cut off). */
const wrappedButtons = (page: Page) =>
  page.evaluate(() => {
    const wrapped: string[] = [];
    // buttons, and links or labels dressed as buttons ('+ Create Account', 'Upload File')
    for (const button of document.querySelectorAll<HTMLElement>('button, .MuiButton-root')) {
      const label = (button.textContent ?? '').trim();
      if (!label || button.offsetParent === null) continue;
      // the lines the label's text occupies (icons left out: they sit off the text's baseline)
      const tops = new Set<number>();
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!(node.textContent ?? '').trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) if (r.width > 0 && r.height > 0) tops.add(Math.round(r.top));
      }
      if (tops.size > 1 || button.scrollWidth > button.clientWidth + 1) wrapped.push(label);
    }
    return wrapped;
  });

test('headings: section headings are smaller than the page title, on the profile page and others', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
  await expectTitleLargest(page, 'My Profile');
  await shoot(page, 'profile');
  await page.goto('/settings/users');
  await expectTitleLargest(page, 'Users & Permissions');
  await page.goto('/reports');
  await expectTitleLargest(page, 'Reports');
});

test('the sign-in page loads without a console error (it asks for the session only when signed in)', async ({
  page,
}) => {
  const errors: string[] = [];
  const onConsole = (m: ConsoleMessage) => m.type() === 'error' && errors.push(m.text());
  page.on('console', onConsole);
  const asked: string[] = [];
  page.on('request', (r) => r.url().includes('/api/auth/expiration') && asked.push(r.url()));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // a signed-out visit to a signed-in page goes to sign-in without asking either
  await page.goto('/reports');
  await expect(page).toHaveURL(/\/login\?redirect=%2Freports/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  // signed in, the sign-in page still knows and moves on; signed out again, it is quiet again
  await signIn(page, DEMO.user);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // and a signed-out visit to a signed-in page is quiet again too
  await page.goto('/reports');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

/** Opens each screen and lists the buttons whose label does not sit on one line. */
async function expectButtonsOnOneLine(page: Page, paths: string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    expect(await wrappedButtons(page), path).toEqual([]);
  }
}

test('button labels stay on one line at 1,440 px on the account screens', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expectButtonsOnOneLine(page, ['/reports', '/profile', '/settings/users']);
});

test('button labels stay on one line at 1,440 px on the internal screens', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expectButtonsOnOneLine(page, ['/admin/accounts', '/admin/users', '/admin/emailListManagement', '/connectors']);
});

test('button labels stay on one line at 1,440 px on the retailer screens', async ({ page }) => {
  await signIn(page, RETAIL);
  await expectButtonsOnOneLine(page, [
    '/reports',
    '/settings/dataPermissions',
    '/settings/locations',
    '/settings/users',
  ]);
});
