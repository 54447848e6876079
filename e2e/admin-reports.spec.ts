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

test('the list: reports grouped by vertical name with the spec columns', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/admin/reportManagement');
  await expect(page.getByRole('heading', { level: 1, name: 'Report Management' })).toBeVisible();
  // by vertical name: Outdoor before Retail (other tests may add verticals around them)
  await expect(page.getByRole('heading', { level: 2, name: 'Retail', exact: true })).toBeVisible();
  const groups = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(groups.indexOf('Outdoor')).toBeGreaterThanOrEqual(0);
  expect(groups.indexOf('Outdoor')).toBeLessThan(groups.indexOf('Retail'));
  const retail = page.getByRole('table', { name: 'Reports of Retail' });
  await expect(retail.getByRole('columnheader')).toHaveText([
    'Reference Name',
    'Account Type',
    'Path',
    'Title',
    'Category',
    'Require System User',
    'Is Active',
    '',
  ]);
  await expect(retail.getByRole('row', { name: /Sales Overview \(retailer\)/ })).toContainText('sales-overview');
  await expect(retail.getByRole('row', { name: /Data Audit/ })).toContainText('Yes');
});

test('create a report with Import, hit DuplicateReferenceName and NotUnique, edit it, delete it', async ({ page }) => {
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

  // the same reference name (any case), then the same type, path and vertical (spec 1 §8)
  await page.goto('/admin/reports/create');
  await page.getByRole('textbox', { name: 'Reference Name' }).fill(reference.toUpperCase());
  await choose(page, 'Account Type', 'retailer');
  await choose(page, 'Vertical', 'Retail');
  await page.getByRole('textbox', { name: 'Path' }).fill(`${path}-2`);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Copy');
  await page.getByRole('textbox', { name: 'Report Url' }).fill('https://reports.example.com/copy');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Reference name must be unique per vertical.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Reference Name' }).fill(`${reference} copy`);
  await page.getByRole('textbox', { name: 'Path' }).fill(path);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The combination of Account Type, Path, and Vertical must be unique.')).toHaveCount(3);
  await expect(page).toHaveURL(/\/admin\/reports\/create$/);

  // edit from the list
  await page.goto('/admin/reportManagement');
  const retail = page.getByRole('table', { name: 'Reports of Retail' });
  await retail.getByRole('link', { name: `Edit ${reference}` }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Weekly Sales (new)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Report saved')).toBeVisible();
  await page.goto('/admin/reportManagement');
  await expect(retail.getByRole('row', { name: new RegExp(reference) })).toContainText('Weekly Sales (new)');

  // delete asks first
  await retail.getByRole('button', { name: `Delete ${reference}` }).click();
  await expect(page.getByRole('dialog')).toContainText(`Are you sure you want to delete the report ${reference}?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(retail.getByRole('row', { name: new RegExp(reference) })).toHaveCount(0);
});

test('a manager without system admin rights cannot open Report Management', async ({ page }) => {
  await signIn(page, DEMO.manager);
  await page.goto('/admin/reportManagement');
  await expect(page.getByRole('heading', { level: 1, name: 'Report Management' })).toHaveCount(0);
});
