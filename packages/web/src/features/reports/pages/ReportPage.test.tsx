import { ERRORS } from '@storelens/contract/api/errors';
import { DashboardReportAnswer, REPORT_LOADED_MESSAGE } from '@storelens/contract/api/reports';
import { act, screen, waitFor } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { customerUser } from '../../../test/fixtures.ts';
import { answer, fail, pendingCall, serverError } from '../../../test/handlers.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { expectOwnSpinner } from '../../../test/screen-states.ts';

// activeAccount(): id 7, a brand account
const reportPath = '/dashboards/brand/7/sell-through';
const origin = 'https://reports.example.com';

const report = (embed: Partial<DashboardReportAnswer['embed']> = {}): DashboardReportAnswer => ({
  id: 5,
  title: 'Sell-through',
  url: `${origin}/r/5`,
  guide: '<p>How to read it</p>',
  embed: { provider: 'external', src: `${origin}/r/5`, origin, expiresAt: null, ...embed },
});

const open = (...handlers: RequestHandler[]) =>
  renderScreen('/dashboard/brand/sell-through', { session: customerUser(), handlers });

describe('ReportPage', () => {
  it('shows a spinner while the report loads', async () => {
    const call = pendingCall('get', reportPath);
    await open(call.handler);
    await expectOwnSpinner(call, 'Loading');
  });

  it('says when the report cannot be loaded', async () => {
    await open(serverError('get', reportPath));
    expect(await screen.findByText('The report could not be loaded.')).toBeInTheDocument();
  });

  it('leaves an unknown report for the home page', async () => {
    const { router } = await renderScreen('/dashboard/brand/sell-through', {
      session: customerUser(),
      otherCalls: 'pending',
      handlers: [fail('get', reportPath, 404, ERRORS.notFound)],
    });
    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/^\/dashboard/));
  });

  it("says why a report its provider cannot show here isn't shown", async () => {
    await open(answer('get', reportPath, DashboardReportAnswer, report({ error: 'Tableau is not set up here.' })));
    expect(await screen.findByText('Tableau is not set up here.')).toBeInTheDocument();
  });

  it('shows the report in its frame, and the walkthrough the first time it has loaded', async () => {
    await open(answer('get', reportPath, DashboardReportAnswer, report()));
    expect(await screen.findByRole('heading', { name: 'Sell-through' })).toBeInTheDocument();
    const frame = screen.getByTitle('Sell-through') as HTMLIFrameElement;
    expect(frame).toHaveAttribute('src', `${origin}/r/5`);
    expect(screen.getByRole('progressbar', { name: 'Loading report' })).toBeInTheDocument();
    // the provider's page says it has loaded
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: REPORT_LOADED_MESSAGE, origin, source: frame.contentWindow }),
      );
    });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading report' })).not.toBeInTheDocument();
  });
});
