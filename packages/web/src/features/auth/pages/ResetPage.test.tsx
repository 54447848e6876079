import { RESET_REQUESTED_MESSAGE, ResetRequestAnswer, ResetRequestBody } from '@storelens/contract/api/auth';
import { screen } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { fail, pending, recordingAnswer, serverError } from '../../../test/handlers.ts';
import { messageOf } from '../../../test/messages.ts';
import { renderScreen } from '../../../test/render-screen.tsx';

const open = (...handlers: RequestHandler[]) => renderScreen('/reset', { handlers });

const requestLink = async (user: Awaited<ReturnType<typeof open>>['user'], email: string) => {
  if (email) await user.type(await screen.findByLabelText('Email'), email);
  await user.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
};

describe('ResetPage', () => {
  it('asks for the email address', async () => {
    await open();
    expect(await screen.findByRole('heading', { name: 'Reset password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows the contract message for a missing email', async () => {
    const { user } = await open();
    await requestLink(user, '');
    expect(await screen.findByText(messageOf(ResetRequestBody, { email: '' }, 'email'))).toBeInTheDocument();
  });

  it('shows the contract message for an invalid email', async () => {
    const { user } = await open();
    await requestLink(user, 'nope');
    expect(await screen.findByText(messageOf(ResetRequestBody, { email: 'nope' }, 'email'))).toBeInTheDocument();
  });

  it('keeps the button busy while the request is on its way', async () => {
    const { user } = await open(pending('post', '/auth/reset'));
    await requestLink(user, 'casey@example.com');
    expect(await screen.findByRole('button', { name: /Send Reset Link/ })).toBeDisabled();
  });

  it('shows the server message of a refusal', async () => {
    const refusal = { error: 'TooManyRequests', message: 'Too many requests, try again later.' };
    const { user } = await open(fail('post', '/auth/reset', 429, refusal));
    await requestLink(user, 'casey@example.com');
    expect(await screen.findByText(refusal.message)).toBeInTheDocument();
  });

  it('shows a general message when the server fails', async () => {
    const { user } = await open(serverError('post', '/auth/reset'));
    await requestLink(user, 'casey@example.com');
    expect(await screen.findByText('An unknown error has occurred.')).toBeInTheDocument();
  });

  it('shows the neutral answer once the link is asked for', async () => {
    const sent = recordingAnswer('post', '/auth/reset', ResetRequestAnswer, ResetRequestBody, {
      status: 'Success',
      message: RESET_REQUESTED_MESSAGE,
    });
    const { user } = await open(sent.handler);
    await requestLink(user, 'casey@example.com');
    expect(await screen.findByTestId('reset-sent')).toHaveTextContent(RESET_REQUESTED_MESSAGE);
    expect(sent.body()).toEqual({ email: 'casey@example.com' });
  });
});
