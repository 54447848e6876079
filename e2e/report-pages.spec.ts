import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import type { ReportDataAnswer } from '@storelens/contract/api/report-data';
import { DEMO, signIn, switchAccount } from './helpers.ts';

// The built-in report pages as a desktop user sees them (1,440 px wide): every card opens a page of
// its own, charts name every category without cutting a label short, money axes read compactly, and
// table headers and cells are not cut. Each sheet is saved as a screenshot for review.

const SHOTS = process.env.REPORT_SCREENSHOTS_DIR ?? join('test-results', 'report-pages-screenshots');
mkdirSync(SHOTS, { recursive: true });

const isDay = (labels: string[]) => labels.length > 0 && labels.every((l) => /^\d{4}-\d{2}-\d{2}$/.test(l));

/**
 * Opens the report card's screen, then its built-in page on its own (the frame's address, token and
 * all) so the whole page can be measured and photographed; answers the page's data as the server sent it.
 */
async function openPage(page: Page, type: string, slug: string, title: string, key = slug) {
  await page.goto(`/dashboard/${type}/${slug}`);
  const frame = page.locator(`iframe[title="${title}"]`);
  await expect(frame).toHaveAttribute('src', new RegExp(`/embed/reports/${key}#token=`));
  const src = (await frame.getAttribute('src')) ?? '';
  const answered = page.waitForResponse(
    (r) => r.url().includes(`/api/embed/reports/${key}`) && r.ok() && r.request().frame() === page.mainFrame(),
  );
  await page.goto(src);
  const data = (await (await answered).json()) as ReportDataAnswer;
  await expect(page.getByRole('toolbar', { name: 'Report toolbar' })).toBeVisible();
  return data;
}

/** Checks each sheet's charts and tables, and saves a full-page screenshot of it. */
async function checkSheets(page: Page, data: ReportDataAnswer) {
  expect(data.sheets.length, `${data.key} has sheets`).toBeGreaterThan(0);
  for (const sheet of data.sheets) {
    if (data.sheets.length > 1) await page.getByRole('tab', { name: sheet.title, exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: sheet.title });
    await expect(panel).toBeVisible();
    for (const chart of sheet.charts) {
      const figure = panel.getByRole('figure', { name: chart.title });
      await expect(figure).toBeVisible();
      if (chart.x.length === 0 || chart.kind === 'pie') continue;
      const ticks = figure.locator('.MuiChartsAxis-tickLabel');
      await expect(ticks.first()).toBeVisible();
      const labels = (await ticks.allTextContents()).map((l) => l.trim());
      expect(
        labels.filter((l) => l.includes('…')),
        `${data.key}/${chart.key}: cut axis labels`,
      ).toEqual([]);
      if (!isDay(chart.x)) {
        const missing = chart.x.filter((x) => !labels.includes(x));
        expect(missing, `${data.key}/${chart.key}: category labels not shown`).toEqual([]);
      }
      if (chart.series[0]?.format === 'money')
        expect(
          labels.some((l) => /^\$\d+(\.\d)?[KMB]?$/.test(l)),
          `${data.key}/${chart.key}: compact money`,
        ).toBe(true);
    }
    for (const table of sheet.tables) {
      const grid = panel.getByRole('grid', { name: table.title });
      await expect(grid).toBeVisible();
      // a header or a cell whose text is wider than its box is cut (ellipsis); a wrapping one is not
      const cut = await grid.evaluate((el) =>
        [...el.querySelectorAll<HTMLElement>('.MuiDataGrid-columnHeaderTitle, .MuiDataGrid-cell')]
          .filter((c) => c.scrollWidth > c.clientWidth + 1)
          .map((c) => c.textContent ?? ''),
      );
      expect(cut, `${data.key}/${table.key}: cut cells`).toEqual([]);
    }
    await page.screenshot({ path: join(SHOTS, `${data.key}-${sheet.key}.png`), fullPage: true });
  }
}

type Opened = { page: Page };

/**
 * One signed-in page per user and account for a describe block's tests (signing in on a loaded
 * machine takes a good part of a test's minute); each test then opens one report page.
 */
function signedIn(email: string, search: string, account: string): Opened {
  const opened = {} as Opened;
  test.beforeAll(async ({ browser }, info) => {
    opened.page = await browser.newPage({ baseURL: info.project.use.baseURL, viewport: { width: 1440, height: 900 } });
    // the report screen's own frame is not needed (the page is opened on its own): on a loaded machine
    // it would only compete with the page measured for the server and the CPU
    await opened.page.route('**/embed/reports/**', (route) =>
      route.request().frame() === opened.page.mainFrame() ? route.continue() : route.abort(),
    );
    // the walkthrough is reports.spec.ts's to see: answer "already viewed" here, so that opening a report
    // screen neither shows it nor records the demo user as having seen it
    await opened.page.route('**/api/user/settings/hasViewedReportGuide', (route) =>
      route.fulfill({ json: { data: { hasViewedReportGuide: true } } }),
    );
    await signIn(opened.page, email);
    await switchAccount(opened.page, search, account);
  });
  test.afterAll(async () => {
    await opened.page?.close();
  });
  return opened;
}

const kpi = (d: ReportDataAnswer, label: string) => d.sheets.flatMap((s) => s.kpis).find((k) => k.label === label);

test.describe('a retailer (Main Street Shoes)', () => {
  test.describe.configure({ mode: 'serial' });
  const at = signedIn(DEMO.owner, 'Main Street', 'Main Street Shoes');
  let sales: ReportDataAnswer;

  test('Sales Overview', async () => {
    sales = await openPage(at.page, 'retailer', 'sales-overview', 'Sales Overview');
    await checkSheets(at.page, sales);
  });

  test('Compare to: last year, kept in the address', async () => {
    const page = at.page;
    await openPage(page, 'retailer', 'sales-overview', 'Sales Overview');
    await page.getByRole('combobox', { name: 'Compare to' }).click();
    const answered = page.waitForResponse(
      (r) => r.url().includes('/api/embed/reports/sales-overview') && r.url().includes('compare=lastYear') && r.ok(),
    );
    await page.getByRole('option', { name: 'Last year' }).click();
    const compared = (await (await answered).json()) as ReportDataAnswer;
    // the demo store has two years of history: last year's revenue is there to compare with
    const revenue = kpi(compared, 'Revenue');
    expect(revenue?.previous).toBeGreaterThan(0);
    const card = page.getByRole('group', { name: 'Revenue' }).first();
    await expect(card.getByTestId('kpi-change')).toHaveText(/^[+\u2212]?[\d,]+\.\d% vs \$[\d,]+\.\d{2} last year$/);
    await expect(card.getByTestId('change')).toHaveAttribute('data-trend', /^(up|down|flat)$/);
    await expect(page.getByRole('columnheader', { name: 'Revenue (last year)' }).first()).toBeVisible();
    await expect(page).toHaveURL(/[?&]compare=lastYear/);
    await checkSheets(page, compared);
    // a reload keeps the choice (the address holds it, beside the token)
    const again = page.waitForResponse((r) => r.url().includes('compare=lastYear') && r.ok());
    await page.reload();
    await again;
    await expect(page.getByRole('combobox', { name: 'Compare to' })).toHaveText('Last year');
  });

  test('Products: the same units and revenue as Sales Overview', async () => {
    const products = await openPage(at.page, 'retailer', 'products', 'Products');
    expect(kpi(products, 'Units sold')?.value).toBe(kpi(sales, 'Units')?.value);
    expect(kpi(products, 'Revenue')?.value).toBe(kpi(sales, 'Revenue')?.value);
    await checkSheets(at.page, products);
  });

  test('Sell-Through: a page of its own', async () => {
    const sellThrough = await openPage(at.page, 'retailer', 'sell-through', 'Sell-Through');
    expect(sellThrough.sheets.map((s) => s.title)).toEqual(['By Product', 'By Category', 'By Location']);
    await checkSheets(at.page, sellThrough);
  });
});

test.describe('a brand (Acme)', () => {
  test.describe.configure({ mode: 'serial' });
  const at = signedIn(DEMO.owner, 'Acme', 'Acme Brand');

  test('Market Share: a page of its own, on the data its retailers share', async () => {
    const share = await openPage(at.page, 'brand', 'market-share', 'Market Share');
    expect(share.empty).toEqual([]);
    await expect(at.page.getByRole('group', { name: 'Revenue share' }).getByTestId('kpi-value')).toHaveText(/%$/);
    await checkSheets(at.page, share);
  });

  test('Brand Performance', async () => {
    await checkSheets(at.page, await openPage(at.page, 'brand', 'brand-performance', 'Brand Performance'));
  });
});

test.describe('a system user', () => {
  test.describe.configure({ mode: 'serial' });
  const at = signedIn(DEMO.admin, 'Main Street', 'Main Street Shoes');

  test('Data Audit: records stored per source and stream', async () => {
    const audit = await openPage(at.page, 'retailer', 'data-audit', 'Data Audit');
    expect(audit.sheets.map((s) => s.title)).toEqual(['Records Stored', 'Order Days']);
    await checkSheets(at.page, audit);
  });

  test('Connector Health names every source on its chart', async () => {
    await at.page.goto('/');
    await switchAccount(at.page, 'StoreLens Connectors', 'StoreLens Connectors');
    const health = await openPage(at.page, 'admin', 'connector-health', 'Connector Health');
    expect(health.sheets[0]?.charts[0]?.x.length).toBeGreaterThan(10);
    await checkSheets(at.page, health);
  });

  test('Group Sales: the group and its stores', async () => {
    await at.page.goto('/');
    await switchAccount(at.page, 'Main Street Retail', 'Main Street Retail Group');
    await checkSheets(at.page, await openPage(at.page, 'retailer-rollup', 'group-sales', 'Group Sales'));
  });
});
