import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './helpers.ts';

// spec 1 §2 Report Management, §5 report form rules, §8 DuplicateReferenceName / NotUnique / 'Invalid JSON'.
const run = Date.now().toString(36);

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function importJson(page: Page, json: string): Promise<void> {
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import' });
  await dialog.getByRole('textbox', { name: 'JSON to import' }).fill(json);
  await dialog.getByRole('button', { name: 'Import' }).click();
}

test('create a report: required fields, an invalid Import, an Import, permissions by type, Export', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto('/admin/reportManagement');
  await page.getByRole('link', { name: '+ Create Report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Report' })).toBeVisible();

  // every required field says so (spec 1 §5)
  await page.getByRole('button', { name: 'Save' }).click();
  for (const text of [
    'Reference Name is required',
    'Account Type is required',
    'Vertical is required',
    'Path is required',
    'Title is required',
    'Report Url is required',
  ])
    await expect(page.getByText(text)).toBeVisible();

  // an import that is not JSON
  await importJson(page, '{not json');
  await expect(page.getByRole('dialog', { name: 'Import' }).getByText('Invalid JSON')).toBeVisible();
  await page.getByRole('dialog', { name: 'Import' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const reference = `E2E Weekly ${run}`;
  const path = `e2e-weekly-${run}`;
  await importJson(
    page,
    JSON.stringify({
      referenceName: reference,
      accountType: 'retailer',
      verticalId: 'retail',
      path: 'not a path',
      title: 'Weekly Sales',
      category: 'Sales',
      description: 'Sales by week',
      reportUrl: 'ftp://nope',
      permission: 'sales',
      requireSystemUser: false,
      isActive: true,
    }),
  );
  await expect(page.getByRole('textbox', { name: 'Reference Name' })).toHaveValue(reference);
  await expect(page.getByRole('combobox', { name: 'Permission' })).toHaveText('sales');
  // what the import breaks is shown at once
  await expect(page.getByText('Path may only contain letters, numbers, underscores and dashes')).toBeVisible();
  await expect(page.getByText('Report Url must be a valid URL')).toBeVisible();
  await page.getByRole('textbox', { name: 'Path' }).fill(path);
  await page.getByRole('textbox', { name: 'Report Url' }).fill('https://reports.example.com/weekly');
  // the description counts its letters (max 255)
  await expect(page.getByText('13/255')).toBeVisible();

  // changing the account type clears the permission; the choices follow the type
  await choose(page, 'Account Type', 'brand');
  await expect(page.getByRole('combobox', { name: 'Permission' })).toHaveText('None');
  await choose(page, 'Account Type', 'retailer');
  await page.getByRole('combobox', { name: 'Permission' }).click();
  await expect(page.getByRole('option')).toHaveText(['None', 'inventory', 'sales', 'sell-through']);
  await page.getByRole('option', { name: 'sales', exact: true }).click();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/reports/retail/retailer/${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Report' })).toBeVisible();

  // Export shows the saved report as JSON
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('textbox', { name: 'Exported JSON' })).toHaveValue(new RegExp(`"path": "${path}"`));
  await page.getByRole('button', { name: 'Close' }).click();
});
