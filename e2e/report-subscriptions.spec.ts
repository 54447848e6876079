import { expect, test } from '@playwright/test';
import { DEMO, navLink, signIn } from './helpers.ts';
import { apiSignIn, csrf, MailCatcher } from './identity-mail.ts';

// Report emails (docs/features/report-subscriptions.md): user@demo.test subscribes to Acme Brand's
// Brand Performance from the report, finds it in the profile, an admin sends every report email now,
// and the emailed link unsubscribes. user@demo.test has no demo subscription, so the one email is ours.

const mail = new MailCatcher();
test.beforeAll(async () => mail.start());
test.afterAll(async () => mail.stop());

test('subscribe from a report, see it in the profile, receive it and unsubscribe from its link', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signIn(page, DEMO.user);
  // the report screen's first-visit walkthrough is another flow's subject
  const seen = await page.request.post('/api/user/settings', {
    headers: csrf,
    data: { name: 'hasViewedReportGuide', value: true, accountId: null },
  });
  expect(seen.ok(), await seen.text()).toBe(true);
  await page.goto('/dashboard/brand/brand-performance');
  const frame = page.frameLocator('iframe[title="Brand Performance"]');
  await frame.getByRole('button', { name: 'Email me this report' }).click();
  const dialog = frame.getByRole('dialog', { name: 'Email me this report' });
  await dialog.getByRole('combobox', { name: 'Frequency' }).click();
  await frame.getByRole('option', { name: /^Daily/ }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(frame.getByText(/^Subscribed\. The first email comes on /)).toBeVisible();

  // in the app, not a reload: the frame's save is all the profile has to read again
  await navLink(page, 'My Profile').click();
  const row = page
    .getByRole('region', { name: 'Report emails' })
    .getByRole('row')
    .filter({ hasText: 'Brand Performance' });
  await expect(row).toContainText('Acme Brand');
  await expect(row).toContainText('Daily at 08:00');

  // a system admin sends every report email now (the CLI's --now, for a running server)
  const admin = await playwright.request.newContext({ baseURL });
  await apiSignIn(admin, DEMO.admin);
  const sent = await admin.post('/api/admin/reportSubscriptions/sendNow', { headers: csrf });
  expect(sent.ok(), await sent.text()).toBe(true);
  expect((await sent.json()).sent).toBeGreaterThanOrEqual(1);
  await admin.dispose();

  // the email carries the one-click header and a visible link to the confirmation page
  const oneClick = await mail.waitForLink(DEMO.user, '/api/reportSubscriptions/unsubscribe/');
  const visible = await mail.waitForLink(DEMO.user, `${new URL(baseURL ?? '').port}/unsubscribe/`);
  expect(visible.split('/').pop()).toBe(oneClick.split('/').pop());
  await page.goto(visible);
  await expect(page.getByText(/^Stop the daily Brand Performance email of Acme Brand\?$/)).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByTestId('unsubscribe-outcome')).toHaveText(
    'You are unsubscribed: this report email will not be sent again.',
  );
  const left = await page.request.get('/api/user/reportSubscriptions');
  expect(await left.json()).toEqual([]);
});
