import {
  AdminJoinAnswer,
  AdminJoinBody,
  AUTH_FLOW_ERRORS,
  AUTH_FLOW_MESSAGES,
  JoinForm,
  ValidateAdminJoinAnswer,
} from '@storelens/contract/api/auth';
import { totpCodeField } from '@storelens/contract/validation/identity';
import { screen } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { fillAndSubmit } from '../../../test/forms.ts';
import { answer, fail, pending, recordingAnswer, serverError } from '../../../test/handlers.ts';
import { messageOf } from '../../../test/messages.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { filledJoinForm, joinFormLabels } from './join-form-values.ts';

const validate = '/auth/join/admin/validate/adm42';
const join = '/auth/join/admin/adm42';
const invite = { email: 'admin@storelens.test', imageUrl: 'data:image/png;base64,AA==', secret: 'JBSWY3DPEHPK3PXP' };
const valid = () => answer('get', validate, ValidateAdminJoinAnswer, invite);
const open = (...handlers: RequestHandler[]) => renderScreen('/join/admin/adm42', { handlers });

const filled = filledJoinForm('Ada', 'Admin');

const fillStep1 = (user: Awaited<ReturnType<typeof open>>['user'], form: JoinForm) =>
  fillAndSubmit(user, 'Next', joinFormLabels(form));

const enterCode = async (user: Awaited<ReturnType<typeof open>>['user'], code: string) => {
  await fillStep1(user, filled);
  await user.type(await screen.findByLabelText('Code'), code);
  await user.click(screen.getByRole('button', { name: 'Verify and Finish' }));
};

describe('AdminJoinPage', () => {
  it('keeps step 1 disabled while the invite is checked', async () => {
    await open(pending('get', validate));
    expect(await screen.findByLabelText('First Name')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says so when the invite is no longer valid', async () => {
    await open(fail('get', validate, 400, AUTH_FLOW_ERRORS.invalidInviteToken));
    expect(await screen.findByText(AUTH_FLOW_ERRORS.invalidInviteToken.message)).toBeInTheDocument();
  });

  it('says the invite is invalid when the check fails', async () => {
    await open(serverError('get', validate));
    expect(await screen.findByText(AUTH_FLOW_ERRORS.invalidInviteToken.message)).toBeInTheDocument();
  });

  it('shows the contract messages of step 1', async () => {
    const { user } = await open(valid());
    const bad = { firstName: '', lastName: '', password: 'weak', confirmPassword: 'other' };
    await fillStep1(user, bad);
    for (const field of ['firstName', 'lastName', 'password', 'confirmPassword'])
      expect(await screen.findByText(messageOf(JoinForm, bad, field))).toBeInTheDocument();
  });

  it('shows the QR image and secret in step 2', async () => {
    const { user } = await open(valid());
    await fillStep1(user, filled);
    expect(await screen.findByRole('heading', { name: 'Set up two-factor authentication' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Authenticator QR code' })).toHaveAttribute('src', invite.imageUrl);
    expect(screen.getByTestId('totp-secret')).toHaveTextContent(invite.secret);
  });

  it('shows the contract message for a short code', async () => {
    const { user } = await open(valid());
    await enterCode(user, '12');
    expect(await screen.findByText(messageOf(totpCodeField('Code'), '12'))).toBeInTheDocument();
  });

  it('shows the words for a refused code on the field', async () => {
    const { user } = await open(valid(), fail('put', join, 400, AUTH_FLOW_ERRORS.invalidJoinCode));
    await enterCode(user, '123456');
    expect(await screen.findByText(AUTH_FLOW_ERRORS.invalidJoinCode.message)).toBeInTheDocument();
  });

  it('shows a general message when joining fails', async () => {
    const { user } = await open(valid(), serverError('put', join));
    await enterCode(user, '123456');
    expect(await screen.findByText('An unknown error has occurred.')).toBeInTheDocument();
  });

  it('joins and shows the recovery codes once', async () => {
    const sent = recordingAnswer('put', join, AdminJoinAnswer, AdminJoinBody, {
      status: 'Success',
      codes: ['1234-5678', '8765-4321'],
    });
    const { user } = await open(valid(), sent.handler);
    await enterCode(user, '123456');
    expect(await screen.findByText(AUTH_FLOW_MESSAGES.joined)).toBeInTheDocument();
    expect(screen.getByTestId('recovery-codes')).toHaveTextContent('1234-5678');
    expect(sent.body()).toEqual({ firstName: 'Ada', lastName: 'Admin', password: 'Secret-Pass1', code: '123456' });
  });
});
