import { ApiKeysAnswer } from '@storelens/contract/api/api-keys';
import { SaveSettingBody, SettingAnswer } from '@storelens/contract/api/settings';
import { SOURCE_ALERT_EMAIL_TEXT } from '@storelens/contract/domain/source-health';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { customerUser } from '../../../test/fixtures.ts';
import { answer, recordingAnswer } from '../../../test/handlers.ts';
import { renderScreen } from '../../../test/render-screen.tsx';

const noKeys = answer('get', '/user/apiKeys', ApiKeysAnswer, []);
const open = (...handlers: RequestHandler[]) =>
  renderScreen('/profile', { session: customerUser(), handlers: [...handlers, noKeys] });
const alertsSwitch = async () =>
  within(await screen.findByRole('region', { name: 'Email Notifications' })).getByRole('switch', {
    name: SOURCE_ALERT_EMAIL_TEXT.label,
  });

describe('ProfilePage: source alert emails', () => {
  it('are on until the user turns them off, which saves the setting', async () => {
    const saved = recordingAnswer('post', '/user/settings', SettingAnswer, SaveSettingBody, {
      data: { sourceAlertEmails: false },
    });
    const { user } = await open(saved.handler);
    const toggle = await alertsSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText(SOURCE_ALERT_EMAIL_TEXT.off)).toBeInTheDocument();
    expect(saved.body()).toEqual({ name: 'sourceAlertEmails', value: false });
    expect(toggle).not.toBeChecked();
  });

  it('show as off for a user who turned them off', async () => {
    await open(
      answer('get', '/user/settings/sourceAlertEmails', SettingAnswer, { data: { sourceAlertEmails: false } }),
    );
    const toggle = await alertsSwitch();
    await expect.poll(() => (toggle as HTMLInputElement).checked).toBe(false);
  });
});
