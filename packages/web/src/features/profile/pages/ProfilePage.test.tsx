import { ApiKeysAnswer } from '@storelens/contract/api/api-keys';
import {
  ChangeEmailBody,
  ChangeEmailForm,
  ChangePasswordBody,
  ChangePasswordForm,
  MessageAnswer,
  PROFILE_ERRORS,
  PROFILE_MESSAGES,
  Profile,
  UpdateProfileBody,
} from '@storelens/contract/api/profile';
import { NAME_MAX_LENGTH } from '@storelens/contract/validation/identity';
import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { customerUser } from '../../../test/fixtures.ts';
import { fillForm } from '../../../test/forms.ts';
import { answer, fail, pending, recordingAnswer } from '../../../test/handlers.ts';
import { messageOf } from '../../../test/messages.ts';
import { renderScreen } from '../../../test/render-screen.tsx';

const me = customerUser({ firstName: 'Casey', lastName: 'Customer', mobile: '555-010-0100' });
// the API Keys section's list loads with the page (its own tests: ProfilePage.api-keys.test.tsx)
const noKeys = answer('get', '/user/apiKeys', ApiKeysAnswer, []);
const open = (...handlers: RequestHandler[]) =>
  renderScreen('/profile', { session: me, handlers: [...handlers, noKeys] });
const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('ProfilePage', () => {
  it('shows the whole-page spinner while the user loads', async () => {
    await open(pending('get', '/user'));
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('shows the user with the form filled in', async () => {
    await open();
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Casey Customer');
    expect(screen.getByTestId('profile-email')).toHaveTextContent(me.email);
    const profile = await section('Profile');
    expect(profile.getByLabelText('First Name')).toHaveValue('Casey');
    expect(profile.getByLabelText('Mobile')).toHaveValue('555-010-0100');
  });

  describe('Profile', () => {
    it('shows the contract messages for missing names and a bad mobile', async () => {
      const { user } = await open();
      const profile = await section('Profile');
      const bad = { firstName: '', lastName: '', mobile: '555-01' };
      await fillForm(user, { 'First Name': '', 'Last Name': '', Mobile: bad.mobile }, profile);
      await user.click(profile.getByRole('button', { name: 'Update Profile' }));
      for (const field of ['firstName', 'lastName', 'mobile'])
        expect(await profile.findByText(messageOf(UpdateProfileBody, bad, field))).toBeInTheDocument();
    });

    it('shows the contract message for a name that is too long', async () => {
      const { user } = await open();
      const profile = await section('Profile');
      const long = 'x'.repeat(NAME_MAX_LENGTH + 1);
      await fillForm(user, { 'First Name': long }, profile);
      await user.click(profile.getByRole('button', { name: 'Update Profile' }));
      const values = { firstName: long, lastName: me.lastName, mobile: null };
      expect(await profile.findByText(messageOf(UpdateProfileBody, values, 'firstName'))).toBeInTheDocument();
    });

    it('saves the profile and says so', async () => {
      const sent = recordingAnswer('put', '/user/profile', Profile, UpdateProfileBody, { ...me, firstName: 'Cas' });
      const { user } = await open(sent.handler);
      const profile = await section('Profile');
      await fillForm(user, { 'First Name': 'Cas' }, profile);
      await user.click(profile.getByRole('button', { name: 'Update Profile' }));
      expect(await screen.findByText(PROFILE_MESSAGES.profileUpdated)).toBeInTheDocument();
      expect(sent.body()).toEqual({ firstName: 'Cas', lastName: 'Customer', mobile: '555-010-0100' });
    });
  });

  describe('Change Email', () => {
    const submit = async (user: Awaited<ReturnType<typeof open>>['user'], values: ChangeEmailForm) => {
      const form = await section('Change Email');
      await fillForm(
        user,
        { 'New Email': values.email, 'Confirm Email': values.confirmEmail, Password: values.password },
        form,
      );
      await user.click(form.getByRole('button', { name: 'Update Email' }));
      return form;
    };

    it('shows the contract messages for an empty form', async () => {
      const { user } = await open();
      const empty = { email: '', confirmEmail: '', password: '' };
      const form = await submit(user, empty);
      for (const field of ['email', 'confirmEmail', 'password'])
        expect(await form.findByText(messageOf(ChangeEmailForm, empty, field))).toBeInTheDocument();
    });

    it('shows the contract messages for a bad address and a mismatch', async () => {
      const { user } = await open();
      const bad = { email: 'nope', confirmEmail: 'other@example.com', password: 'pw' };
      let form = await submit(user, bad);
      expect(await form.findByText(messageOf(ChangeEmailForm, bad, 'email'))).toBeInTheDocument();
      const mismatch = { email: 'new@example.com', confirmEmail: 'other@example.com', password: 'pw' };
      form = await submit(user, mismatch);
      expect(await form.findByText(messageOf(ChangeEmailForm, mismatch, 'confirmEmail'))).toBeInTheDocument();
    });

    it.each([
      ['password', PROFILE_ERRORS.invalidEmailPassword],
      ['email', PROFILE_ERRORS.duplicateEmail],
    ])('shows a refusal on the %s field', async (_field, error) => {
      const { user } = await open(fail('put', '/user/email', 400, error));
      const form = await submit(user, { email: 'new@example.com', confirmEmail: 'new@example.com', password: 'pw' });
      expect(await form.findByText(error.message)).toBeInTheDocument();
    });

    it('changes the email and says so', async () => {
      const sent = recordingAnswer('put', '/user/email', MessageAnswer, ChangeEmailBody, {
        status: 'Success',
        message: PROFILE_MESSAGES.emailUpdated,
      });
      const { user } = await open(sent.handler);
      await submit(user, { email: 'new@example.com', confirmEmail: 'new@example.com', password: 'pw' });
      expect(await screen.findByText(PROFILE_MESSAGES.emailUpdated)).toBeInTheDocument();
      expect(sent.body()).toEqual({ email: 'new@example.com', password: 'pw' });
    });
  });

  describe('Change Password', () => {
    const submit = async (user: Awaited<ReturnType<typeof open>>['user'], values: ChangePasswordForm) => {
      const form = await section('Change Password');
      await fillForm(
        user,
        {
          'Current Password': values.password,
          'New Password': values.newPassword,
          'Confirm Password': values.confirmPassword,
        },
        form,
      );
      await user.click(form.getByRole('button', { name: 'Update Password' }));
      return form;
    };

    it('shows the contract messages for an empty form', async () => {
      const { user } = await open();
      const empty = { password: '', newPassword: '', confirmPassword: '' };
      const form = await submit(user, empty);
      for (const field of ['password', 'newPassword', 'confirmPassword'])
        expect(await form.findByText(messageOf(ChangePasswordForm, empty, field))).toBeInTheDocument();
    });

    it('shows the contract messages for a weak password and a mismatch', async () => {
      const { user } = await open();
      const weak = { password: 'old', newPassword: 'weak', confirmPassword: 'weak' };
      let form = await submit(user, weak);
      expect(await form.findByText(messageOf(ChangePasswordForm, weak, 'newPassword'))).toBeInTheDocument();
      const mismatch = { password: 'old', newPassword: 'Secret-Pass1', confirmPassword: 'Secret-Pass2' };
      form = await submit(user, mismatch);
      expect(await form.findByText(messageOf(ChangePasswordForm, mismatch, 'confirmPassword'))).toBeInTheDocument();
    });

    it('shows a wrong current password on its field', async () => {
      const { user } = await open(fail('put', '/user/password', 400, PROFILE_ERRORS.invalidCurrentPassword));
      const form = await submit(user, {
        password: 'old',
        newPassword: 'Secret-Pass1',
        confirmPassword: 'Secret-Pass1',
      });
      expect(await form.findByText(PROFILE_ERRORS.invalidCurrentPassword.message)).toBeInTheDocument();
    });

    it('changes the password and says so', async () => {
      const sent = recordingAnswer('put', '/user/password', MessageAnswer, ChangePasswordBody, {
        status: 'Success',
        message: PROFILE_MESSAGES.passwordUpdated,
      });
      const { user } = await open(sent.handler);
      await submit(user, { password: 'old', newPassword: 'Secret-Pass1', confirmPassword: 'Secret-Pass1' });
      expect(await screen.findByText(PROFILE_MESSAGES.passwordUpdated)).toBeInTheDocument();
      expect(sent.body()).toEqual({ password: 'old', newPassword: 'Secret-Pass1' });
    });
  });
});
