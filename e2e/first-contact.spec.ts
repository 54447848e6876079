import { expect, test } from '@playwright/test';
import { DEMO, fillSignIn } from './helpers.ts';
import { E2E_PORTS } from './ports.ts';

// The e2e server's PUBLIC_URL is http://127.0.0.1:<port> (scripts/e2e-server.mjs); the same server
// reached as localhost is another origin, as a newcomer who types the other address would be.
const PUBLIC_URL = `http://127.0.0.1:${E2E_PORTS.server}`;
const OTHER_ADDRESS = `http://localhost:${E2E_PORTS.server}`;

test.describe('first contact', () => {
  test('signing in at another address than PUBLIC_URL says which address to open, and it works there', async ({
    page,
  }) => {
    await page.goto(`${OTHER_ADDRESS}/login?redirect=%2Fprofile`);
    await fillSignIn(page, DEMO.user);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Cross-site request refused.');
    await expect(alert).toContainText(`Open StoreLens at ${PUBLIC_URL}`);
    const link = alert.getByRole('link', { name: PUBLIC_URL });
    await expect(link).toHaveAttribute('href', `${PUBLIC_URL}/login?redirect=%2Fprofile`);

    await link.click();
    await expect(page).toHaveURL(`${PUBLIC_URL}/login?redirect=%2Fprofile`);
    await fillSignIn(page, DEMO.user);
    await expect(page).toHaveURL(`${PUBLIC_URL}/profile`);
  });
});
