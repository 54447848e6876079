import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './helpers.ts';

// spec 1 §2 Vertical Management, §5 the vertical form's rules, §8 'Invalid JSON'.
test('create a vertical: required fields, JSON checks, sorted lists, then its Export', async ({ page }) => {
  const id = `e2e-${Date.now()}`;
  await signIn(page, DEMO.admin);
  await page.goto('/admin/verticalManagement');
  await expect(page.getByRole('heading', { level: 1, name: 'Vertical Management' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Verticals' });
  await expect(table.getByRole('columnheader')).toHaveText(['Id', 'Name']);
  await expect(table.getByRole('row', { name: 'retail Retail' })).toBeVisible();

  await page.getByRole('link', { name: '+ Create Vertical' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Vertical' })).toBeVisible();
  for (const section of ['Vertical Information', 'Pages', 'Metadata', 'Tagging'])
    await expect(page.getByRole('button', { name: section })).toBeVisible();

  // spec 1 §5: verticalId and Name required, the JSON fields valid JSON
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Vertical Id is required')).toBeVisible();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Vertical Id' }).fill(id);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E Sporting');
  const customFields = page.getByRole('textbox', { name: 'Account Custom Fields' });
  await customFields.fill('[{"label": "Region"');
  await expect(page.getByText('Account Custom Fields must be valid JSON')).toBeVisible();
  await customFields.fill(
    '[{"label":"Region","property":"region","type":"list","values":["East","West"],"required":true}]',
  );
  await expect(page.getByText('Account Custom Fields must be valid JSON')).toHaveCount(0);

  // metadata lists: one value per line, kept sorted
  const brandPermissions = page.getByRole('textbox', { name: 'Brand Report Permissions' });
  await brandPermissions.fill('sales\nbasket\ninventory');
  await brandPermissions.blur();
  await expect(brandPermissions).toHaveValue('basket\ninventory\nsales');
  await page.getByRole('switch', { name: 'Locations' }).check();
  // spec 3 §3 a category item that names its own deeper level and its tags; §5 an isRequired flag
  await page
    .getByRole('textbox', { name: 'Categories', exact: true })
    .fill('[{"name":"Bags","tags":["gift"],"category2":{"name":"Bag Type","values":["Tote"]}}]');
  await page.getByRole('switch', { name: 'Gender Required' }).check();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/admin/vertical/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Vertical' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Vertical Id' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Vertical Id' })).toHaveValue(id);

  // Export shows the vertical as JSON
  await page.getByRole('button', { name: 'Export' }).click();
  const exported = JSON.parse(await page.getByRole('textbox', { name: 'Exported JSON' }).inputValue());
  expect(exported).toMatchObject({
    verticalId: id,
    name: 'E2E Sporting',
    pages: { locations: true, retailerTagging: false },
    metadata: { brandReportPermissions: ['basket', 'inventory', 'sales'] },
  });
  expect(exported.metadata.accountCustomFields[0]).toMatchObject({ label: 'Region', type: 'list' });
  expect(exported.tagging.categories).toEqual([
    {
      name: 'Bags',
      isHierarchy: false,
      categories: [],
      tags: ['gift'],
      category2: { name: 'Bag Type', values: ['Tote'] },
    },
  ]);
  expect(exported.tagging.isRequired).toEqual({ category: false, gender: true, family: false, color: false });
  await page.getByRole('button', { name: 'Close' }).click();
  await page.goto('/admin/verticalManagement');
  await page.getByRole('row', { name: `${id} E2E Sporting` }).click();
  await expect(page).toHaveURL(`/admin/vertical/${id}`);
});
