import { expect, type Page, test } from '@playwright/test';
import {
  firstRuns,
  openConnectors,
  openConnectorsOf,
  pick,
  signInAsAdmin,
  sourceRow,
  unique,
} from './connectors-helpers.ts';

/** A seeded demo source (packages/server/src/seed/demo-connectors.ts). */
const SEEDED_DAILY = 'Loyalty program (Perkville)';

// The connectors dashboard (spec 2 §2 "Dashboard lists"): state toggle, Delete Data, last runs.

/** A Cadence destination and a FleetFeet Online source using it, for the demo's store owner (checked on save). */
async function createSource(page: Page, name: string): Promise<void> {
  const destination = unique('Cadence');
  await page.goto('/connectors/destinations/create');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(destination);
  await pick(page, 'Destination Type', 'Cadence');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/connectors$/);
  await page.goto('/connectors/sources/create');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await pick(page, 'Source Type', 'FleetFeet Online');
  await page.getByRole('textbox', { name: 'Store Owners' }).fill('demo-owner');
  await page.getByRole('checkbox', { name: new RegExp(destination) }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/connectors$/);
}

test.describe('connectors dashboard', () => {
  test('the dashboard lists sources and destinations', async ({ page }) => {
    await openConnectors(page);
    await expect(page.getByRole('region', { name: 'Sources' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Destinations' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Delete Data' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New Source' })).toHaveAttribute('href', '/connectors/sources/create');
    await expect(page.getByRole('link', { name: 'New Destination' })).toHaveAttribute(
      'href',
      '/connectors/destinations/create',
    );
  });

  test('a source is switched off and on after confirming; declining reverts the switch', async ({ page }) => {
    await openConnectors(page);
    const name = unique('Toggle me');
    await createSource(page, name);
    const toggle = sourceRow(page, name).getByRole('switch', { name: `${name} active` });
    await expect(toggle).toBeChecked();

    // Declined: the switch goes back.
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Disable source?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeChecked();
    await expect(sourceRow(page, name)).toContainText('Active');

    // Confirmed: disabled, and it stays so after a reload.
    await toggle.click();
    await page.getByRole('dialog', { name: 'Disable source?' }).getByRole('button', { name: 'Disable' }).click();
    await expect(toggle).not.toBeChecked();
    await expect(sourceRow(page, name)).toContainText('Disabled');
    await page.reload();
    await expect(sourceRow(page, name).getByRole('switch')).not.toBeChecked();

    await sourceRow(page, name).getByRole('switch').click();
    await page.getByRole('dialog', { name: 'Enable source?' }).getByRole('button', { name: 'Enable' }).click();
    await expect(sourceRow(page, name).getByRole('switch')).toBeChecked();
    await expect(sourceRow(page, name)).toContainText('Active');
    await page.screenshot({ path: '/tmp/shots/connectors-dashboard.png', fullPage: true, animations: 'disabled' });

    // clean up: deleted, unless its first run already stored data (spec 2 §8 DataConstraint says so)
    await sourceRow(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(async () => {
      const gone = (await sourceRow(page, name).count()) === 0;
      const refused = (await page.getByText('This source has stored data.').count()) > 0;
      expect(gone || refused).toBe(true);
    }).toPass({ timeout: 10_000 });
  });

  test('Delete Data asks first, then runs in the background', async ({ page }) => {
    // A Connectors account of its own: Delete Data on the demo's would empty every source's stored data
    // and cursors, so the demo's hourly sources pulled their whole year again on the hour, holding the one
    // sync worker while other flows waited for their first runs (and the seeded runs lost their records)
    await signInAsAdmin(page);
    const name = unique('Connectors to empty');
    const created = await page.request.post('/api/admin/accounts/retail', {
      headers: { 'x-storelens-csrf': '1' },
      data: {
        name,
        accountType: 'Connectors',
        verticalId: 'retail',
        settings: { customFields: { region: 'Northeast' } },
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    await openConnectorsOf(page, ((await created.json()) as { id: number }).id, name);
    const panel = page.getByRole('region', { name: 'Delete Data' });
    await panel.getByRole('button', { name: 'Delete Data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete all data?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('delete-data-started')).toHaveCount(0);

    await panel.getByRole('button', { name: 'Delete Data' }).click();
    await dialog.getByRole('button', { name: 'Delete Data' }).click();
    await expect(page.getByTestId('delete-data-started')).toContainText(
      'runs in the background and should finish within about 30 minutes',
    );
  });

  test('a seeded source shows its last run with counts', async ({ page }) => {
    await openConnectors(page);
    // A seeded source that runs once a day and that no other flow edits: its last run is the demo's first
    // one, over before the flows start (e2e/demo-settled.setup.ts). Not the seeded WooCommerce source: it
    // runs every 10 minutes and other flows add destinations to it, so its row may show a run under way.
    const [text] = await firstRuns(page, [SEEDED_DAILY]);
    expect(text).toContain('Succeeded');
    await expect(sourceRow(page, SEEDED_DAILY).getByTestId('source-run-counts')).toHaveText(
      /[1-9][\d,]* pulled · [1-9][\d,]* pushed/,
    );
    await page.screenshot({ path: '/tmp/shots/connectors-dashboard-runs.png', fullPage: true, animations: 'disabled' });
  });

  test('the demo shows a paused source with Resume and a stale source', async ({ page }) => {
    await openConnectors(page);
    // seeded by packages/server/src/seed/demo-source-health.ts; no flow resumes them
    const paused = sourceRow(page, 'Closed pop-up (WooCommerce)');
    await expect(paused.getByTestId('source-state-chip')).toHaveText('Paused');
    await expect(paused.getByTestId('source-state-message')).toHaveText('Paused after 10 failed runs');
    await expect(paused.getByRole('button', { name: 'Resume Closed pop-up (WooCommerce)' })).toBeVisible();
    await expect(paused.getByTestId('stale-badge')).toBeVisible();
    const stale = sourceRow(page, 'Seasonal kiosk (WooCommerce)');
    await expect(stale.getByTestId('stale-badge')).toHaveText('Stale');
    await expect(stale.getByTestId('complete-through')).toHaveText(/^Data complete through /);
  });

  test('a source screen runs the source now and lists its timeline', async ({ page }) => {
    await openConnectors(page);
    // a seeded source no other flow reads (its last run would no longer be the first one)
    const source = 'Bridal boutique (Bridal Live)';
    await sourceRow(page, source).getByRole('link', { name: source, exact: true }).click();
    const runs = page.getByTestId('source-runs');
    // its first run may still be loading the demo's year of history: either words are right then
    await expect(runs.getByTestId('complete-through')).toHaveText(/^(Data complete through |No successful run yet)/);
    await runs.getByRole('button', { name: 'Run now' }).click();
    await expect(page.getByText('A run of this source is queued: it starts in a moment.')).toBeVisible();
    const timeline = page.getByRole('grid', { name: 'Timeline' });
    await expect(timeline.getByText('Asked for a run now').first()).toBeVisible({ timeout: 15_000 });
  });
});
