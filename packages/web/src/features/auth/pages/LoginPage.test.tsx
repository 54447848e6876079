import { ERRORS } from '@storelens/contract/domain/error-codes';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail } from '../../../test/handlers.ts';
import { renderScreen } from '../../../test/render-screen.tsx';

describe('LoginPage', () => {
  it('shows the sign-in form to a signed-out visitor', async () => {
    await renderScreen('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows the spec words for wrong credentials', async () => {
    const { user } = await renderScreen('/login', {
      handlers: [fail('post', '/auth', 401, ERRORS.invalidEmailPassword)],
    });
    await user.type(await screen.findByLabelText('Email'), 'a@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(ERRORS.invalidEmailPassword.message)).toBeInTheDocument();
  });
});
