import { blockedPageNotice } from '@storelens/contract/access/page-notices';
import { ConnectionsAnswer } from '@storelens/contract/api/connections';
import { ReportCardsAnswer } from '@storelens/contract/api/report-management';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerUser, retailerAccount } from '../test/fixtures.ts';
import { answer } from '../test/handlers.ts';
import { renderScreen } from '../test/render-screen.tsx';

// The role guard: a page the user may not open sends them home and says which page, why, and where
// they are instead (the contract's sentence), rather than a silent redirect.
describe('the role guard', () => {
  it("sends a retailer's admin from Retail Connect to Reports and says why", async () => {
    const account = retailerAccount({ name: 'Riverside Running' });
    const { router } = await renderScreen('/settings/retailConnect', {
      session: customerUser(),
      account,
      // Reports without cards: a retailer's landing page counts waiting brand requests.
      handlers: [
        answer('get', `/dashboards/reports/${account.id}`, ReportCardsAnswer, []),
        answer('get', `/accounts/connections/retailer/${account.id}`, ConnectionsAnswer, []),
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports'));
    const notice = blockedPageNotice('/settings/retailConnect', 'Riverside Running', 'Reports');
    expect(notice).toMatch(/^Retail Connect is not available to you in Riverside Running: it is for account admins/);
    expect(await screen.findByText(notice)).toBeInTheDocument();
  });

  it('sends a customer user from an admin page home with the notice', async () => {
    const { router } = await renderScreen('/admin/verticalManagement', {
      session: customerUser(),
      handlers: [answer('get', '/dashboards/reports/7', ReportCardsAnswer, [])],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports'));
    expect(
      await screen.findByText(blockedPageNotice('/admin/verticalManagement', 'Acme Brand', 'Reports')),
    ).toBeInTheDocument();
  });
});
