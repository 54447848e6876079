import { ReportsAnswer } from '@storelens/contract/api/report-management';
import { VerticalsAnswer } from '@storelens/contract/api/verticals';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { systemUser } from '../../../test/fixtures.ts';
import { fillIn } from '../../../test/forms.ts';
import { answer, pending, serverError } from '../../../test/handlers.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { expectSpinnerUnder } from '../../../test/screen-states.ts';
import { outdoor, report } from './report-test-data.ts';

const verticals = '/admin/verticals';
// MSW matches a path without its query: this is GET /admin/reports?verticalId=outdoor
const reports = '/admin/reports';

const open = (...handlers: RequestHandler[]) => renderScreen('/admin/reports', { session: systemUser(), handlers });

describe('GuideListPage', () => {
  it('shows a spinner while the verticals load', async () => {
    await open(pending('get', verticals));
    await expectSpinnerUnder('Reports Admin');
  });

  it('shows a spinner in the table while the reports load', async () => {
    await open(answer('get', verticals, VerticalsAnswer, [outdoor]), pending('get', reports));
    const table = within(await screen.findByRole('table', { name: 'Reports' }));
    expect(table.getByRole('progressbar')).toBeInTheDocument();
  });

  it('leaves for the home page when the reports cannot be loaded', async () => {
    const { router } = await renderScreen('/admin/reports', {
      session: systemUser(),
      otherCalls: 'pending',
      handlers: [answer('get', verticals, VerticalsAnswer, [outdoor]), serverError('get', reports)],
    });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/admin/reports'));
  });

  it('says when the vertical has no report', async () => {
    await open(
      answer('get', verticals, VerticalsAnswer, [outdoor]),
      answer('get', reports, ReportsAnswer, { data: [] }),
    );
    expect(await screen.findByText('No reports yet.')).toBeInTheDocument();
  });

  it("lists the vertical's reports with whether each has a guide, and searches them", async () => {
    let vertical: string | null = null;
    const { user } = await open(
      answer('get', verticals, VerticalsAnswer, [outdoor]),
      answer('get', reports, ReportsAnswer, ({ request }) => {
        vertical = new URL(request.url).searchParams.get('verticalId');
        return { data: [report({ guide: '<p>Read me</p>' }), report({ id: 6, title: 'Inventory', guide: '' })] };
      }),
    );
    const table = within(await screen.findByRole('table', { name: 'Reports' }));
    expect(await table.findByRole('row', { name: /Sell-through.*Has guide/ })).toBeInTheDocument();
    expect(table.getByRole('row', { name: /Inventory.*No guide/ })).toBeInTheDocument();
    expect(vertical).toBe('outdoor');
    await fillIn(user, 'Search', 'nothing like it');
    expect(await table.findByText('No report matches the search.')).toBeInTheDocument();
  });

  it('opens a report guide from its row', async () => {
    const { user, router } = await renderScreen('/admin/reports', {
      session: systemUser(),
      otherCalls: 'pending',
      handlers: [
        answer('get', verticals, VerticalsAnswer, [outdoor]),
        answer('get', reports, ReportsAnswer, { data: [report()] }),
      ],
    });
    await user.click(await screen.findByText('Sell-through'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/reports/5/edit'));
  });
});
