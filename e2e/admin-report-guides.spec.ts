import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './helpers.ts';

// spec 1 §2 Reports Admin and the guide edit page; §5 guide rules, 'An image id is required'; §8 save texts.
// A 2×2 PNG, so the upload is a real image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

test('edit a guide with a heading, bold text and an uploaded image; saved, sanitised and shown', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/admin/reports?vertical=outdoor&search=Portfolio');
  await page
    .getByRole('table', { name: 'Reports' })
    .getByRole('row', { name: /Portfolio Sales/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/reports\/\d+\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Report Guide' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link', { name: 'Reports Admin' }),
  ).toBeVisible();

  // spec 1 §5: Title, Category, Description required; the description counts its letters
  await page.getByRole('textbox', { name: 'Title' }).fill('');
  await expect(page.getByText('Title is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill('Portfolio Sales');
  await page.getByRole('textbox', { name: 'Description' }).fill('Every brand at a glance');
  await expect(page.getByText('23/255')).toBeVisible();

  // the toolbar of spec 1 §9
  const toolbar = page.getByRole('toolbar', { name: 'Guide toolbar' });
  for (const name of [
    'Bold',
    'Italic',
    'Underline',
    'Strike',
    'Align left',
    'Align center',
    'Align right',
    'Justify',
    'Ordered list',
    'Bullet list',
    'Colour',
    'Image',
  ])
    await expect(toolbar.getByRole('button', { name, exact: true })).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'Guide', exact: true });
  await editor.click();
  await page.getByRole('combobox', { name: 'Text style' }).click();
  await page.getByRole('option', { name: 'Heading 2' }).click();
  await page.keyboard.type('How to read it');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Start here');

  // an image: the id is required, an upload fills it in
  await toolbar.getByRole('button', { name: 'Image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert Image' });
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(dialog.getByText('An image id is required')).toBeVisible();
  await dialog.getByLabel('Image file').setInputFiles({ name: 'chart.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('textbox', { name: 'Image Id' })).toHaveValue(/^\d+$/);
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(editor.locator('img')).toHaveAttribute('src', /^\/api\/images\/\d+\/help$/);

  // the preview at each width
  const preview = page.getByTestId('guide-preview');
  await expect(preview.getByRole('heading', { level: 2, name: 'How to read it' })).toBeVisible();
  await page.getByRole('button', { name: '475px' }).click();
  expect((await preview.boundingBox())?.width).toBeCloseTo(475, 0);
  await page.getByRole('button', { name: 'Full' }).click();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Report successfully saved.')).toBeVisible();

  // saved: a reload shows the stored guide, with the image served
  await page.reload();
  await expect(editor.getByRole('heading', { level: 2, name: 'How to read it' })).toBeVisible();
  await expect(editor.locator('strong')).toHaveText('Start here');
  const image = preview.locator('img');
  await expect(image).toBeVisible();
  expect(await image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(2);
  await page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link', { name: 'Reports Admin' }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
});
