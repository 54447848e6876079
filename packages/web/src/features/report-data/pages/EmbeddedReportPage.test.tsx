import { ERRORS } from '@storelens/contract/api/errors';
import { type ReportDataAnswer as ReportData, ReportDataAnswer } from '@storelens/contract/api/report-data';
import { REPORT_VIEW_TEXTS } from '@storelens/contract/api/reports';
import { EMBED_PATH } from '@storelens/contract/domain/report-embed';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, fail, pendingCall } from '../../../test/handlers.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { expectOwnSpinner } from '../../../test/screen-states.ts';

// the built-in page in the report frame: no session, the token in the address fragment decides
const dataPath = `${EMBED_PATH}/sales-overview`;
const open = (...handlers: RequestHandler[]) => renderScreen(`${EMBED_PATH}/sales-overview#token=tok-1`, { handlers });

const report = (overrides: Partial<ReportData> = {}): ReportData => ({
  key: 'sales-overview',
  title: 'Sales Overview',
  accountName: 'Corner Shop',
  filters: { from: '2026-03-01', to: '2026-03-31', location: '', grain: 'day', calendar: 'gregorian' },
  locations: [],
  empty: [],
  sheets: [
    {
      key: 'summary',
      title: 'Summary',
      kpis: [{ label: 'Net Sales', value: 1234.5, format: 'money' }],
      charts: [],
      tables: [
        {
          key: 'top',
          title: 'Top products',
          columns: [
            { field: 'name', header: 'Product', format: 'text' },
            { field: 'units', header: 'Units', format: 'number' },
          ],
          rows: [{ name: 'Trail shoe', units: 12 }],
        },
      ],
    },
    { key: 'stores', title: 'Stores', kpis: [{ label: 'Stores', value: 3, format: 'number' }], charts: [], tables: [] },
  ],
  ...overrides,
});

describe('EmbeddedReportPage', () => {
  it('says the view has expired without a token', async () => {
    await renderScreen(`${EMBED_PATH}/sales-overview`);
    expect(await screen.findByText(REPORT_VIEW_TEXTS.expired)).toBeInTheDocument();
  });

  it('shows a spinner while the report loads', async () => {
    const call = pendingCall('get', dataPath);
    await open(call.handler);
    await expectOwnSpinner(call, 'Loading');
  });

  it("shows the server's message when the token is refused", async () => {
    await open(fail('get', dataPath, 401, { error: ERRORS.authentication.error, message: REPORT_VIEW_TEXTS.expired }));
    expect(await screen.findByText(REPORT_VIEW_TEXTS.expired)).toBeInTheDocument();
  });

  it('says why a report without data is empty', async () => {
    await open(answer('get', dataPath, ReportDataAnswer, report({ empty: [REPORT_VIEW_TEXTS.noData], sheets: [] })));
    expect(await screen.findByText(REPORT_VIEW_TEXTS.noData)).toBeInTheDocument();
  });

  it('shows the sheets with their figures and tables, sending the token', async () => {
    let authorization: string | null = null;
    const { user } = await open(
      answer('get', dataPath, ReportDataAnswer, ({ request }) => {
        authorization = request.headers.get('authorization');
        return report();
      }),
    );
    const summary = within(await screen.findByRole('tabpanel', { name: 'Summary' }));
    expect(summary.getByRole('group', { name: 'Net Sales' })).toHaveTextContent('$1,234.50');
    // the table is a data grid, which draws its rows after it has measured itself
    expect(
      await within(summary.getByRole('grid', { name: 'Top products' })).findByText('Trail shoe'),
    ).toBeInTheDocument();
    expect(authorization).toBe('Bearer tok-1');
    await user.click(screen.getByRole('tab', { name: 'Stores' }));
    expect(await screen.findByRole('tabpanel', { name: 'Stores' })).toBeInTheDocument();
  });

  it('asks again by week when the grain changes', async () => {
    const grains: string[] = [];
    const { user } = await open(
      answer('get', dataPath, ReportDataAnswer, ({ request }) => {
        grains.push(new URL(request.url).searchParams.get('grain') ?? '');
        return report();
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Week' }));
    await waitFor(() => expect(grains).toEqual(['day', 'week']));
  });

  it('asks for a comparison from the Compare to selector, keeps it in the address, and shows each change', async () => {
    const asked: Array<string | null> = [];
    const compared = report({
      filters: { ...report().filters, compare: 'lastYear' },
      comparison: { from: '2025-03-02', to: '2025-04-01' },
      sheets: [
        {
          key: 'summary',
          title: 'Summary',
          kpis: [
            { label: 'Net Sales', value: 1500, format: 'money', previous: 1200, change: 0.25 },
            { label: 'Orders', value: 30, format: 'number', previous: 40, change: -0.25 },
            { label: 'Guests', value: 3, format: 'number', previous: 0, change: null },
          ],
          charts: [],
          tables: [],
        },
      ],
    });
    const { user } = await open(
      answer('get', dataPath, ReportDataAnswer, ({ request }) => {
        const compare = new URL(request.url).searchParams.get('compare');
        asked.push(compare);
        return compare ? compared : report();
      }),
    );
    await screen.findByRole('tabpanel', { name: 'Summary' });
    await user.click(screen.getByRole('combobox', { name: 'Compare to' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['None', 'Previous period', 'Last year']);
    await user.click(screen.getByRole('option', { name: 'Last year' }));
    const sales = await screen.findByRole('group', { name: 'Net Sales' });
    await waitFor(() =>
      expect(within(sales).getByTestId('kpi-change')).toHaveTextContent('+25.0% vs $1,200.00 last year'),
    );
    expect(within(sales).getByTestId('change')).toHaveAttribute('data-trend', 'up');
    const orders = screen.getByRole('group', { name: 'Orders' });
    expect(within(orders).getByTestId('change')).toHaveAttribute('data-trend', 'down');
    expect(within(orders).getByTestId('kpi-change')).toHaveTextContent('\u221225.0% vs 40 last year');
    expect(screen.getByRole('group', { name: 'Guests' })).toHaveTextContent('no change to show');
    expect(asked).toEqual([null, 'lastYear']);
    // the choice is in the frame's address, beside the token
    expect(window.location.search).toContain('compare=lastYear');
    expect(window.location.hash).toBe('#token=tok-1');
  });

  it('offers every grain from day to year', async () => {
    await open(answer('get', dataPath, ReportDataAnswer, report()));
    const group = await screen.findByRole('group', { name: 'Group by' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Day', 'Week', 'Month', 'Quarter', 'Year']);
  });
});
