import { MessageAnswer } from '@storelens/contract/api/profile';
import {
  InviteTeamUserBody,
  TEAM_ERRORS,
  TEAM_MESSAGES,
  TeamInviteAnswer,
  type TeamUser,
  TeamUsersAnswer,
} from '@storelens/contract/api/team';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { activeAccount, customerUser } from '../../../test/fixtures.ts';
import { answer, fail, readBody } from '../../../test/handlers.ts';
import { messageOf } from '../../../test/messages.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { itShowsLoadStates } from '../../../test/screen-states.ts';

const account = activeAccount({ id: 7, accessLevel: 'admin' });
const me = customerUser({ id: 101 });
const team = (accountId = account.id) => `/accounts/users/${accountId}`;

const member = (overrides: Partial<TeamUser> = {}): TeamUser => ({
  id: 202,
  firstName: 'Mia',
  lastName: 'Member',
  email: 'mia@example.com',
  accessLevel: 'user',
  twoFactorEnabled: false,
  activated: true,
  createdAt: '2026-01-15T10:00:00.000Z',
  ...overrides,
});

const open = (...handlers: RequestHandler[]) => renderScreen('/settings/users', { session: me, account, handlers });

describe('TeamUsersPage', () => {
  itShowsLoadStates({
    what: 'the team',
    open,
    path: team(),
    title: 'Users & Permissions',
    failure: 'The team could not be loaded.',
  });

  it('lists the members', async () => {
    await open(
      answer('get', team(), TeamUsersAnswer, [
        member(),
        member({ id: 203, email: 'new@example.com', activated: false }),
      ]),
    );
    const row = await screen.findByTestId('member-mia@example.com');
    expect(within(row).getByText('Mia Member')).toBeInTheDocument();
    expect(within(screen.getByTestId('member-new@example.com')).getByText('Pending')).toBeInTheDocument();
  });

  it('shows only the column heads for a team without members', async () => {
    await open(answer('get', team(), TeamUsersAnswer, []));
    const table = await screen.findByRole('table', { name: 'Team members' });
    expect(within(table).getAllByRole('row')).toHaveLength(1);
  });

  it('does not let the user change or delete themselves', async () => {
    await open(answer('get', team(), TeamUsersAnswer, [member({ id: me.id, email: me.email, accessLevel: 'admin' })]));
    const self = within(await screen.findByTestId(`member-${me.email}`));
    expect(self.getByRole('switch', { name: `Admin access for ${me.email}` })).toBeDisabled();
    expect(self.queryByRole('button', { name: 'Delete Member' })).not.toBeInTheDocument();
  });

  it('deletes a member after confirming', async () => {
    let deleted = false;
    const { user } = await open(
      answer('get', team(), TeamUsersAnswer, () => (deleted ? [] : [member()])),
      answer('delete', `${team()}/202`, MessageAnswer, () => {
        deleted = true;
        return { status: 'Success', message: 'Deleted' };
      }),
    );
    const row = within(await screen.findByTestId('member-mia@example.com'));
    await user.click(row.getByRole('button', { name: 'Delete Member' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(TEAM_MESSAGES.deleteConfirm('Mia Member'))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByTestId('member-mia@example.com')).not.toBeInTheDocument());
  });

  it('shows a refused access-level change in a snackbar', async () => {
    const { user } = await open(
      answer('get', team(), TeamUsersAnswer, [member()]),
      fail('put', `${team()}/202/accessLevel`, 400, TEAM_ERRORS.selfChange),
    );
    const row = within(await screen.findByTestId('member-mia@example.com'));
    await user.click(row.getByRole('switch', { name: 'Admin access for mia@example.com' }));
    expect(await screen.findByText(TEAM_ERRORS.selfChange.message)).toBeInTheDocument();
  });

  it('shows the contract message for an invalid email', async () => {
    const { user } = await open(answer('get', team(), TeamUsersAnswer, []));
    await user.type(await screen.findByLabelText('Invite by email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(messageOf(InviteTeamUserBody, { email: 'nope' }, 'email'))).toBeInTheDocument();
  });

  it('shows a refused invite on the field', async () => {
    const { user } = await open(
      answer('get', team(), TeamUsersAnswer, []),
      fail('post', team(), 400, TEAM_ERRORS.duplicateUser),
    );
    await user.type(await screen.findByLabelText('Invite by email'), 'mia@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(TEAM_ERRORS.duplicateUser.message)).toBeInTheDocument();
  });

  it('invites by email, then shows the invitee from the team list fetched again', async () => {
    let sent: string | undefined;
    const { user } = await open(
      answer('get', team(), TeamUsersAnswer, () =>
        sent ? [member({ id: 303, firstName: '', lastName: '', email: sent, activated: false })] : [],
      ),
      answer('post', team(), TeamInviteAnswer, async ({ request }) => {
        sent = (await readBody(request, InviteTeamUserBody)).email;
        return { status: 'Success', email: sent, message: TEAM_MESSAGES.inviteSent(sent) };
      }),
    );
    await user.type(await screen.findByLabelText('Invite by email'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invite sent to new@example.com')).toBeInTheDocument();
    expect(sent).toBe('new@example.com');
    expect(await screen.findByRole('cell', { name: 'new@example.com' })).toBeInTheDocument();
  });
});
