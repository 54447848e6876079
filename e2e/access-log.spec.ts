import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './helpers.ts';

// A brand's read lands in the retailer's access log (docs/features/access-log.md). owner@demo.test is
// both Acme Brand's admin and an admin of Main Street Shoes, a store Acme reads through its group's
// approval (demo data: packages/server/src/seed/demo-connections.ts), so one sign-in plays both sides.

/**
 * Switches to one of the owner's accounts. The owner is no system user: the switcher filters the
 * accounts it already holds, so unlike helpers.ts' switchAccount there is no search call to wait for.
 */
async function switchTo(page: Page, search: string, label: string) {
  await page.getByTestId('account-name').click();
  await page.getByRole('textbox', { name: 'Search accounts' }).fill(search);
  await page.getByRole('button', { name: label }).click();
  await expect(page.getByTestId('account-name')).toContainText(label);
}

test('a brand reads Brand Performance; the retailer sees the read, filters the log and exports it', async ({
  page,
}) => {
  // the owner's default account is Acme Brand (the flows that sign in as the owner rely on it)
  await signIn(page, DEMO.owner);
  await expect(page.getByTestId('account-name')).toContainText('Acme Brand');
  const answered = page.waitForResponse((r) => r.url().includes('/api/embed/reports/brand-performance') && r.ok());
  await page.goto('/dashboard/brand/brand-performance');
  const query = new URL((await answered).url()).searchParams;
  const from = query.get('from');
  const to = query.get('to');
  const range = from && to ? `${from} to ${to}` : 'the report’s default dates';

  // away from the report (and its first-visit walkthrough) to the store's side
  await page.goto('/profile');
  await switchTo(page, 'Main Street', 'Main Street Shoes');
  await page.goto('/settings/dataPermissions');
  await page.getByRole('tab', { name: 'Access log' }).click();
  await expect(page).toHaveURL(/[?&]tab=accessLog/);
  const rows = page.getByRole('table', { name: 'Access log' }).getByRole('row');
  // the newest read first: the one just made, with its filters in words
  const newest = rows.nth(1);
  await expect(newest).toContainText('Acme Brand');
  await expect(newest).toContainText(DEMO.owner);
  await expect(newest).toContainText('Brand Performance');
  await expect(newest).toContainText(range);

  // by brand, then from today: the demo's reads of the past weeks drop out, today's stays
  await page.getByLabel('Brand').click();
  await page.getByRole('option', { name: 'Acme Brand' }).click();
  await expect(page).toHaveURL(/[?&]brand=\d+/);
  await expect(newest).toContainText('Acme Brand');
  const today = new Date().toISOString().slice(0, 10);
  const seededDay = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  // a row's first cell is when it was read (its filters may name days too)
  const readOn = (day: string) => rows.filter({ has: page.locator('td:first-child', { hasText: day }) });
  await expect(readOn(seededDay)).not.toHaveCount(0);
  await page.getByLabel('From').fill(today);
  await expect(page).toHaveURL(new RegExp(`[?&]from=${today}`));
  await expect(readOn(seededDay)).toHaveCount(0);
  await expect(newest).toContainText(today);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Access log ${today} to ${today}.csv`);
  const [header, ...lines] = readFileSync(await file.path(), 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(header).toBe('Read at,Brand,User,Email,Report,Filters');
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.every((line) => line.startsWith(today) && line.includes(',Acme Brand,'))).toBe(true);
  expect(lines.some((line) => line.includes(`,${DEMO.owner},Brand Performance,${range}`))).toBe(true);

  // the account a sign-in opens is the last one chosen: leave the owner on Acme for the other flows
  await switchTo(page, 'Acme', 'Acme Brand');
});
