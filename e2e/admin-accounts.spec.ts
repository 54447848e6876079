import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './helpers.ts';

// spec 1 §2 Admin Accounts list and the account form; §5 rules; §8 DuplicateName.
const csrf = { 'x-storelens-csrf': '1' };
const run = Date.now().toString(36);
const verticalId = `e2e-acc-${run}`;

/** Picks an option of an MUI select by its label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('create an account with custom fields and switch to it; the same name again is DuplicateName', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  const name = `Created ${run}`;
  const vertical = await page.request.post('/api/admin/verticals', {
    headers: csrf,
    data: {
      verticalId: `${verticalId}-c`,
      name: `E2E Create ${run}`,
      metadata: {
        accountCustomFields: [
          { label: 'Region', property: 'region', type: 'list', values: ['North', 'South'], required: true },
          { label: 'Account Code', property: 'code', type: 'text', values: [], required: false },
        ],
      },
    },
  });
  expect(vertical.status()).toBe(200);

  await page.goto('/admin/accounts');
  await page.getByRole('link', { name: '+ Create Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Account Type is required')).toBeVisible();
  await expect(page.getByText('Vertical is required')).toBeVisible();

  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await choose(page, 'Account Type', 'Brand');
  await choose(page, 'Vertical', `E2E Create ${run}`);
  // the vertical's custom fields appear; Region is required
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Region is required')).toBeVisible();
  await expect(page.getByText('Brand Name is required')).toBeVisible();
  await choose(page, 'Region', 'South');
  await page.getByRole('textbox', { name: 'Account Code' }).fill('AC-7');
  await page.getByRole('textbox', { name: 'Brand Name' }).fill(`Brand ${run}`);
  await page.getByRole('button', { name: 'Create', exact: true }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Do you want to switch to account ${name}?`);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId('account-name')).toHaveText(name);

  // the same name in the same vertical
  await page.goto('/admin/accounts/create');
  await page.getByRole('textbox', { name: 'Name' }).fill(name.toUpperCase());
  await choose(page, 'Account Type', 'Other');
  await choose(page, 'Vertical', `E2E Create ${run}`);
  await choose(page, 'Region', 'North');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Account names must be unique per vertical.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/accounts\/create$/);
});
