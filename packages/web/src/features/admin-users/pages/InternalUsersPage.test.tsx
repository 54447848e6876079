import { type InternalUserListItem, InternalUsersAnswer } from '@storelens/contract/api/admin-users';
import { MessageAnswer } from '@storelens/contract/api/profile';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { systemUser } from '../../../test/fixtures.ts';
import { answer } from '../../../test/handlers.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { itShowsLoadStates } from '../../../test/screen-states.ts';
import { internalUser } from './internal-user-fixtures.ts';

const me = systemUser({ id: 1 });

/** GET /admin/users answers by its status query: members, or the deactivated ones. */
const users = (members: InternalUserListItem[], deactivated: InternalUserListItem[] = []) =>
  answer('get', '/admin/users', InternalUsersAnswer, ({ request }) =>
    new URL(request.url).searchParams.get('status') === 'deactivated' ? deactivated : members,
  );

const open = (url: string, ...handlers: RequestHandler[]) => renderScreen(url, { session: me, handlers });

describe('InternalUsersPage', () => {
  itShowsLoadStates({
    what: 'the users',
    open: (...handlers) => open('/admin/users', ...handlers),
    path: '/admin/users',
    title: 'Admin Users',
    failure: 'The users could not be loaded.',
  });

  it('says when there are no members', async () => {
    await open('/admin/users', users([]));
    expect(await screen.findByText('No members.')).toBeInTheDocument();
  });

  it('says when there are no deactivated members', async () => {
    await open('/admin/users?tab=deactivated', users([internalUser()], []));
    expect(await screen.findByText('No deactivated members.')).toBeInTheDocument();
  });

  it('lists the members, with no edit or deactivate for oneself', async () => {
    await open(
      '/admin/users',
      users([
        internalUser(),
        internalUser({ id: 22, email: 'pending@storelens.test', firstName: '', lastName: '', activated: false }),
        internalUser({ id: me.id, email: me.email, accessLevel: 'admin' }),
      ]),
    );
    const alex = within(await screen.findByTestId('internal-user-alex@storelens.test'));
    expect(alex.getByText('Alex Admin')).toBeInTheDocument();
    expect(alex.getByRole('link', { name: 'Edit alex@storelens.test' })).toHaveAttribute('href', '/admin/users/21');
    const invited = within(screen.getByTestId('internal-user-pending@storelens.test'));
    expect(invited.getByText('Pending')).toBeInTheDocument();
    expect(invited.getByRole('button', { name: 'Resend Invite' })).toBeInTheDocument();
    const self = within(screen.getByTestId(`internal-user-${me.email}`));
    expect(self.queryByRole('button', { name: 'Deactivate Member' })).not.toBeInTheDocument();
    expect(self.getByRole('switch', { name: `Admin access for ${me.email}` })).toBeDisabled();
  });

  it('shows the deactivated members on their tab', async () => {
    const { user } = await open(
      '/admin/users',
      users([internalUser()], [internalUser({ id: 23, email: 'gone@storelens.test', isActive: false })]),
    );
    await user.click(await screen.findByRole('tab', { name: 'Deactivated' }));
    const gone = within(await screen.findByTestId('internal-user-gone@storelens.test'));
    expect(gone.getByRole('button', { name: 'Activate Member' })).toBeInTheDocument();
  });

  it('deactivates a member after confirming', async () => {
    let deactivated = false;
    const { user } = await open(
      '/admin/users',
      users([internalUser()]),
      answer('put', '/admin/users/21/deactivate', MessageAnswer, () => {
        deactivated = true;
        return { status: 'Success', message: 'Member deactivated' };
      }),
    );
    const alex = within(await screen.findByTestId('internal-user-alex@storelens.test'));
    await user.click(alex.getByRole('button', { name: 'Deactivate Member' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/Are you sure you want to deactivate alex@storelens.test/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(deactivated).toBe(true));
  });
});
