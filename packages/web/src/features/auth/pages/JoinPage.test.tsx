import {
  AUTH_FLOW_ERRORS,
  AUTH_FLOW_MESSAGES,
  JoinBody,
  JoinForm,
  StatusAnswer,
  ValidateJoinAnswer,
} from '@storelens/contract/api/auth';
import { screen, waitFor } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { fillAndSubmit } from '../../../test/forms.ts';
import { answer, fail, pending, recordingAnswer, serverError } from '../../../test/handlers.ts';
import { messageOf } from '../../../test/messages.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { filledJoinForm, joinFormLabels } from './join-form-values.ts';

const validate = '/auth/join/validate/inv42';
const join = '/auth/join/inv42';
const valid = () => answer('get', validate, ValidateJoinAnswer, { email: 'new@example.com' });
const open = (...handlers: RequestHandler[]) => renderScreen('/join/inv42', { handlers });

const filled = filledJoinForm('Nia', 'New');

// the form opens once the invite is known to be valid
const fill = (user: Awaited<ReturnType<typeof open>>['user'], form: JoinForm) =>
  fillAndSubmit(user, 'Join', joinFormLabels(form));

describe('JoinPage', () => {
  it('keeps the form disabled while the invite is checked', async () => {
    await open(pending('get', validate));
    expect(await screen.findByLabelText('First Name')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Join' })).toBeDisabled();
  });

  it('shows the invited email', async () => {
    await open(valid());
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('new@example.com'));
  });

  it('says so when the invite is no longer valid', async () => {
    await open(fail('get', validate, 400, AUTH_FLOW_ERRORS.invalidInviteToken));
    expect(await screen.findByText(AUTH_FLOW_ERRORS.invalidInviteToken.message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join' })).toBeDisabled();
  });

  it('says the invite is invalid when the check fails', async () => {
    await open(serverError('get', validate));
    expect(await screen.findByText(AUTH_FLOW_ERRORS.invalidInviteToken.message)).toBeInTheDocument();
  });

  it('shows the contract messages for missing names and password', async () => {
    const { user } = await open(valid());
    const empty = { firstName: '', lastName: '', password: '', confirmPassword: '' };
    await fill(user, empty);
    for (const field of ['firstName', 'lastName', 'password'])
      expect(await screen.findByText(messageOf(JoinForm, empty, field))).toBeInTheDocument();
  });

  it('shows the contract message for a password outside the policy', async () => {
    const { user } = await open(valid());
    const weak = { ...filled, password: 'weak', confirmPassword: 'weak' };
    await fill(user, weak);
    expect(await screen.findByText(messageOf(JoinForm, weak, 'password'))).toBeInTheDocument();
  });

  it('shows the contract message for a confirmation that does not match', async () => {
    const { user } = await open(valid());
    const mismatch = { ...filled, confirmPassword: 'Secret-Pass2' };
    await fill(user, mismatch);
    expect(await screen.findByText(messageOf(JoinForm, mismatch, 'confirmPassword'))).toBeInTheDocument();
  });

  it('shows the server message when joining is refused', async () => {
    const { user } = await open(valid(), fail('put', join, 400, AUTH_FLOW_ERRORS.alreadyActivated));
    await fill(user, filled);
    expect(await screen.findByText(AUTH_FLOW_ERRORS.alreadyActivated.message)).toBeInTheDocument();
  });

  it('joins and offers to sign in', async () => {
    const sent = recordingAnswer('put', join, StatusAnswer, JoinBody, { status: 'Success' });
    const { user } = await open(valid(), sent.handler);
    await fill(user, filled);
    expect(await screen.findByText(AUTH_FLOW_MESSAGES.joined)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(sent.body()).toEqual({ firstName: 'Nia', lastName: 'New', password: 'Secret-Pass1' });
  });
});
