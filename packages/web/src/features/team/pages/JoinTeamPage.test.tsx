import { MessageAnswer } from '@storelens/contract/api/profile';
import { TEAM_INVITATION_ERRORS, TEAM_MESSAGES, TeamInvitationAnswer } from '@storelens/contract/api/team';
import { screen } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, fail, pending, serverError } from '../../../test/handlers.ts';
import { renderScreen } from '../../../test/render-screen.tsx';

const validate = '/auth/join/team/validate/team42';
const accept = '/auth/join/team/team42';
const invitation = () =>
  answer('get', validate, TeamInvitationAnswer, { email: 'casey@example.com', accountName: 'Corner Shop' });
const open = (...handlers: RequestHandler[]) => renderScreen('/join/team/team42', { handlers });
const acceptButton = () => screen.findByRole('button', { name: 'Accept the invitation' });

describe('JoinTeamPage', () => {
  it('keeps the button disabled while the invitation is checked', async () => {
    await open(pending('get', validate));
    expect(await acceptButton()).toBeDisabled();
  });

  it('shows the refusal of an invitation that is no longer valid', async () => {
    await open(fail('get', validate, 400, TEAM_INVITATION_ERRORS.invalid));
    expect(await screen.findByText(TEAM_INVITATION_ERRORS.invalid.message)).toBeInTheDocument();
    expect(await acceptButton()).toBeDisabled();
  });

  it('shows the server message when the check fails', async () => {
    await open(serverError('get', validate));
    expect(await screen.findByText(/An unexpected error occurred/)).toBeInTheDocument();
  });

  it('names the account and the invited address', async () => {
    await open(invitation());
    expect(await screen.findByText(/You have been invited to join/)).toHaveTextContent(
      'You have been invited to join Corner Shop as casey@example.com.',
    );
  });

  it('shows the refusal when accepting fails', async () => {
    const { user } = await open(invitation(), fail('put', accept, 400, TEAM_INVITATION_ERRORS.invalid));
    await screen.findByText(/You have been invited/);
    await user.click(await acceptButton());
    expect(await screen.findByText(TEAM_INVITATION_ERRORS.invalid.message)).toBeInTheDocument();
  });

  it('joins the team', async () => {
    const { user } = await open(
      invitation(),
      answer('put', accept, MessageAnswer, {
        status: 'Success',
        message: TEAM_MESSAGES.invitationAccepted('Corner Shop'),
      }),
    );
    await screen.findByText(/You have been invited/);
    await user.click(await acceptButton());
    expect(await screen.findByText(TEAM_MESSAGES.invitationAccepted('Corner Shop'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');
  });
});
