import {
  CONNECTION_MESSAGES,
  ConnectionMessageAnswer,
  ConnectionRequestBody,
  ConnectionsAnswer,
} from '@storelens/contract/api/connections';
import { PermissionsAnswer, TeamUsersAnswer } from '@storelens/contract/api/team';
import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { activeAccount, connectionOf, customerUser, pages } from '../../../test/fixtures.ts';
import { fillIn } from '../../../test/forms.ts';
import { answer, recordingAnswer } from '../../../test/handlers.ts';
import { messageOf } from '../../../test/messages.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { itShowsLoadStates } from '../../../test/screen-states.ts';

const account = activeAccount({ pages: pages('accountConnections') });
const retailers = `/accounts/connections/brand/${account.id}`;

const retailer = connectionOf({ accountId: 51, name: 'Corner Shop' });

// the User Permissions card below the retailers: an empty team
const teamCard = [
  answer('get', `/accounts/users/${account.id}`, TeamUsersAnswer, []),
  answer('get', `/accounts/permissions/${account.id}`, PermissionsAnswer, { permissions: [], globalUsers: [] }),
];

const open = (...handlers: RequestHandler[]) =>
  renderScreen('/settings/retailConnect', { session: customerUser(), account, handlers: [...teamCard, ...handlers] });

describe('RetailConnectPage', () => {
  itShowsLoadStates({
    what: 'the retailers',
    open,
    path: retailers,
    title: 'Retail Connect',
    failure: /An unexpected error occurred/,
    failureTest: 'shows the server message when the retailers cannot be loaded',
  });

  it('says when the brand has no active retailer', async () => {
    await open(answer('get', retailers, ConnectionsAnswer, []));
    expect(await screen.findByText('No active retailers.')).toBeInTheDocument();
  });

  it('counts the retailers of each tab and lists the chosen one', async () => {
    const { user } = await open(
      answer('get', retailers, ConnectionsAnswer, [
        retailer({ status: 'Approved', statusDate: '2026-02-01T12:00:00.000Z', userCount: 2 }),
        retailer({ accountId: 52, name: 'Bike Barn', status: 'Pending', note: 'Hello' }),
        retailer({ accountId: 53, name: 'Run Hub' }),
      ]),
    );
    expect(await screen.findByTestId('retailer-51')).toHaveTextContent('Corner Shop');
    expect(screen.getByRole('tab', { name: 'Pending (1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Available (1)' }));
    expect(screen.getByTestId('retailer-53')).toHaveTextContent('Run Hub');
    expect(screen.queryByTestId('retailer-51')).not.toBeInTheDocument();
  });

  it('shows the contract message for a note that is too long', async () => {
    const { user } = await open(answer('get', retailers, ConnectionsAnswer, [retailer()]));
    await user.click(await screen.findByRole('tab', { name: 'Available (1)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Corner Shop' }));
    await user.click(screen.getByRole('button', { name: 'Request Access' }));
    const dialog = within(await screen.findByRole('dialog'));
    const tooLong = 'x'.repeat(1001);
    await fillIn(user, 'Note', tooLong, dialog);
    expect(
      dialog.getByText(messageOf(ConnectionRequestBody, { accounts: [51], note: tooLong }, 'note')),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Send Request' })).toBeDisabled();
  });

  it('requests access with a note', async () => {
    const sent = recordingAnswer('post', retailers, ConnectionMessageAnswer, ConnectionRequestBody, {
      message: CONNECTION_MESSAGES.requestSent,
    });
    const { user } = await open(answer('get', retailers, ConnectionsAnswer, [retailer()]), sent.handler);
    await user.click(await screen.findByRole('tab', { name: 'Available (1)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Corner Shop' }));
    await user.click(screen.getByRole('button', { name: 'Request Access' }));
    const dialog = within(await screen.findByRole('dialog'));
    await fillIn(user, 'Note', 'We sell your brand', dialog);
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(CONNECTION_MESSAGES.requestSent)).toBeInTheDocument();
    expect(sent.body()).toEqual({ accounts: [51], note: 'We sell your brand' });
  });
});
