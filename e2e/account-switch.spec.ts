import { expect, type Request, test } from '@playwright/test';
import { DEMO, signIn, switchAccount } from './helpers.ts';

test.describe('account switch', () => {
  // a system user may see any number of accounts, so their switcher asks the server.
  test('the switcher of a system user searches on the server, once typing pauses', async ({ page }) => {
    const searches: string[] = [];
    page.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/user/accounts' && url.searchParams.has('search'))
        searches.push(url.searchParams.get('search') ?? '');
    });
    await signIn(page, DEMO.admin);

    await page.getByTestId('account-name').click();
    const answered = page.waitForResponse((res) => {
      const url = new URL(res.url());
      return url.pathname === '/api/user/accounts' && url.searchParams.get('search') === 'main st' && res.ok();
    });
    await page.getByRole('textbox', { name: 'Search accounts' }).pressSequentially('main st', { delay: 40 });
    const rows = (await (await answered).json()) as { name: string }[];
    expect(rows.map((r) => r.name)).toContain('Main Street Shoes');
    for (const { name } of rows) expect(name).toMatch(/\bmain.*\bst/i);
    // debounced: one question for the whole word, not one per key
    expect(searches).toEqual(['main st']);

    const options = page.getByRole('list', { name: 'Accounts' }).getByRole('button');
    await expect(options).toHaveCount(rows.length);
    await options.filter({ hasText: 'Main Street Shoes' }).click();
    await expect(page.getByTestId('account-name')).toHaveText('Main Street Shoes');

    // the choice holds for this tab across a reload, though it was found by a search
    await page.reload();
    await expect(page.getByTestId('account-name')).toHaveText('Main Street Shoes');
  });

  // spec 1 §2 and §4: one user signed in twice; a switch in one sign-in shows the other
  // the Account Changed dialog within a minute, and its OK reloads to /.
  test('switching account in one sign-in shows the Account Changed dialog in the other', async ({ browser }) => {
    const first = await browser.newContext();
    const second = await browser.newContext();
    try {
      const page = await first.newPage();
      await page.clock.install();
      await signIn(page, DEMO.owner);
      await expect(page.getByTestId('account-name')).toHaveText('Acme Brand');

      const otherPage = await second.newPage();
      await signIn(otherPage, DEMO.owner);
      await expect(otherPage.getByTestId('account-name')).toHaveText('Acme Brand');
      await switchAccount(otherPage, 'main', 'Main Street Shoes');
      await expect(otherPage.getByTestId('account-name')).toHaveText('Main Street Shoes');

      const dialog = page.getByRole('dialog', { name: 'Account Changed' });
      await page.clock.fastForward('00:30');
      await expect(dialog).toBeHidden();
      await page.clock.fastForward('00:31');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('You have signed into another account.');

      const reloaded = page.waitForRequest((req) => req.isNavigationRequest() && new URL(req.url()).pathname === '/');
      await dialog.getByRole('button', { name: 'OK' }).click();
      await reloaded;
      await expect(page.getByTestId('account-name')).toHaveText('Main Street Shoes');
      await expect(dialog).toBeHidden();
    } finally {
      await first.close();
      await second.close();
    }
  });
});
