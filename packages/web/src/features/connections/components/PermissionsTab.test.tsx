import {
  BrandAccountsBody,
  CONNECTION_MESSAGES,
  ConnectionHistoryAnswer,
  ConnectionMessageAnswer,
  ConnectionsAnswer,
  DataPermissionSetting,
  DataPermissionSettingsAnswer,
  SaveAccountSettingBody,
} from '@storelens/contract/api/connections';
import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { connectionOf, customerUser, retailerAccount } from '../../../test/fixtures.ts';
import { choose } from '../../../test/forms.ts';
import { answer, readBody, serverError } from '../../../test/handlers.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { itShowsLoadStates } from '../../../test/screen-states.ts';

// retailerAccount(): id 8, account admin, pages locations and accountConnections
const account = retailerAccount();
const brands = `/accounts/connections/retailer/${account.id}`;

const brand = connectionOf({
  accountId: 41,
  name: 'Trail Co',
  status: 'Approved',
  statusDate: '2026-02-01T12:00:00.000Z',
  userCount: 3,
});

const open = (...handlers: RequestHandler[]) =>
  renderScreen('/settings/dataPermissions', { session: customerUser(), account, handlers });

describe('Data Permissions: the Permissions tab', () => {
  itShowsLoadStates({
    what: 'the brands',
    open,
    path: brands,
    title: 'Data Permissions',
    failure: /An unexpected error occurred/,
    failureTest: 'shows the server message when the brands cannot be loaded',
  });

  it('says when no brand asks and none is connected', async () => {
    await open(answer('get', brands, ConnectionsAnswer, []));
    expect(await screen.findByText('No pending requests.')).toBeInTheDocument();
    expect(screen.getByText('No brand sees your data yet.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Brands (0)' })).toBeInTheDocument();
  });

  it('lists pending requests and connected brands', async () => {
    await open(
      answer('get', brands, ConnectionsAnswer, [
        brand(),
        brand({ accountId: 42, name: 'Peak Gear', status: 'Pending', note: 'Please share' }),
        brand({ accountId: 43, name: 'Not Yet', status: null }),
      ]),
    );
    await screen.findByText('Peak Gear');
    const requests = within(screen.getByRole('table', { name: 'Pending requests' }));
    expect(requests.getByText('Peak Gear')).toBeInTheDocument();
    expect(requests.getByText('Please share')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Connected brands' })).getByText('Trail Co')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Brands (1)' })).toBeInTheDocument();
  });

  it('approves a request after confirming', async () => {
    let sent: number[] | undefined;
    const { user } = await open(
      answer('get', brands, ConnectionsAnswer, [brand({ status: 'Pending' })]),
      answer(
        'post',
        `/accounts/connections/retailer/add/${account.id}`,
        ConnectionMessageAnswer,
        async ({ request }) => {
          sent = (await readBody(request, BrandAccountsBody)).accounts;
          return { message: CONNECTION_MESSAGES.added };
        },
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(CONNECTION_MESSAGES.addBrandsConfirm)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(CONNECTION_MESSAGES.added)).toBeInTheDocument();
    expect(sent).toEqual([41]);
  });

  it('is read-only for an account managed by its parent', async () => {
    const managed = retailerAccount({ isManagedAccount: true, parentName: 'Metro Rollup' });
    await renderScreen('/settings/dataPermissions', {
      session: customerUser(),
      account: managed,
      handlers: [answer('get', brands, ConnectionsAnswer, [brand({ status: 'Pending' })])],
    });
    expect(await screen.findByTestId('managed-notice')).toHaveTextContent('controlled by Metro Rollup');
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Brands' })).toBeDisabled();
  });

  it('says when the industry settings cannot be loaded', async () => {
    const { user } = await open(
      answer('get', brands, ConnectionsAnswer, []),
      serverError('get', `/accounts/settings/retailerDataPermissions/${account.id}`),
    );
    await user.click(await screen.findByRole('tab', { name: 'Industry' }));
    expect(await screen.findByText('The settings could not be loaded.')).toBeInTheDocument();
  });

  it('saves an industry setting when it is switched', async () => {
    const setting = {
      typeId: 3,
      title: 'Share inventory',
      description: 'Stock levels by store',
      value: 'false',
    } as const;
    let sent: SaveAccountSettingBody | undefined;
    const { user } = await open(
      answer('get', brands, ConnectionsAnswer, []),
      answer('get', `/accounts/settings/retailerDataPermissions/${account.id}`, DataPermissionSettingsAnswer, [
        setting,
      ]),
      answer('post', `/accounts/settings/${account.id}`, DataPermissionSetting, async ({ request }) => {
        sent = await readBody(request, SaveAccountSettingBody);
        return { ...setting, value: 'true' };
      }),
    );
    await user.click(await screen.findByRole('tab', { name: 'Industry' }));
    await user.click(await screen.findByRole('switch', { name: 'Share inventory' }));
    expect(await screen.findByText(CONNECTION_MESSAGES.settingSaved)).toBeInTheDocument();
    expect(sent).toEqual({ typeId: 3, value: 'true' });
  });

  it("shows a brand's connection history", async () => {
    const { user } = await open(
      answer('get', brands, ConnectionsAnswer, [brand()]),
      answer('get', `/accounts/connections/retailer/history/${account.id}/41`, ConnectionHistoryAnswer, [
        {
          status: 'Approved',
          isSystemUser: false,
          source: 'Data Permissions',
          firstName: 'Casey',
          lastName: 'Customer',
          createdAt: '2026-02-01T12:00:00.000Z',
          accountName: 'Corner Shop',
        },
      ]),
    );
    await screen.findByText('Trail Co');
    await choose(user, 'Brand', 'Trail Co', within(screen.getByTestId('connection-history')));
    expect(await screen.findByTestId('history-entry')).toHaveTextContent('Casey Customer');
  });
});
