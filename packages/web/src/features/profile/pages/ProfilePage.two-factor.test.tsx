import { ApiKeysAnswer } from '@storelens/contract/api/api-keys';
import {
  MessageAnswer,
  PROFILE_ERRORS,
  PROFILE_MESSAGES,
  type Profile,
  ReauthBody,
  RecoveryCodesAnswer,
  TwoFactorInitAnswer,
  TwoFactorVerifyBody,
} from '@storelens/contract/api/profile';
import { totpCodeField } from '@storelens/contract/validation/identity';
import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { customerUser, systemUser } from '../../../test/fixtures.ts';
import { fillIn } from '../../../test/forms.ts';
import { answer, fail, pending, recordingAnswer } from '../../../test/handlers.ts';
import { messageOf } from '../../../test/messages.ts';
import { renderScreen } from '../../../test/render-screen.tsx';

// The Two-Factor Authentication section of the profile page (spec 3 §4), apart from the forms above it.
const setup = { imageUrl: 'data:image/png;base64,AA==', secret: 'JBSWY3DPEHPK3PXP' };
const codes = ['1111-2222', '3333-4444'];
const noKeys = answer('get', '/user/apiKeys', ApiKeysAnswer, []);
const open = (session: Profile, ...handlers: RequestHandler[]) =>
  renderScreen('/profile', { session, handlers: [...handlers, noKeys] });
const section = async () => within(await screen.findByRole('region', { name: 'Two-Factor Authentication' }));

describe('ProfilePage two-factor', () => {
  it('keeps the set-up button busy while the secret is made', async () => {
    const { user } = await open(customerUser(), pending('get', '/user/twoFactor/init'));
    const twoFactor = await section();
    await user.click(twoFactor.getByRole('button', { name: 'Set Up Two-Factor' }));
    expect(twoFactor.getByRole('button', { name: /Set Up Two-Factor/ })).toBeDisabled();
  });

  it('shows the contract message for a short code', async () => {
    const { user } = await open(customerUser(), answer('get', '/user/twoFactor/init', TwoFactorInitAnswer, setup));
    const twoFactor = await section();
    await user.click(twoFactor.getByRole('button', { name: 'Set Up Two-Factor' }));
    expect(await twoFactor.findByTestId('totp-secret')).toHaveTextContent(setup.secret);
    await fillIn(user, 'Code', '12', twoFactor);
    await user.click(twoFactor.getByRole('button', { name: 'Verify' }));
    expect(await twoFactor.findByText(messageOf(totpCodeField('Code'), '12'))).toBeInTheDocument();
  });

  it('shows a refused code on the field', async () => {
    const refusal = {
      ...PROFILE_ERRORS.invalidTwoFactorCode,
      fields: { token: PROFILE_ERRORS.invalidTwoFactorCode.message },
    };
    const { user } = await open(
      customerUser(),
      answer('get', '/user/twoFactor/init', TwoFactorInitAnswer, setup),
      fail('post', '/user/twoFactor/verify', 400, refusal),
    );
    const twoFactor = await section();
    await user.click(twoFactor.getByRole('button', { name: 'Set Up Two-Factor' }));
    await twoFactor.findByTestId('totp-secret');
    await fillIn(user, 'Code', '123456', twoFactor);
    await user.click(twoFactor.getByRole('button', { name: 'Verify' }));
    expect(await twoFactor.findByText(PROFILE_ERRORS.invalidTwoFactorCode.message)).toBeInTheDocument();
  });

  it('turns two-factor on and shows the recovery codes', async () => {
    const sent = recordingAnswer('post', '/user/twoFactor/verify', RecoveryCodesAnswer, TwoFactorVerifyBody, {
      codes,
      data: { codes },
    });
    const { user } = await open(
      customerUser(),
      answer('get', '/user/twoFactor/init', TwoFactorInitAnswer, setup),
      sent.handler,
    );
    const twoFactor = await section();
    await user.click(twoFactor.getByRole('button', { name: 'Set Up Two-Factor' }));
    await twoFactor.findByTestId('totp-secret');
    await fillIn(user, 'Code', '123456', twoFactor);
    await user.click(twoFactor.getByRole('button', { name: 'Verify' }));
    expect(await twoFactor.findByTestId('recovery-codes')).toHaveTextContent('1111-2222');
    expect(twoFactor.getByText(PROFILE_MESSAGES.twoFactorEnabled)).toBeInTheDocument();
    expect(sent.body()).toEqual({ token: '123456' });
  });

  it('shows a wrong password in the disable dialog', async () => {
    const refusal = {
      ...PROFILE_ERRORS.invalidEmailPassword,
      fields: { password: PROFILE_ERRORS.invalidEmailPassword.message },
    };
    const { user } = await open(
      customerUser({ twoFactorEnabled: true }),
      fail('delete', '/user/twoFactor', 400, refusal),
    );
    const twoFactor = await section();
    await user.click(twoFactor.getByRole('button', { name: 'Disable Two-Factor' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('button', { name: 'Disable' })).toBeDisabled();
    await fillIn(user, 'Password', 'wrong', dialog);
    await user.click(dialog.getByRole('button', { name: 'Disable' }));
    expect(await dialog.findByText(PROFILE_ERRORS.invalidEmailPassword.message)).toBeInTheDocument();
  });

  it('disables two-factor with the password', async () => {
    const sent = recordingAnswer('delete', '/user/twoFactor', MessageAnswer, ReauthBody, {
      status: 'Success',
      message: PROFILE_MESSAGES.twoFactorDisabled,
    });
    const { user } = await open(customerUser({ twoFactorEnabled: true }), sent.handler);
    const twoFactor = await section();
    await user.click(twoFactor.getByRole('button', { name: 'Disable Two-Factor' }));
    const dialog = within(await screen.findByRole('dialog'));
    await fillIn(user, 'Password', 'Secret-Pass1', dialog);
    await user.click(dialog.getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText(PROFILE_MESSAGES.twoFactorDisabled)).toBeInTheDocument();
    expect(sent.body()).toEqual({ password: 'Secret-Pass1' });
  });

  it('regenerates the recovery codes', async () => {
    const { user } = await open(
      customerUser({ twoFactorEnabled: true }),
      answer('put', '/user/twoFactor/generateCodes', RecoveryCodesAnswer, { codes, data: { codes } }),
    );
    const twoFactor = await section();
    await user.click(twoFactor.getByRole('button', { name: 'Regenerate Recovery Codes' }));
    const dialog = within(await screen.findByRole('dialog'));
    await fillIn(user, 'Password', 'Secret-Pass1', dialog);
    await user.click(dialog.getByRole('button', { name: 'Regenerate' }));
    expect(await twoFactor.findByTestId('recovery-codes')).toHaveTextContent('3333-4444');
  });

  it('offers a system user a new device instead of turning two-factor off', async () => {
    await open(systemUser({ twoFactorEnabled: true }));
    const twoFactor = await section();
    expect(twoFactor.getByRole('button', { name: 'Set Up a New Device' })).toBeInTheDocument();
    expect(twoFactor.queryByRole('button', { name: 'Disable Two-Factor' })).not.toBeInTheDocument();
  });
});
