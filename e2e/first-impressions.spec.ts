import { expect, test } from '@playwright/test';
import { openConnectors, startSource, unique } from './connectors-helpers.ts';

// The source form states its daily pull time in the browser's own time zone: a real browser with an
// emulated zone shows what a user there reads (jsdom runs in one zone only). The form's other messages,
// saves and dialogs are the jsdom tests' (packages/web/src/features/sources/pages/SourceFormPage.test.tsx).

test.describe('a browser on UTC', () => {
  test.use({ timezoneId: 'Etc/UTC' });
  test('hears the anchor time once (§9)', async ({ page }) => {
    await openConnectors(page);
    await startSource(page, unique('Woo'), 'WooCommerce');
    await expect(page.getByText('08:00 UTC is also your local time.')).toBeVisible();
    await expect(page.getByText(/UTC your time/)).toHaveCount(0);
  });
});

test.describe('a browser in New York', () => {
  test.use({ timezoneId: 'America/New_York' });
  test('sees the anchor time in its own time (§9)', async ({ page }) => {
    await openConnectors(page);
    await startSource(page, unique('Woo'), 'WooCommerce');
    await expect(page.getByText(/^08:00 UTC is [34]:00\sAM E[SD]T your time\.$/)).toBeVisible();
  });
});
