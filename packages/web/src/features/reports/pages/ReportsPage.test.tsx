import { ConnectionsAnswer } from '@storelens/contract/api/connections';
import { type ReportCard, ReportCardsAnswer } from '@storelens/contract/api/report-management';
import { REPORT_VIEW_TEXTS } from '@storelens/contract/api/reports';
import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { connectionOf, customerUser, retailerAccount, systemUser } from '../../../test/fixtures.ts';
import { answer, pendingCall, serverError } from '../../../test/handlers.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { expectOwnSpinner } from '../../../test/screen-states.ts';

// activeAccount(): id 7, a brand account admin
const cards = (list: 'reports' | 'hiddenReports' | 'internalReports') => `/dashboards/${list}/7`;

const card = (overrides: Partial<ReportCard> = {}): ReportCard => ({
  id: 5,
  icon: 'BarChart',
  category: 'Sales',
  title: 'Sell-through',
  description: 'Units sold by week',
  accountType: 'brand',
  path: 'sell-through',
  ...overrides,
});

const open = (...handlers: RequestHandler[]) => renderScreen('/reports', { session: customerUser(), handlers });

describe('ReportsPage', () => {
  it('shows a spinner while the reports load', async () => {
    const call = pendingCall('get', cards('reports'));
    await open(call.handler);
    await expectOwnSpinner(call, 'Loading');
  });

  it('says when the reports cannot be loaded', async () => {
    await open(serverError('get', cards('reports')));
    expect(await screen.findByText('The reports could not be loaded.')).toBeInTheDocument();
  });

  it('says reporting is off and what else the user can do when there is no report', async () => {
    await open(answer('get', cards('reports'), ReportCardsAnswer, []));
    expect(await screen.findByText(REPORT_VIEW_TEXTS.noReports)).toBeInTheDocument();
    expect(screen.getByTestId('next-users')).toHaveAttribute('href', '/settings/users');
  });

  it("points a retailer's admin without reports to the brand requests waiting, with their count", async () => {
    const account = retailerAccount();
    const brand = connectionOf({ accountId: 41, name: 'Trail Co', status: 'Pending', userCount: 1 });
    const { user, router } = await renderScreen('/reports', {
      session: customerUser(),
      account,
      handlers: [
        answer('get', `/dashboards/reports/${account.id}`, ReportCardsAnswer, []),
        answer('get', `/accounts/connections/retailer/${account.id}`, ConnectionsAnswer, [
          brand(),
          brand({ accountId: 42, name: 'Peak Gear' }),
          brand({ accountId: 43, name: 'Connected', status: 'Approved' }),
        ]),
      ],
    });
    const pointer = await screen.findByTestId('pending-requests');
    expect(pointer).toHaveTextContent('2 brand connection requests are waiting');
    expect(pointer).toHaveTextContent('Trail Co, Peak Gear ask to see');
    expect(screen.getByText(REPORT_VIEW_TEXTS.noReports)).toBeInTheDocument();
    // the other pages this admin may open; Retail Connect is a brand's
    expect(screen.getByTestId('next-dataPermissions')).toBeInTheDocument();
    expect(screen.queryByTestId('next-retailConnect')).not.toBeInTheDocument();
    await user.click(within(pointer).getByRole('link', { name: 'Review requests' }));
    expect(router.state.location.pathname).toBe('/settings/dataPermissions');
  });

  it("shows the account's report cards, each opening its report", async () => {
    await open(answer('get', cards('reports'), ReportCardsAnswer, [card()]));
    const list = within(await screen.findByRole('list', { name: 'Reports' }));
    expect(list.getByRole('heading', { name: 'Sell-through' })).toBeInTheDocument();
    expect(list.getByRole('link')).toHaveAttribute('href', '/dashboard/brand/sell-through');
  });

  it('shows a system user the hidden reports too', async () => {
    await renderScreen('/reports', {
      session: systemUser(),
      handlers: [
        answer('get', cards('reports'), ReportCardsAnswer, []),
        answer('get', cards('hiddenReports'), ReportCardsAnswer, [card({ id: 6, title: 'Draft report' })]),
      ],
    });
    const hidden = within(await screen.findByRole('list', { name: 'Hidden reports' }));
    expect(hidden.getByRole('heading', { name: 'Draft report' })).toBeInTheDocument();
  });
});

describe('InternalReportsPage', () => {
  const openInternal = (...handlers: RequestHandler[]) =>
    renderScreen('/internalReports', { session: systemUser(), handlers });

  it('shows a spinner while the reports load', async () => {
    const call = pendingCall('get', cards('internalReports'));
    await openInternal(call.handler);
    await expectOwnSpinner(call, 'Loading');
  });

  it('says when the reports cannot be loaded', async () => {
    await openInternal(serverError('get', cards('internalReports')));
    expect(await screen.findByText('The reports could not be loaded.')).toBeInTheDocument();
  });

  it('says when there is no internal report', async () => {
    await openInternal(answer('get', cards('internalReports'), ReportCardsAnswer, []));
    expect(await screen.findByText(REPORT_VIEW_TEXTS.noReports)).toBeInTheDocument();
  });

  it('shows the internal report cards', async () => {
    await openInternal(
      answer('get', cards('internalReports'), ReportCardsAnswer, [
        card({ accountType: 'admin', path: 'usage', title: 'Usage' }),
      ]),
    );
    const list = within(await screen.findByRole('list', { name: 'Internal reports' }));
    expect(list.getByRole('link')).toHaveAttribute('href', '/dashboard/admin/usage');
  });
});
