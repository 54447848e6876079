import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './helpers.ts';

// spec 1 §2 Admin Accounts list and the account form; §5 rules; §8 DuplicateName.
const csrf = { 'x-storelens-csrf': '1' };
const run = Date.now().toString(36);
const verticalId = `e2e-acc-${run}`;

/** A vertical with a required list field and a text field, and 55 accounts to page through (as the admin). */
async function seed(request: APIRequestContext): Promise<void> {
  const vertical = await request.post('/api/admin/verticals', {
    headers: csrf,
    data: {
      verticalId,
      name: `E2E Accounts ${run}`,
      metadata: {
        accountCustomFields: [
          { label: 'Region', property: 'region', type: 'list', values: ['North', 'South'], required: true },
          { label: 'Account Code', property: 'code', type: 'text', values: [], required: false },
        ],
      },
    },
  });
  expect(vertical.status()).toBe(200);
  for (let i = 0; i < 55; i++) {
    const res = await request.post(`/api/admin/accounts/${verticalId}`, {
      headers: csrf,
      data: {
        name: `Paging ${run} ${String(i).padStart(2, '0')}`,
        accountType: 'Other',
        verticalId,
        settings: { customFields: { region: 'North' } },
      },
    });
    expect(res.status()).toBe(200);
  }
}

/** Picks an option of an MUI select by its label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Accounts' });
const firstName = (page: Page) => grid(page).getByRole('row').nth(1).getByRole('gridcell').first();

test('page through, sort and search the account list; a row opens the account', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await seed(page.request);
  await page.goto('/admin/accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  await expect(page.getByRole('link', { name: '+ Create Account' })).toBeVisible();
  for (const column of ['Name', 'Account Type', 'Vertical', 'Create Date', 'Is Active', 'Is Hidden', 'Show Preview'])
    await expect(grid(page).getByRole('columnheader', { name: column })).toBeVisible();
  // default: name ascending, no page-size choices
  await expect(page.getByText('Rows per page')).toHaveCount(0);

  // the search waits a second, then asks the server
  await page.getByRole('textbox', { name: 'Search' }).fill(`paging ${run}`);
  await expect(page).toHaveURL(new RegExp(`search=paging\\+${run}`));
  await expect(page.getByText('1–50 of 55')).toBeVisible();
  await expect(firstName(page)).toHaveText(`Paging ${run} 00`);

  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('51–55 of 55')).toBeVisible();
  await expect(firstName(page)).toHaveText(`Paging ${run} 50`);

  // the state is in the URL: a reload shows the same page
  await page.reload();
  await expect(page.getByText('51–55 of 55')).toBeVisible();

  // sorting goes back to the first page; name descending
  await grid(page).getByRole('columnheader', { name: 'Name' }).click();
  await expect(page).toHaveURL(/sortBy=name&sortOrder=desc/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(firstName(page)).toHaveText(`Paging ${run} 54`);

  // a new search resets to page 1
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.getByRole('textbox', { name: 'Search' }).fill(`paging ${run} 1`);
  await expect(page.getByText('1–10 of 10')).toBeVisible();
  await expect(page).not.toHaveURL(/page=2/);

  await firstName(page).click();
  await expect(page).toHaveURL(/\/admin\/accounts\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Account' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(`Paging ${run} 19`);
});

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

test("the Reports setting: chosen from the active reports of the account's vertical and type, cleared by a new type", async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  const reportsVertical = `${verticalId}-r`;
  const res = await page.request.post('/api/admin/verticals', {
    headers: csrf,
    data: { verticalId: reportsVertical, name: `E2E Reports ${run}` },
  });
  expect(res.status()).toBe(200);
  const report = (accountType: string, title: string, isActive = true) =>
    page.request.post('/api/admin/reports', {
      headers: csrf,
      data: {
        accountType,
        verticalId: reportsVertical,
        referenceName: title,
        title,
        path: title.toLowerCase().replace(/ /g, '-'),
        reportUrl: 'https://reports.example.com/x',
        isActive,
      },
    });
  for (const made of await Promise.all([
    report('brand', 'Brand Weekly'),
    report('brand', 'Brand Monthly'),
    report('brand', 'Brand Archive', false),
    report('retailer', 'Store Weekly'),
  ]))
    expect(made.status()).toBe(200);

  const name = `Reports ${run}`;
  await page.goto('/admin/accounts/create');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await choose(page, 'Account Type', 'Brand');
  await choose(page, 'Vertical', `E2E Reports ${run}`);
  await page.getByRole('textbox', { name: 'Brand Name' }).fill(`Reports Brand ${run}`);
  await page.getByRole('combobox', { name: /^Reports/ }).click();
  const options = page.getByRole('option');
  await expect(options).toHaveCount(2);
  await page.getByRole('option', { name: /Brand Weekly/ }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('combobox', { name: /^Reports/ })).toHaveText('Brand Weekly');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'No' }).click();

  // saved and returned: the edit page shows it
  await expect(page).toHaveURL(/\/admin\/accounts\/\d+$/);
  await expect(page.getByRole('combobox', { name: /^Reports/ })).toHaveText('Brand Weekly');
  // a new type clears the chosen reports (spec 1 §5) and offers that type's
  await choose(page, 'Account Type', 'Retailer');
  await expect(page.getByRole('combobox', { name: /^Reports/ })).toHaveText(/^\u200b?$/);
  await page.getByRole('combobox', { name: /^Reports/ }).click();
  await expect(page.getByRole('option')).toHaveText([/Store Weekly/]);
});
