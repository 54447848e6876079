import {
  ADMIN_USER_ERRORS,
  INTERNAL_USER_MESSAGES,
  InternalUser,
  InternalUserListItem,
  InternalUsersAnswer,
  InviteInternalUserBody,
  UpdateInternalUserBody,
} from '@storelens/contract/api/admin-users';
import { VerticalsAnswer } from '@storelens/contract/api/verticals';
import { screen } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { systemUser } from '../../../test/fixtures.ts';
import { fillIn } from '../../../test/forms.ts';
import { answer, fail, pending, readBody } from '../../../test/handlers.ts';
import { messageOf } from '../../../test/messages.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { itShowsLoadStates } from '../../../test/screen-states.ts';
import { internalUser } from './internal-user-fixtures.ts';

const me = systemUser({ id: 1 });
const verticals = () =>
  answer('get', '/admin/verticals', VerticalsAnswer, [
    { id: 'outdoor', name: 'Outdoor' },
    { id: 'bridal', name: 'Bridal' },
  ]);
// where a saved form goes back to
const list = () => answer('get', '/admin/users', InternalUsersAnswer, []);

const alex = internalUser({ verticals: ['outdoor'] });

const open = (url: string, ...handlers: RequestHandler[]) => renderScreen(url, { session: me, handlers });

describe('CreateInternalUserPage', () => {
  const invite = async (user: Awaited<ReturnType<typeof open>>['user'], email: string) => {
    await screen.findByRole('button', { name: 'Invite' });
    await fillIn(user, /^Email/, email);
    await user.click(screen.getByRole('button', { name: 'Invite' }));
  };

  itShowsLoadStates({
    what: 'the verticals',
    open: (...handlers) => open('/admin/users/create', ...handlers),
    path: '/admin/verticals',
    title: 'Invite Admin User',
    failure: 'The verticals could not be loaded.',
  });

  it('shows the contract message for a missing email', async () => {
    const { user } = await open('/admin/users/create', verticals());
    await invite(user, '');
    const body = { email: '', accessLevel: 'accountManager' };
    expect(await screen.findByText(messageOf(InviteInternalUserBody, body, 'email'))).toBeInTheDocument();
  });

  it('shows the contract message for an invalid email', async () => {
    const { user } = await open('/admin/users/create', verticals());
    await invite(user, 'nope');
    const body = { email: 'nope', accessLevel: 'accountManager' };
    expect(await screen.findByText(messageOf(InviteInternalUserBody, body, 'email'))).toBeInTheDocument();
  });

  it('shows an existing user on the email field', async () => {
    const { user } = await open(
      '/admin/users/create',
      verticals(),
      fail('post', '/admin/users/invite', 400, ADMIN_USER_ERRORS.userExists),
    );
    await invite(user, 'alex@storelens.test');
    expect(await screen.findByText(ADMIN_USER_ERRORS.userExists.fields.email)).toBeInTheDocument();
  });

  it('invites the user and goes back to the list', async () => {
    let sent: unknown;
    const { user } = await open(
      '/admin/users/create',
      verticals(),
      list(),
      answer('post', '/admin/users/invite', InternalUser, async ({ request }) => {
        sent = await readBody(request, InviteInternalUserBody);
        const { isActive: _active, ...invited } = { ...alex, email: 'new@storelens.test', activated: false };
        return invited;
      }),
    );
    await user.click(await screen.findByLabelText('Connectors'));
    await invite(user, 'new@storelens.test');
    expect(await screen.findByText('Invite sent to new@storelens.test')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Admin Users' })).toBeInTheDocument();
    expect(sent).toMatchObject({ email: 'new@storelens.test', accessLevel: 'accountManager', hasConnectors: true });
  });
});

describe('EditInternalUserPage', () => {
  const one = () => answer('get', '/admin/users/21', InternalUserListItem, alex);

  itShowsLoadStates({
    what: 'the user',
    open: (...handlers) => open('/admin/users/21', ...handlers, verticals()),
    path: '/admin/users/21',
    title: 'Edit Admin User',
    failure: 'The user could not be loaded.',
  });

  it('goes back to the list for an unknown user', async () => {
    await open('/admin/users/21', fail('get', '/admin/users/21', 404, ADMIN_USER_ERRORS.notFound), verticals(), list());
    expect(await screen.findByRole('heading', { name: 'Admin Users' })).toBeInTheDocument();
  });

  it('goes back to the list for oneself', async () => {
    // the page asks for the user before it turns back
    await open(`/admin/users/${me.id}`, pending('get', `/admin/users/${me.id}`), verticals(), list());
    expect(await screen.findByRole('heading', { name: 'Admin Users' })).toBeInTheDocument();
  });

  it('shows the user with the form filled in and no email field', async () => {
    await open('/admin/users/21', one(), verticals());
    expect(await screen.findByText('alex@storelens.test')).toBeInTheDocument();
    expect(screen.getByLabelText('Data Management')).toBeChecked();
    expect(screen.getByLabelText('Connectors')).not.toBeChecked();
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
  });

  it('shows a refusal without fields under the form', async () => {
    const { user } = await open(
      '/admin/users/21',
      one(),
      verticals(),
      fail('put', '/admin/users/21', 403, ADMIN_USER_ERRORS.cannotImpersonate),
    );
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_USER_ERRORS.cannotImpersonate.message);
  });

  it('saves the user and goes back to the list', async () => {
    let sent: unknown;
    const { user } = await open(
      '/admin/users/21',
      one(),
      verticals(),
      list(),
      answer('put', '/admin/users/21', InternalUserListItem, async ({ request }) => {
        sent = await readBody(request, UpdateInternalUserBody);
        return { ...alex, hasConnectors: true };
      }),
    );
    await user.click(await screen.findByLabelText('Connectors'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(INTERNAL_USER_MESSAGES.saved)).toBeInTheDocument();
    expect(sent).toEqual({
      accessLevel: 'accountManager',
      hasReportsManagement: false,
      hasDataManagement: true,
      hasConnectors: true,
      hasAccounts: false,
      verticals: ['outdoor'],
    });
  });
});
