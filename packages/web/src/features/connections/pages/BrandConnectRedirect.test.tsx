import type { ActiveAccount } from '@storelens/contract/api/accounts';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeAccount, customerUser, pages, retailerAccount } from '../../../test/fixtures.ts';
import { renderScreen } from '../../../test/render-screen.tsx';

// where the emailed '/settings/brandConnect' link leads; the next page's own calls are not this test's
const open = (account: ActiveAccount) =>
  renderScreen('/settings/brandConnect', { session: customerUser(), account, otherCalls: 'pending' });

describe('BrandConnectRedirect', () => {
  it('leads a brand to Retail Connect', async () => {
    const { router } = await open(activeAccount({ pages: pages('accountConnections') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/retailConnect'));
  });

  it('leads a retailer to Data Permissions', async () => {
    const { router } = await open(retailerAccount());
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/dataPermissions'));
  });
});
