import { expect, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './helpers.ts';

/**
 * Signs in as the system admin and opens the demo Connectors account, whose home is /connectors.
 * Through the API and the tab's remembered account: the sign-in form and the account switcher have
 * their own flows (login.spec.ts, accounts.spec.ts), and every connectors flow starts here.
 */
export async function openConnectors(page: Page): Promise<void> {
  await signInAsAdmin(page);
  await openConnectorsOf(page, await connectorsAccountId(page), 'StoreLens Connectors');
}

/** Signs the page's browser in as the system admin, through the API. */
export async function signInAsAdmin(page: Page): Promise<void> {
  const signedIn = await page.request.post('/api/auth', {
    data: { email: DEMO.admin, password: DEMO_PASSWORD },
    headers: { 'x-storelens-csrf': '1' },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
}

/** Opens the dashboard of a Connectors account (signed in already) as this tab's chosen account. */
export async function openConnectorsOf(page: Page, accountId: number, name: string): Promise<void> {
  // what a sign-in in this tab leaves (packages/web/src/lib/session.ts): the hint that the browser holds a
  // session, and the account the tab chose; a switch made later in the flow stays
  await page.addInitScript((id) => {
    if (window.sessionStorage.getItem('storelens.activeAccount')) return;
    window.localStorage.setItem('storelens.hasSession', '1');
    window.sessionStorage.setItem('storelens.activeAccount', id);
  }, String(accountId));
  await page.goto('/connectors');
  await expect(page.getByTestId('account-name')).toContainText(name);
  await expect(page.getByTestId('sources-list').locator('.MuiSkeleton-root')).toHaveCount(0);
}

/** Picks `option` in the MUI select labelled `label` (its name also holds the value: match the start). */
export async function pick(page: Page, label: string, option: string, nth = 0): Promise<void> {
  await page
    .getByRole('combobox', { name: new RegExp(`^${label}`) })
    .nth(nth)
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

export const sourceRow = (page: Page, name: string) =>
  page.getByTestId('sources-list').getByRole('row').filter({ hasText: name });
export const destinationRow = (page: Page, name: string) =>
  page.getByTestId('destinations-list').getByRole('row').filter({ hasText: name });

/** Creates a destination through the screen; `fill` types its settings. */
export async function createDestination(page: Page, name: string, type = 'Cadence', fill?: () => Promise<void>) {
  await page.goto('/connectors/destinations/create');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await pick(page, 'Destination Type', type);
  await fill?.();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/connectors$/);
}

/** Starts a source on the create screen: name and type; the caller fills the rest and saves. */
export async function startSource(page: Page, name: string, type: string): Promise<void> {
  await page.goto('/connectors/sources/create');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await pick(page, 'Source Type', type);
}

/** The values the demo's fakes accept, by source type (GET /api/connectors/demoValues; the forms show them too). */
export type DemoValues = { sources: Record<string, Record<string, string>> };
export const demoValues = async (page: Page): Promise<DemoValues> =>
  (await (await page.request.get('/api/connectors/demoValues')).json()) as DemoValues;

/** A week back: enough sales to see, few enough that a first run ends quickly. */
export const weekAgo = () => new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);

/** The demo Connectors account's id (the signed-in user must be able to open it). */
export async function connectorsAccountId(page: Page): Promise<number> {
  const res = await page.request.get(`/api/user/accounts?search=${encodeURIComponent('StoreLens Connectors')}`);
  const accounts = (await res.json()) as Array<{ id: number; name: string }>;
  const account = accounts.find((a) => a.name === 'StoreLens Connectors');
  if (!account) throw new Error('the demo has no StoreLens Connectors account');
  return account.id;
}

type ListedSource = { name: string; loadingHistory: boolean; lastRun: { status: string } | null };

/** The Connectors account's sources as the dashboard's list call answers them. */
async function listedSources(page: Page, accountId: number): Promise<ListedSource[]> {
  return (await (await page.request.get(`/api/sources/${accountId}`)).json()) as ListedSource[];
}

/**
 * Waits until the named source has loaded its history (its destinations are locked before), asking the
 * API once a second rather than reloading the screen.
 */
export async function historyLoaded(page: Page, name: string, timeout = 45_000): Promise<void> {
  const accountId = await connectorsAccountId(page);
  await expect
    .poll(async () => (await listedSources(page, accountId)).find((s) => s.name === name)?.loadingHistory, {
      timeout,
      intervals: [1_000],
      message: `${name} has loaded its history`,
    })
    .toBe(false);
}

/**
 * Waits until each named source's first run has finished, asking the API once a second (the runs
 * take seconds each; reloading the whole dashboard to find out kept the browser and the server busy),
 * then shows the dashboard and answers each source's row text, in the order given.
 */
export async function firstRuns(page: Page, names: readonly string[], timeout = 50_000): Promise<string[]> {
  const accountId = await connectorsAccountId(page);
  await expect
    .poll(
      async () => {
        const listed = await listedSources(page, accountId);
        return names.filter((name) => {
          const run = listed.find((s) => s.name === name)?.lastRun;
          return !run || run.status === 'running';
        });
      },
      { timeout, intervals: [1_000], message: 'sources whose first run has not finished' },
    )
    .toEqual([]);
  await page.goto('/connectors');
  const texts: string[] = [];
  for (const name of names) {
    // a run that pulled but could not deliver everywhere reads 'Pulled; delivery failed'
    await expect(sourceRow(page, name).getByTestId('source-last-run')).toContainText(
      /Succeeded|Pulled; delivery failed/,
    );
    texts.push((await sourceRow(page, name).textContent()) ?? '');
  }
  return texts;
}
