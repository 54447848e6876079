import { expect, type Page, test } from '@playwright/test';
import {
  DEFAULT_METABASE_SECRET,
  type MetabaseFake,
  startMetabaseFake,
} from '../packages/fakes/src/metabase/metabase-fake.ts';
import { startTableauFake, type TableauFake } from '../packages/fakes/src/tableau/tableau-fake.ts';
import { DEMO, signIn, switchAccount } from './helpers.ts';
import { E2E_PORTS } from './ports.ts';

// Providers: a Tableau report (<tableau-viz> with a connected app's token) and a Metabase
// report (signed static embed) open from their local fakes, and the walkthrough starts once the
// provider says the report has loaded. scripts/e2e-server.mjs points TABLEAU_SERVER_URL and
// METABASE_SITE_URL at these ports, with the fakes' default secrets.

const TABLEAU_PORT = E2E_PORTS.server + 45;
const METABASE_PORT = E2E_PORTS.server + 46;
const csrf = { 'x-storelens-csrf': '1' };
const GUIDE = 'hasViewedReportGuide';

let tableau: TableauFake;
let metabase: MetabaseFake;

test.beforeAll(async () => {
  tableau = await startTableauFake({ port: TABLEAU_PORT, users: [DEMO.admin] });
  metabase = await startMetabaseFake({ port: METABASE_PORT, secretKey: DEFAULT_METABASE_SECRET });
});
test.afterAll(async () => {
  await tableau?.close();
  await metabase?.close();
});

const definitions = (suffix: string) => ({
  tableau: {
    path: `e2e-tableau-${suffix}`,
    title: `Tableau Sales ${suffix}`,
    reportUrl: `http://127.0.0.1:${TABLEAU_PORT}/t/retail/views/Sales/Overview`,
  },
  elsewhere: {
    path: `e2e-tableau-elsewhere-${suffix}`,
    title: `Tableau Elsewhere ${suffix}`,
    reportUrl: 'https://tableau.example.com/#/site/acme/views/Sales/Overview',
  },
  metabase: {
    path: `e2e-metabase-${suffix}`,
    title: `Metabase Sales ${suffix}`,
    reportUrl: `http://127.0.0.1:${METABASE_PORT}/dashboard/1-sales`,
  },
});

/** An internal report (shown to system users on any account of the vertical), made through the admin API. */
async function createInternalReport(page: Page, d: { path: string; title: string; reportUrl: string }) {
  const res = await page.request.post('/api/admin/reports', {
    headers: csrf,
    data: {
      accountType: 'admin',
      verticalId: 'retail',
      referenceName: d.title,
      title: d.title,
      path: d.path,
      reportUrl: d.reportUrl,
      category: 'Providers',
      description: 'An embedded BI report',
      guide: '<h2>Guide</h2>',
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

const setGuideViewed = async (page: Page, value: unknown) => {
  const res = await page.request.post('/api/user/settings', {
    headers: csrf,
    data: { name: GUIDE, value, accountId: null },
  });
  expect(res.ok(), await res.text()).toBe(true);
};

/** The walkthrough opens only once the provider's adapter has said the report loaded. */
async function walkthroughStarts(page: Page) {
  const walkthrough = page.getByRole('dialog');
  await expect(walkthrough.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  for (let i = 0; i < 3; i++) await walkthrough.getByRole('button', { name: 'Next' }).click();
  await walkthrough.getByRole('button', { name: 'Finish' }).click();
  await expect(walkthrough).toBeHidden();
}

test('a Tableau and a Metabase report load from their providers and start the walkthrough', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await switchAccount(page, 'StoreLens Connectors', 'StoreLens Connectors');
  await expect(page.getByTestId('account-name')).toHaveText('StoreLens Connectors');
  const before = (await (await page.request.get(`/api/user/settings/${GUIDE}`, { headers: csrf })).json()).data[GUIDE];
  const d = definitions(Date.now().toString(36));
  await createInternalReport(page, d.tableau);
  await createInternalReport(page, d.metabase);
  await createInternalReport(page, d.elsewhere);
  try {
    // Tableau: the library from the Tableau server, <tableau-viz> signed in with the token, firstinteractive
    await setGuideViewed(page, false);
    await page.goto(`/dashboard/admin/${d.tableau.path}`);
    // the walkthrough is modal: the page behind it is checked once it is done
    await walkthroughStarts(page);
    await expect(page.getByRole('heading', { level: 1, name: d.tableau.title })).toBeVisible();
    const view = page.frameLocator('tableau-viz iframe');
    await expect(view.getByRole('heading', { name: 'Sales: Overview' })).toBeVisible();
    await expect(view.getByText(`Signed in as ${DEMO.admin}`)).toBeVisible();
    expect(tableau.signIns.at(-1)).toMatchObject({ sub: DEMO.admin, view: 'Sales/Overview' });

    // Metabase: the signed embed in a frame, loaded at Metabase's frame message
    await setGuideViewed(page, false);
    await page.goto(`/dashboard/admin/${d.metabase.path}`);
    // the walkthrough is modal: the page behind it is checked once it is done
    await walkthroughStarts(page);
    await expect(page.getByRole('heading', { level: 1, name: d.metabase.title })).toBeVisible();
    const embed = page.frameLocator(`iframe[title="${d.metabase.title}"]`);
    await expect(embed.getByRole('heading', { name: 'Sales Dashboard' })).toBeVisible();
    expect(metabase.opened.at(-1)).toEqual({ kind: 'dashboard', id: 1 });

    // a view on another Tableau server than the one configured: the screen says why, no frame, no walkthrough
    await setGuideViewed(page, false);
    await page.goto(`/dashboard/admin/${d.elsewhere.path}`);
    await expect(page.getByRole('alert')).toHaveText(
      'This report is on a Tableau server this StoreLens server is not set up for. Ask your administrator.',
    );
    await expect(page.locator('tableau-viz, iframe')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toBeHidden();
  } finally {
    for (const r of [d.tableau, d.metabase, d.elsewhere])
      await page.request.delete(`/api/admin/reports/retail/admin/${r.path}`, { headers: csrf });
    await setGuideViewed(page, before ?? false);
  }
});
