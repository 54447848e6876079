import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, navLink, signIn } from './helpers.ts';

// spec 3 §2–§5 Product tagging: the rule form with two filters and its preview, the
// vertical's category items (a hierarchy, a category that defines its own levels, the tags each
// offers) and its isRequired flag, the priority dialog's drag and drop changing how many products
// each rule categorises, the source tag downloads, delete with its confirmation, and the global
// retailer list. A vertical of its own, whose Brand account's catalogue is a brand upload
// (POST /products/files/brand/{accountId}), keeps the rules and products of this spec to itself.
const csrf = { 'x-storelens-csrf': '1' };
const run = Date.now().toString(36);
const verticalId = `e2e-tag-${run}`;
const accountName = `Tagging Brand ${run}`;

const TAGGING = {
  brandColumns: [
    { name: 'Name', value: 'name', type: 'String', values: [] },
    { name: 'Style', value: 'style', type: 'String', values: [] },
    { name: 'Color', value: 'color', type: 'List', values: ['Red', 'Black', 'blue'] },
  ],
  brandPreview: ['name', 'style', 'color', 'upc'],
  // spec 3 §3 Category item: Footwear is a hierarchy; Accessories names its own deeper levels
  categories: [
    {
      name: 'Footwear',
      isHierarchy: true,
      tags: ['new-arrival'],
      categories: [
        { name: 'Running', tags: ['road', 'cushioned'] },
        { name: 'Trail', tags: ['grip'] },
      ],
    },
    {
      name: 'Accessories',
      isHierarchy: false,
      tags: ['gift'],
      category2: { name: 'Accessory Type', values: ['Hats', 'Bags'] },
      category3: { name: 'Fabric', values: ['Canvas', 'Wool'] },
    },
  ],
  // spec 3 §5: color becomes required
  isRequired: { color: true },
  genders: ['Women', 'Men', 'Unisex'],
  colors: ['Black', 'Blue', 'Red'],
  extensionFields: [{ label: 'Material', type: 'text', enabled: true, values: [], isRequired: false }],
  retailerColumns: [{ name: 'Department', value: 'department', type: 'String', values: [] }],
  retailerPreview: ['description', 'department'],
};

// Style begins RUN-1 or RUN-2, and Color in Black or Blue: the two Aurora shoes (Cascade is red,
// Basin's style is TRL, Delta's RUN-4)
const CSV = [
  'Upc,Name,Sku,Size,Width,Color,Style,Price,Cost,Image Url',
  '100000000001,Aurora Runner,AR-1,10,D,Blue,RUN-100,120.00,60.00,',
  '100000000002,Aurora Runner Wide,AR-2,10,2E,Black,RUN-200,125.00,62.00,',
  '100000000003,Basin Trail Runner,BT-3,9,D,Blue,TRL-300,140.00,70.00,',
  '100000000004,Cascade Runner,CR-4,11,D,Red,RUN-250,110.00,55.00,',
  '100000000005,Delta Runner,DR-5,8,B,Blue,RUN-400,99.00,50.00,',
].join('\n');

/** The vertical (every tagging page on), its Brand account and the account's uploaded catalogue. */
async function seed(request: APIRequestContext): Promise<number> {
  const vertical = await request.post('/api/admin/verticals', {
    headers: csrf,
    data: {
      verticalId,
      name: `E2E Tagging ${run}`,
      pages: { brandTagging: true, retailerTagging: true, globalTagging: true },
      tagging: TAGGING,
    },
  });
  expect(vertical.status(), await vertical.text()).toBe(200);
  const account = await request.post(`/api/admin/accounts/${verticalId}`, {
    headers: csrf,
    data: { name: accountName, accountType: 'Brand', verticalId, settings: { brand: `Brand ${run}` } },
  });
  expect(account.status(), await account.text()).toBe(200);
  const { id } = (await account.json()) as { id: number };
  const upload = await request.post(`/api/products/files/brand/${id}`, {
    headers: csrf,
    multipart: { file: { name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  return id;
}

/** A rule made through the API (the form itself is exercised once, in the first test): name contains `value`. */
async function addRule(request: APIRequestContext, accountId: number, name: string, value: string) {
  const res = await request.post(`/api/products/tagging/account/${accountId}`, {
    headers: csrf,
    data: {
      name,
      category: 'Footwear',
      color: 'Black',
      filters: [{ column: 'name', type: 'contains', values: [value] }],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

/** Picks an option of an MUI select, found by its label within `scope`. */
async function choose(page: Page, scope: Locator | Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const ruleNames = (page: Page) =>
  page.getByRole('table', { name: 'Tag rules' }).locator('[data-testid^="tag-rule-"]:not([data-testid*="detail"])');

let accountId = 0;

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO.admin);
  if (accountId === 0) accountId = await seed(page.request);
  // the switcher first filters the accounts in hand, then shows the server's answer: wait for it, so
  // that the click does not land on a list being replaced
  await page.getByTestId('account-name').click();
  const searched = page.waitForResponse((r) => r.url().includes('/api/user/accounts?search='));
  await page.getByRole('textbox', { name: 'Search accounts' }).fill(accountName);
  await searched;
  await page.getByRole('button', { name: accountName }).click();
  await expect(page.getByTestId('account-name')).toHaveText(accountName);
});

test('create a rule with two filters, see the preview, save it and find it in the list', async ({ page }) => {
  await navLink(page, 'Tagging').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tagging' })).toBeVisible();
  await page.getByRole('link', { name: 'Create Tagging Rule' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Tag Rule' })).toBeVisible();

  // the contract's words, before anything is sent
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  // the vertical's isRequired flag on color
  await expect(page.getByText('Color is required')).toBeVisible();

  await page.getByRole('textbox', { name: 'Name' }).fill('Road running shoes');
  // levels below wait for the one above; a new level 1 clears level 2
  await expect(page.getByRole('combobox', { name: 'Category 2' })).toHaveAttribute('aria-disabled', 'true');
  await choose(page, page, 'Category 1', 'Footwear');
  await choose(page, page, 'Category 2', 'Trail');
  // the tags the chosen categories offer
  const tags = page.getByRole('combobox', { name: 'Tags' });
  await tags.click();
  await expect(page.getByRole('option')).toHaveText(['new-arrival', 'grip']);
  await page.keyboard.press('Escape');
  // a category that is not a hierarchy: its own labels and values for the levels below it
  await choose(page, page, 'Category 1', 'Accessories');
  await expect(page.getByRole('combobox', { name: 'Category 2' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Fabric' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('combobox', { name: 'Accessory Type' }).click();
  await expect(page.getByRole('option')).toHaveText(['None', 'Hats', 'Bags']);
  await page.getByRole('option', { name: 'Hats', exact: true }).click();
  await choose(page, page, 'Fabric', 'Wool');
  await tags.click();
  await expect(page.getByRole('option')).toHaveText(['gift']);
  await page.getByRole('option', { name: 'gift' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'gift' })).toBeVisible();
  // a new level 1 clears the levels below and the tags
  await choose(page, page, 'Category 1', 'Footwear');
  await expect(page.getByRole('combobox', { name: 'Category 2' })).not.toContainText(/Trail|Hats/);
  await expect(page.getByRole('button', { name: 'gift' })).toHaveCount(0);
  await choose(page, page, 'Category 2', 'Running');
  await tags.click();
  await expect(page.getByRole('option')).toHaveText(['new-arrival', 'road', 'cushioned']);
  await page.getByRole('option', { name: 'road' }).click();
  await page.keyboard.press('Escape');
  await choose(page, page, 'Gender', 'Men');
  await choose(page, page, 'Color', 'Black');
  await expect(page.getByText('Color is required')).toHaveCount(0);

  // filter 1: Style begins, its values through 'Add Multiple Values' (blank first and last lines dropped)
  await page.getByRole('button', { name: 'Add Filter' }).click();
  const first = page.getByTestId('filter-0');
  await choose(page, first, 'Column', 'Style');
  await choose(page, first, 'Filter Type', 'begins');
  await first.getByRole('button', { name: 'Add Multiple Values' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Multiple Values' });
  await dialog.getByRole('textbox').fill('\n  \nRUN-1\nRUN-2\n\n');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(first.getByRole('textbox', { name: 'Value 1' })).toHaveValue('RUN-1');
  await expect(first.getByRole('textbox', { name: 'Value 2' })).toHaveValue('RUN-2');

  // filter 2: a List column, checked before the preview runs
  await page.getByRole('button', { name: 'Add Filter' }).click();
  const second = page.getByTestId('filter-1');
  await choose(page, second, 'Column', 'Color');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(second.getByText('Filter Type is required')).toBeVisible();
  await choose(page, second, 'Filter Type', 'in');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(second.getByText('Select at least one value')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Preview' })).toHaveCount(0);
  const values = second.getByRole('combobox', { name: 'Values' });
  await values.click();
  // the column's values, sorted case-insensitively
  await expect(page.getByRole('option')).toHaveText(['Black', 'blue', 'Red']);
  await page.getByRole('option', { name: 'blue', exact: true }).click();
  await values.click();
  await page.getByRole('option', { name: 'Black', exact: true }).click();

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('table', { name: 'Preview' });
  await expect(page.getByTestId('preview-total')).toHaveText('2 products match');
  await expect(preview.getByRole('columnheader')).toHaveText(['Name', 'Style', 'Color', 'UPC']);
  await expect(preview.getByRole('row')).toHaveText([
    'NameStyleColorUPC',
    'Aurora RunnerRUN-100Blue100000000001',
    'Aurora Runner WideRUN-200Black100000000002',
  ]);
  // a preview belongs to the filters it was made for
  await first.getByRole('button', { name: 'Remove value 2' }).click();
  await expect(page.getByText('The filters have changed since the preview')).toBeVisible();
  await expect(preview).toHaveCount(0);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('preview-total')).toHaveText('1 product matches');
  await expect(preview.getByRole('row')).toHaveText(['NameStyleColorUPC', 'Aurora RunnerRUN-100Blue100000000001']);
  await first.getByRole('button', { name: 'Add Value' }).click();
  await first.getByRole('textbox', { name: 'Value 2' }).fill('RUN-2');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/product\/tagging$/);
  const row = page.getByRole('row', { name: /Road running shoes/ });
  await expect(row).toContainText('Footwear > Running');
  await row.getByRole('button', { name: 'Expand Road running shoes' }).click();
  const detail = page.locator('[data-testid^="tag-rule-detail-"]');
  await expect(detail).toContainText('Style begins RUN-1, RUN-2');
  await expect(detail).toContainText('Color in Black, blue');
  await expect(detail).toContainText('Tags: road');
  await expect(detail).toContainText('Gender: Men');
  await expect(detail).toContainText('Color: Black');

  // the server says the same when a required field is missing
  const missing = await page.request.post(`/api/products/tagging/account/${accountId}`, {
    headers: csrf,
    data: { name: 'No color', category: 'Footwear' },
  });
  expect(missing.status()).toBe(400);
  expect(await missing.json()).toMatchObject({ message: 'Color is required', fields: { color: 'Color is required' } });
});

const cells = (page: Page, column: number) => ruleNames(page).locator(`td:nth-child(${column})`);

test('set the rule priority by drag and drop: the order persists and the products move between rules', async ({
  page,
}) => {
  // two rules that overlap the first: every runner, and the trail runner
  await addRule(page.request, accountId, 'Trail shoes', 'Trail');
  await addRule(page.request, accountId, 'Every runner', 'Runner');
  await page.goto('/product/tagging');
  await expect(cells(page, 3)).toHaveText(['Road running shoes', 'Trail shoes', 'Every runner']);
  // the first matching rule wins: each rule's products once the re-tag has run (the list reads them again then)
  await expect(cells(page, 6)).toHaveText(['2 products', '1 product', '2 products'], { timeout: 45_000 });

  // Expand All and Collapse All, and the search
  await page.getByRole('button', { name: 'Expand All' }).click();
  await expect(page.locator('[data-testid^="tag-rule-detail-"]')).toHaveCount(3);
  await page.getByRole('button', { name: 'Collapse All' }).click();
  await expect(page.locator('[data-testid^="tag-rule-detail-"]')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Search' }).fill('trail');
  await expect(cells(page, 3)).toHaveText(['Trail shoes']);
  await page.getByRole('textbox', { name: 'Search' }).fill('');

  await page.getByRole('button', { name: 'Set Rule Priority' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set Rule Priority' });
  const items = dialog.locator('li');
  await expect(items).toHaveText(['1Road running shoes', '2Trail shoes', '3Every runner']);
  // Every runner dragged to the top, step by step as a hand would
  const from = await items.nth(2).boundingBox();
  const to = await items.nth(0).boundingBox();
  if (!from || !to) throw new Error('the priority list is not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 15 });
  await page.mouse.up();
  await expect(items).toHaveText(['1Every runner', '2Road running shoes', '3Trail shoes']);
  // dnd-kit swallows every click for 50 ms after a drop (its document listener, so that the drop is not
  // also a click) and removes that listener on a timer, late on a loaded machine: a Save clicked at once
  // was eaten (no request sent, the dialog left open). Click again while the dialog is still open, rather
  // than sleeping first; the save shares the embedded database with the demo's syncs and this re-tag, and
  // a refused order would show its message in the dialog instead.
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(async () => {
    if ((await dialog.count()) > 0) await save.click({ timeout: 2_000 });
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog).toHaveCount(0, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(cells(page, 3)).toHaveText(['Every runner', 'Road running shoes', 'Trail shoes']);

  // the re-tag the new order queued runs in the background; once it is done, every runner is the
  // first rule's and the others categorise nothing
  await expect(cells(page, 6)).toHaveText(['5 products', '0 products', '0 products'], { timeout: 60_000 });
  await expect(page.getByTestId('retag-progress')).toHaveCount(0);
  const progress = await (await page.request.get(`/api/products/tagging/account/${accountId}/progress`)).json();
  expect(progress).toMatchObject({ queued: 0, running: 0 });

  await page.reload();
  await expect(cells(page, 3)).toHaveText(['Every runner', 'Road running shoes', 'Trail shoes']);
  await expect(cells(page, 2)).toHaveText(['1', '2', '3']);
  await expect(cells(page, 6)).toHaveText(['5 products', '0 products', '0 products']);
});

test('download Source Tags.txt and Unused Source Tags.txt', async ({ page }) => {
  await page.goto('/product/tagging');
  // what the calls answer is what the files hold, one tag a line ('ALL' unused: every tag)
  const lists = (await (await page.request.get(`/api/products/tagging/account/${accountId}/lists`)).json()) as {
    sourceTags: string[];
  };
  const unused = (await (await page.request.get(`/api/products/unusedSourceTags/account/${accountId}`)).json()) as
    | 'ALL'
    | string[];

  const all = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Source Tags', exact: true }).click();
  const allFile = await all;
  expect(allFile.suggestedFilename()).toBe('Source Tags.txt');
  expect(await readFile((await allFile.path()) as string, 'utf8')).toBe(lists.sourceTags.join('\n'));

  const notUsed = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unused Source Tags' }).click();
  const unusedFile = await notUsed;
  expect(unusedFile.suggestedFilename()).toBe('Unused Source Tags.txt');
  expect(await readFile((await unusedFile.path()) as string, 'utf8')).toBe(
    (unused === 'ALL' ? lists.sourceTags : unused).join('\n'),
  );
});

test('global retailer mode: its own list of the vertical, with retailer columns', async ({ page }) => {
  await navLink(page, 'Global Retailer Tagging').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Global Retailer Tagging' })).toBeVisible();
  await expect(page.getByText('No tag rules yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Create Tagging Rule' }).click();
  await expect(page).toHaveURL(/\/product\/globalRetailerTagging\/create$/);
  await page.getByRole('textbox', { name: 'Name' }).fill('Global caps');
  await choose(page, page, 'Category 1', 'Accessories');
  await choose(page, page, 'Color', 'Red');
  await page.getByRole('button', { name: 'Add Filter' }).click();
  const filter = page.getByTestId('filter-0');
  // global mode always uses the retailer columns
  await filter.getByRole('combobox', { name: 'Column' }).click();
  await expect(page.getByRole('option')).toHaveText(['Department']);
  await page.getByRole('option', { name: 'Department' }).click();
  await choose(page, filter, 'Filter Type', 'contains');
  await filter.getByRole('textbox', { name: 'Value' }).fill('hats');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/product\/globalRetailerTagging$/);
  // (a retry of this file finds the rules its first try made: the lists are checked for what they hold)
  await expect(ruleNames(page).locator('td:nth-child(3)').filter({ hasText: 'Global caps' }).first()).toBeVisible();

  const global = (await (await page.request.get(`/api/products/tagging/global/${verticalId}`)).json()) as Array<{
    name: string;
  }>;
  expect(new Set(global.map((r) => r.name))).toEqual(new Set(['Global caps']));
  // the account's own list holds its rules, never the vertical's global ones
  await page.goto('/product/tagging');
  await expect(page.getByRole('table', { name: 'Tag rules' })).toBeVisible();
  await expect(ruleNames(page).locator('td:nth-child(3)').filter({ hasText: 'Global caps' })).toHaveCount(0);
});
