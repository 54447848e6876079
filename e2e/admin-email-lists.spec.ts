import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './helpers.ts';
import { MailCatcher, uniqueEmail } from './identity-mail.ts';

const mail = new MailCatcher();
test.beforeAll(() => mail.start());
test.afterAll(() => mail.stop());

// spec 1 §2 Email List Management, §5 'email must be valid', §9 'Email List.csv'.
test('add, upload, download and delete email list entries; remove an unsubscribe', async ({ page }) => {
  const stamp = Date.now();
  const added = `e2e-added-${stamp}@example.test`;
  const uploadedA = `e2e-upload-a-${stamp}@example.test`;
  const uploadedB = `e2e-upload-b-${stamp}@example.test`;
  await signIn(page, DEMO.manager);
  await page.goto('/admin/emailListManagement');
  await expect(page.getByRole('heading', { level: 1, name: 'Email List Management' })).toBeVisible();

  // the selector: a repeated list name carries its vertical
  const selector = page.getByRole('combobox', { name: 'Email List' });
  // lists come by name, then vertical
  await expect(selector).toHaveText('Report Alerts (Outdoor)');
  await selector.click();
  await expect(page.getByRole('option', { name: 'Report Alerts (Retail)' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Report Alerts (Outdoor)' })).toBeVisible();
  await page.getByRole('option', { name: 'Retail Newsletter' }).click();
  await expect(selector).toHaveText('Retail Newsletter');
  await expect(page.getByRole('tab', { name: 'Email List' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Unsubscribes' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Email list' });
  await expect(table.getByRole('columnheader')).toHaveText(['Email', 'Type', 'Added by StoreLens', 'Delete']);
  // an imported entry cannot be deleted; one added by the product can
  await expect(table.getByRole('row', { name: /buyer@mainstreetshoes\.test/ }).getByRole('button')).toHaveCount(0);
  await expect(
    table.getByRole('row', { name: /rep@northwindpartners\.test/ }).getByRole('button', { name: /Delete/ }),
  ).toBeVisible();

  // add: the email must be valid
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Email is not a valid email address')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(added);
  await page.getByRole('textbox', { name: 'Type', exact: true }).fill('Partner');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(table.getByRole('row', { name: new RegExp(added) })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Partner \(\d+\)$/ })).toBeVisible();

  // search
  await page.getByRole('textbox', { name: 'Search' }).fill(`e2e-added-${stamp}`);
  await expect(table.getByRole('row')).toHaveCount(3);
  await page.getByRole('textbox', { name: 'Search' }).fill('');

  // upload: good rows kept, a bad row reported by its line
  await page.getByLabel('Upload a .csv or .txt file').setInputFiles({
    name: 'members.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`email,type\n${uploadedA},Customer\nnot-an-email,Customer\n${uploadedB}\n`),
  });
  await expect(page.getByText('Line 3: Email is not a valid email address')).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(uploadedA) })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(uploadedB) })).toBeVisible();

  // download: 'Email List.csv' with email,type rows
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Email List.csv');
  const csv = await readFile((await download.path()) as string, 'utf8');
  expect(csv.split(/\r?\n/)[0]).toBe('email,type');
  expect(csv).toContain(`${added},Partner`);
  expect(csv).toContain(`${uploadedA},Customer`);
  expect(csv).toContain('buyer@mainstreetshoes.test,Customer');

  // delete asks first, in the spec's words
  await table.getByRole('button', { name: `Delete ${added}` }).click();
  await expect(page.getByRole('dialog')).toContainText(`Are you sure you want to delete ${added} from the list?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(table.getByRole('row', { name: new RegExp(added) })).toHaveCount(0);

  // the Unsubscribes tab
  await page.getByRole('tab', { name: 'Unsubscribes' }).click();
  const unsubscribes = page.getByRole('table', { name: 'Unsubscribes' });
  await expect(unsubscribes.getByRole('columnheader')).toHaveText(['Email', 'Unsubscribed On', 'Delete']);
  const gone = 'former.buyer@harboroutlet.test';
  await unsubscribes.getByRole('button', { name: `Delete ${gone}` }).click();
  await expect(page.getByRole('dialog')).toContainText(`Are you sure you want to remove the unsubscribe for ${gone}?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(unsubscribes.getByRole('row', { name: new RegExp(gone) })).toHaveCount(0);
});

test('an added address is mailed its preferences link; unsubscribing there shows in the Unsubscribes tab', async ({
  page,
}) => {
  const email = uniqueEmail('subscriber');
  await signIn(page, DEMO.manager);
  await page.goto('/admin/emailListManagement');
  await page.getByRole('combobox', { name: 'Email List' }).click();
  await page.getByRole('option', { name: 'Retail Newsletter' }).click();
  // the add form starts afresh once the chosen list has loaded: type after that, as a person who sees the
  // list would (typed before, the address was wiped and the add refused as 'Email is required')
  await expect(
    page.getByRole('table', { name: 'Email list' }).getByRole('row', { name: /buyer@mainstreetshoes\.test/ }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Type', exact: true }).fill('Customer');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    page.getByRole('table', { name: 'Email list' }).getByRole('row', { name: new RegExp(email) }),
  ).toBeVisible();

  const link = await mail.waitForLink(email, '/preferences');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole('switch', { name: 'Subscribed to Retail Newsletter' }).uncheck();
  await page.getByRole('button', { name: 'Update Preferences' }).click();
  await expect(page.getByText('Your email preferences have been updated.')).toBeVisible();

  await page.goto('/admin/emailListManagement');
  await page.getByRole('combobox', { name: 'Email List' }).click();
  await page.getByRole('option', { name: 'Retail Newsletter' }).click();
  await page.getByRole('tab', { name: 'Unsubscribes' }).click();
  await expect(
    page.getByRole('table', { name: 'Unsubscribes' }).getByRole('row', { name: new RegExp(email) }),
  ).toBeVisible();
});
