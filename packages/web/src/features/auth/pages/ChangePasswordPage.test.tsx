import {
  AUTH_FLOW_ERRORS,
  AUTH_FLOW_MESSAGES,
  ChangePasswordWithTokenBody,
  ChangePasswordWithTokenForm,
  StatusAnswer,
  ValidateResetAnswer,
} from '@storelens/contract/api/auth';
import { screen } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { fillAndSubmit } from '../../../test/forms.ts';
import { answer, fail, pending, recordingAnswer, serverError } from '../../../test/handlers.ts';
import { messageOf } from '../../../test/messages.ts';
import { renderScreen } from '../../../test/render-screen.tsx';

const validate = '/auth/validateReset/tok123';
const change = '/auth/changePassword/tok123';
const valid = () => answer('get', validate, ValidateResetAnswer, { status: 'Success' });
const open = (...handlers: RequestHandler[]) => renderScreen('/changePassword?t=tok123', { handlers });

// the form opens once the link is known to be valid
const choose = (user: Awaited<ReturnType<typeof open>>['user'], password: string, confirmPassword: string) =>
  fillAndSubmit(user, 'Change Password', { Password: password, 'Confirm Password': confirmPassword });

describe('ChangePasswordPage', () => {
  it('keeps the form disabled while the link is checked', async () => {
    await open(pending('get', validate));
    expect(await screen.findByLabelText('Password')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeDisabled();
  });

  it('says so when the address has no token', async () => {
    await renderScreen('/changePassword');
    expect(await screen.findByText(AUTH_FLOW_ERRORS.invalidResetToken.message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeDisabled();
  });

  it('says so when the link is no longer valid', async () => {
    await open(fail('get', validate, 400, AUTH_FLOW_ERRORS.invalidResetToken));
    expect(await screen.findByText(AUTH_FLOW_ERRORS.invalidResetToken.message)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeDisabled();
  });

  it('shows the contract message for a missing password', async () => {
    const { user } = await open(valid());
    await choose(user, '', '');
    const form = { password: '', confirmPassword: '' };
    expect(await screen.findByText(messageOf(ChangePasswordWithTokenForm, form, 'password'))).toBeInTheDocument();
  });

  it('shows the contract message for a password outside the policy', async () => {
    const { user } = await open(valid());
    await choose(user, 'weak', 'weak');
    const form = { password: 'weak', confirmPassword: 'weak' };
    expect(await screen.findByText(messageOf(ChangePasswordWithTokenForm, form, 'password'))).toBeInTheDocument();
  });

  it('shows the contract message for a confirmation that does not match', async () => {
    const { user } = await open(valid());
    await choose(user, 'Secret-Pass1', 'Secret-Pass2');
    const form = { password: 'Secret-Pass1', confirmPassword: 'Secret-Pass2' };
    expect(
      await screen.findByText(messageOf(ChangePasswordWithTokenForm, form, 'confirmPassword')),
    ).toBeInTheDocument();
  });

  it('shows the refusal when the change fails', async () => {
    const { user } = await open(valid(), serverError('put', change));
    await choose(user, 'Secret-Pass1', 'Secret-Pass1');
    expect(await screen.findByText(AUTH_FLOW_ERRORS.invalidResetToken.message)).toBeInTheDocument();
  });

  it('changes the password and disables the form', async () => {
    const sent = recordingAnswer('put', change, StatusAnswer, ChangePasswordWithTokenBody, { status: 'Success' });
    const { user } = await open(valid(), sent.handler);
    await choose(user, 'Secret-Pass1', 'Secret-Pass1');
    expect(await screen.findByText(AUTH_FLOW_MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeDisabled();
    expect(sent.body()).toEqual({ password: 'Secret-Pass1' });
  });
});
