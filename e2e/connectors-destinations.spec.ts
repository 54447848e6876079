import { expect, type Page, test } from '@playwright/test';
import {
  connectorsAccountId,
  destinationRow,
  openConnectors,
  pick,
  sourceRow,
  startSource,
  unique,
} from './connectors-helpers.ts';

// Four destinations — Facebook Offline, Cadence, UQube and
// Blueshift — created through the screens with the values the demo's fakes accept (GET
// /api/connectors/demoValues, which the forms show too), a wrong value answered with the spec 2 §8
// message, the Blueshift test event sent from a saved destination (its key masked), and records
// arriving at each after a first run of a source spec 2 §4 lets feed it.

type DemoValues = {
  sources: Record<string, Record<string, string>>;
  destinations: Record<string, Record<string, string>>;
};
type SourceRow = {
  id: number;
  name: string;
  lastRun: { status: string; pushed: Record<string, Record<string, number>> } | null;
};
type DestinationItem = { id: number; name: string };

/** A month back: recent store sales (the ads dataset takes the last 62 days), a quick first run. */
const monthAgo = () => new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

async function newDestination(page: Page, name: string, type: string) {
  await page.goto('/connectors/destinations/create');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await pick(page, 'Destination Type', type);
}

const save = async (page: Page) => {
  await page.getByRole('button', { name: 'Save' }).click();
};

/** Waits until the source's first run has finished (asking the API), and answers what it pushed to each destination id. */
async function pushedByFirstRun(page: Page, accountId: number, name: string) {
  let pushed: Record<string, Record<string, number>> = {};
  await expect(async () => {
    const list = (await (await page.request.get(`/api/sources/${accountId}`)).json()) as SourceRow[];
    const run = list.find((s) => s.name === name)?.lastRun;
    expect(run?.status, `${name}: first run`).toBe('succeeded');
    pushed = run!.pushed;
  }).toPass({ timeout: 45_000, intervals: [1_000] });
  return pushed;
}

const total = (counts: Record<string, number> | undefined) =>
  Object.values(counts ?? {}).reduce((sum, n) => sum + n, 0);

// the destinations the first flow saves, which the second links sources to
const names = {
  ads: unique('Ads dataset'),
  crm: unique('Blueshift'),
  cube: unique('UQube'),
  cadence: unique('Cadence'),
};

test.describe('Facebook Offline, Cadence, UQube and Blueshift, through the screens', () => {
  test.describe.configure({ mode: 'serial' });

  test('each is checked on save; the Blueshift test event goes with the stored key', async ({ page }) => {
    await openConnectors(page);
    const demo = (await (await page.request.get('/api/connectors/demoValues')).json()) as DemoValues;
    const facebook = demo.destinations['4']!;
    const uqube = demo.destinations['7']!;
    const blueshift = demo.destinations['8']!;
    const { ads, crm, cube, cadence } = names;

    // Facebook Offline: a dataset StoreLens's business was not given, then the demo's
    await newDestination(page, ads, 'Facebook Offline');
    await expect(page.getByTestId('demo-values')).toContainText(`Dataset Id ${facebook.datasetId}`);
    await page.getByLabel('Dataset Id').fill('6543210987654321');
    await save(page);
    await expect(page.getByText('Invalid / No Permissions for Dataset').first()).toBeVisible();
    await page.getByLabel('Dataset Id').fill(facebook.datasetId!);
    await save(page);
    await expect(page).toHaveURL(/\/connectors$/);

    // Blueshift: a wrong Event Key, then the demo's keys
    await newDestination(page, crm, 'Blueshift');
    await page.getByLabel('Event Key').fill('not-the-event-key');
    await page.getByLabel('Users Key').fill(blueshift.usersKey!);
    await save(page);
    await expect(page.getByText('Invalid Event Key').first()).toBeVisible();
    await page.getByLabel('Event Key').fill(blueshift.eventKey!);
    await save(page);
    await expect(page).toHaveURL(/\/connectors$/);
    // on the saved destination the key is masked: the test event goes with the stored one
    await destinationRow(page, crm).getByRole('link', { name: crm, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Destination' })).toBeVisible();
    await expect(page.getByLabel('Event Key')).toHaveValue('********');
    await pick(page, 'Send Test Event', 'Return');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Test event sent.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    // UQube: the database from the list the server's UQube key sees
    await newDestination(page, cube, 'UQube');
    await pick(page, 'Database', uqube.database!);
    await save(page);
    await expect(page).toHaveURL(/\/connectors$/);

    // Cadence: nothing to type, the server holds its address and key
    await newDestination(page, cadence, 'Cadence');
    await save(page);
    await expect(page).toHaveURL(/\/connectors$/);
    await page.screenshot({
      path: '/tmp/shots/connectors-new-destinations.png',
      fullPage: true,
      animations: 'disabled',
    });
  });

  test('each receives records after a linked source runs', async ({ page }) => {
    await openConnectors(page);
    const accountId = await connectorsAccountId(page);
    const demo = (await (await page.request.get('/api/connectors/demoValues')).json()) as DemoValues;
    const { ads, crm, cube, cadence } = names;

    // A Heartland store into the ads dataset and Cadence (spec 2 §4 allows both)
    const store = unique('Heartland store');
    await startSource(page, store, 'Heartland');
    await page.getByLabel('API Key').fill(demo.sources['10']!.apiKey!);
    await page.getByLabel('Start Date').fill(monthAgo());
    await page.getByRole('checkbox', { name: new RegExp(ads) }).check();
    await page.getByRole('checkbox', { name: new RegExp(cadence) }).check();
    await save(page);
    await expect(page).toHaveURL(/\/connectors$/);

    // A WooCommerce web shop into Blueshift, with the link's default product page and consent
    const shop = unique('Web shop');
    const woo = demo.sources['2']!;
    await startSource(page, shop, 'WooCommerce');
    await page.getByRole('textbox', { name: 'URL', exact: true }).fill(woo.url!);
    await page.getByLabel('Consumer Key').fill(woo.consumerKey!);
    await page.getByLabel('Consumer Secret').fill(woo.consumerSecret!);
    await page.getByLabel('Start Date').fill(monthAgo());
    await page.getByRole('checkbox', { name: new RegExp(crm) }).check();
    await page.getByLabel('Default Product URL').fill('https://shop.example.com/p');
    await page.getByLabel('Default Product Image URL').fill('https://shop.example.com/p.png');
    await pick(page, 'Email Consent', 'Global');
    await pick(page, 'Phone Consent', 'Ignore');
    await save(page);
    await expect(page).toHaveURL(/\/connectors$/);

    // A SKU Vault warehouse into UQube (spec 2 §4 lets SKU Vault feed only Cadence and UQube)
    const warehouse = unique('Warehouse');
    await startSource(page, warehouse, 'SKU Vault');
    await page.getByLabel('Tenant Token').fill(demo.sources['17']!.tenantToken!);
    await page.getByLabel('User Token').fill(demo.sources['17']!.userToken!);
    await page.getByLabel('Start Date').fill(monthAgo());
    await page.getByRole('checkbox', { name: new RegExp(cube) }).check();
    await save(page);
    await expect(page).toHaveURL(/\/connectors$/);

    const destinations = (await (await page.request.get(`/api/destinations/${accountId}`)).json()) as DestinationItem[];
    const idOf = (name: string) => String(destinations.find((d) => d.name === name)!.id);

    const fromStore = await pushedByFirstRun(page, accountId, store);
    expect(fromStore[idOf(ads)]?.orders, 'orders delivered to the ads dataset').toBeGreaterThan(0);
    expect(total(fromStore[idOf(cadence)]), 'records delivered to Cadence').toBeGreaterThan(0);
    const fromShop = await pushedByFirstRun(page, accountId, shop);
    expect(total(fromShop[idOf(crm)]), 'records delivered to Blueshift').toBeGreaterThan(0);
    const fromWarehouse = await pushedByFirstRun(page, accountId, warehouse);
    expect(total(fromWarehouse[idOf(cube)]), 'records delivered to UQube').toBeGreaterThan(0);

    // the dashboard says the same: each run succeeded with records pushed, and no delivery failing
    await page.goto('/connectors');
    for (const name of [store, shop, warehouse]) {
      await expect(sourceRow(page, name).getByTestId('source-last-run')).toContainText('Succeeded');
      await expect(sourceRow(page, name).getByTestId('source-run-counts')).toHaveText(/[1-9][\d,]* pushed/);
    }
    for (const name of [ads, cadence, crm, cube])
      await expect(destinationRow(page, name).getByTestId('destination-source-count')).toHaveText('1');
    await page.screenshot({
      path: '/tmp/shots/connectors-new-destinations-runs.png',
      fullPage: true,
      animations: 'disabled',
    });
  });
});
