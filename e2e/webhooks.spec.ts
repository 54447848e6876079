import { expect, test } from '@playwright/test';
import { DEMO, navLink, signIn, switchAccount } from './helpers.ts';

test.describe('webhooks', () => {
  test("the Connectors account's demo webhook shows the first syncs' deliveries; a test event is sent and logged", async ({
    page,
  }) => {
    await signIn(page, DEMO.admin);
    await switchAccount(page, 'StoreLens Connectors', 'StoreLens Connectors');
    await navLink(page, 'Webhooks').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();

    const table = page.getByRole('table', { name: 'Webhooks' });
    const demo = table.getByRole('row').filter({ hasText: 'Demo receiver on this machine' });
    await expect(demo).toContainText('sync.run.succeeded');
    await expect(demo).toContainText('On');

    // the demo's first syncs were delivered to the local receiver, each attempt in the log
    await demo.getByRole('button', { name: 'Deliveries' }).click();
    const log = page.getByRole('table', { name: 'Deliveries' });
    await expect(
      log
        .getByRole('row')
        .filter({ hasText: /sync\.run\.(succeeded|failed)/ })
        .first(),
    ).toContainText('Succeeded');

    await demo.getByRole('button', { name: 'Send test event' }).click();
    await expect(page.getByText('Test event sent: HTTP 204.')).toBeVisible();
    await expect(log.getByRole('row').filter({ hasText: 'webhook.test' }).first()).toContainText('Succeeded');

    // a visitor's webhook to this machine is refused by the outbound guard, with its reason on the URL field
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook' });
    await dialog.getByLabel('URL').fill('https://127.0.0.1/hooks');
    await dialog.getByRole('checkbox', { name: /^webhook\.test/ }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      dialog.getByText('The address is this machine (loopback): only public addresses are allowed.'),
    ).toBeVisible();
    await page.screenshot({ path: '/tmp/shots/webhooks.png', animations: 'disabled' });
  });
});
