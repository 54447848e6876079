import { LoginAnswer, LoginBody } from '@storelens/contract/api/auth';
import { ERRORS } from '@storelens/contract/domain/error-codes';
import { recoveryCodeField, totpCodeField } from '@storelens/contract/validation/identity';
import { screen } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { rememberSignIn } from '../../../lib/session.ts';
import { customerUser } from '../../../test/fixtures.ts';
import { fillForm } from '../../../test/forms.ts';
import { answer, fail, pending, readBody, recordingAnswer, serverError } from '../../../test/handlers.ts';
import { messageOf } from '../../../test/messages.ts';
import { renderScreen, signedInHandlers } from '../../../test/render-screen.tsx';
import { server } from '../../../test/server.ts';

// After sign-in the page follows ?redirect=; /noAccounts needs the fewest calls of the signed-in screens.
const afterSignIn = '/noAccounts';
const signedIn = () => signedInHandlers(customerUser(), null, []);
const open = (...handlers: RequestHandler[]) =>
  renderScreen(`/login?redirect=${encodeURIComponent(afterSignIn)}`, { handlers });

const signIn = async (
  user: Awaited<ReturnType<typeof open>>['user'],
  email = 'casey@example.com',
  password = 'secret',
) => {
  await screen.findByLabelText('Email');
  await fillForm(user, { Email: email, Password: password });
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
};

describe('LoginPage', () => {
  it('shows a spinner while it asks whether the browser is signed in', async () => {
    rememberSignIn();
    await open(pending('get', '/auth/expiration'));
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('sends a visitor who is already signed in on to the redirect', async () => {
    rememberSignIn();
    await open(...signedIn());
    expect(await screen.findByText('No accounts are available!')).toBeInTheDocument();
  });

  it('shows the sign-in form to a signed-out visitor', async () => {
    await open();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/reset');
  });

  it('shows the contract messages for missing email and password', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(messageOf(LoginBody, { email: '', password: '' }, 'email'))).toBeInTheDocument();
    expect(screen.getByText(messageOf(LoginBody, { email: '', password: '' }, 'password'))).toBeInTheDocument();
  });

  it('shows the contract message for an invalid email', async () => {
    const { user } = await open();
    await signIn(user, 'nope', 'secret');
    expect(
      await screen.findByText(messageOf(LoginBody, { email: 'nope', password: 'x' }, 'email')),
    ).toBeInTheDocument();
  });

  it.each([ERRORS.invalidEmailPassword, ERRORS.accountLocked])('shows the words for $error', async (error) => {
    const { user } = await open(fail('post', '/auth', 401, error));
    await signIn(user);
    expect(await screen.findByText(error.message)).toBeInTheDocument();
  });

  it('shows the server message when sign-in fails', async () => {
    const { user } = await open(serverError('post', '/auth'));
    await signIn(user);
    expect(await screen.findByText(/An unexpected error occurred/)).toBeInTheDocument();
  });

  it('signs in and goes to the redirect', async () => {
    const sent = recordingAnswer('post', '/auth', LoginAnswer, LoginBody, {
      status: 'Success',
      exp: Math.floor(Date.now() / 1000) + 3600,
    });
    const { user } = await open(sent.handler, ...signedIn());
    await signIn(user);
    expect(await screen.findByText('No accounts are available!')).toBeInTheDocument();
    expect(sent.body()).toEqual({ email: 'casey@example.com', password: 'secret' });
  });

  describe('second factor', () => {
    const twoFactor = (...handlers: RequestHandler[]) =>
      open(
        answer('post', '/auth', LoginAnswer, async ({ request }) => {
          const body = await readBody(request, LoginBody);
          return body.code || body.recoveryCode ? { status: 'Success' } : { status: 'TwoFactorRequired' };
        }),
        ...handlers,
      );

    it('asks for a code when the server wants one', async () => {
      const { user } = await twoFactor();
      await signIn(user);
      expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
      expect(screen.getByText('casey@example.com')).toBeInTheDocument();
    });

    it('shows the contract message for a short code', async () => {
      const { user } = await twoFactor();
      await signIn(user);
      await user.type(await screen.findByLabelText('Code'), '12');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText(messageOf(totpCodeField('Code'), '12'))).toBeInTheDocument();
    });

    it('shows the contract message for a short recovery code', async () => {
      const { user } = await twoFactor();
      await signIn(user);
      await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
      await user.type(await screen.findByLabelText('Recovery Code'), '1234');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText(messageOf(recoveryCodeField('Recovery Code'), '1234'))).toBeInTheDocument();
    });

    it('shows the words for a refused code', async () => {
      const { user } = await open(answer('post', '/auth', LoginAnswer, { status: 'TwoFactorRequired' }));
      await signIn(user);
      await screen.findByLabelText('Code');
      server.use(fail('post', '/auth', 401, ERRORS.invalidCode));
      await user.type(screen.getByLabelText('Code'), '123456');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText(ERRORS.invalidCode.message)).toBeInTheDocument();
    });

    it('signs in with a valid code', async () => {
      const { user } = await twoFactor(...signedIn());
      await signIn(user);
      await user.type(await screen.findByLabelText('Code'), '123456');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('No accounts are available!')).toBeInTheDocument();
    });
  });
});
