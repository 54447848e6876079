import {
  PREFERENCES_ERRORS,
  PREFERENCES_UPDATED_MESSAGE,
  PreferencesAnswer,
  UpdatePreferencesAnswer,
  UpdatePreferencesBody,
} from '@storelens/contract/api/preferences';
import { screen, waitFor } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, fail, pending, recordingAnswer, serverError } from '../../../test/handlers.ts';
import { renderScreen } from '../../../test/render-screen.tsx';

const open = (...handlers: RequestHandler[]) => renderScreen('/preferences?t=pref42', { handlers });
const subscribed = () =>
  answer('get', '/email/preferences', PreferencesAnswer, ({ request }) => {
    // the link's token is what the page asks with
    if (new URL(request.url).searchParams.get('token') !== 'pref42') throw new Error('wrong token');
    return { subscribed: true, name: 'Newsletter' };
  });
const toggle = () => screen.findByRole('switch', { name: /Subscribed/ });

describe('PreferencesPage', () => {
  it('keeps the toggle and button disabled while the link is read', async () => {
    await open(pending('get', '/email/preferences'));
    expect(await toggle()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Update Preferences' })).toBeDisabled();
  });

  it('says the link is invalid without a token', async () => {
    await renderScreen('/preferences');
    expect(await screen.findByText(PREFERENCES_ERRORS.invalidLink.message)).toBeInTheDocument();
  });

  it('says the link is invalid when the server refuses it', async () => {
    await open(fail('get', '/email/preferences', 400, PREFERENCES_ERRORS.invalidLink));
    expect(await screen.findByText(PREFERENCES_ERRORS.invalidLink.message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Preferences' })).toBeDisabled();
  });

  it('shows the list and the current choice', async () => {
    await open(subscribed());
    expect(await screen.findByRole('switch', { name: 'Subscribed to Newsletter' })).toBeChecked();
  });

  it('says the link is invalid when the update fails', async () => {
    const { user } = await open(subscribed(), serverError('put', '/email/preferences'));
    const control = await screen.findByRole('switch', { name: 'Subscribed to Newsletter' });
    await waitFor(() => expect(control).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Update Preferences' }));
    expect(await screen.findByText(PREFERENCES_ERRORS.invalidLink.message)).toBeInTheDocument();
  });

  it('unsubscribes and says so', async () => {
    const sent = recordingAnswer('put', '/email/preferences', UpdatePreferencesAnswer, UpdatePreferencesBody, {
      subscribed: false,
      name: 'Newsletter',
      message: PREFERENCES_UPDATED_MESSAGE,
    });
    const { user } = await open(subscribed(), sent.handler);
    const control = await screen.findByRole('switch', { name: 'Subscribed to Newsletter' });
    await waitFor(() => expect(control).toBeEnabled());
    await user.click(control);
    await user.click(screen.getByRole('button', { name: 'Update Preferences' }));
    expect(await screen.findByText(PREFERENCES_UPDATED_MESSAGE)).toBeInTheDocument();
    expect(sent.body()).toEqual({ token: 'pref42', subscribed: false });
  });
});
