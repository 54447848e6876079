import {
  API_KEY_ERRORS,
  type ApiKey,
  ApiKeysAnswer,
  CreateApiKeyBody,
  CreatedApiKey,
  RevokedApiKey,
} from '@storelens/contract/api/api-keys';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { customerUser } from '../../../test/fixtures.ts';
import { fillIn } from '../../../test/forms.ts';
import { answer, fail, pending, recordingAnswer, serverError } from '../../../test/handlers.ts';
import { messageOf } from '../../../test/messages.ts';
import { renderScreen } from '../../../test/render-screen.tsx';

// The API Keys section of the profile page's Security part: the user's keys for scripts.
const key = (overrides: Partial<ApiKey> = {}): ApiKey => ({
  id: 4,
  name: 'Nightly export',
  scope: 'read',
  prefix: 'sl_AbCdEfG',
  createdAt: '2026-11-01T09:00:00.000Z',
  expiresAt: '2099-01-30T09:00:00.000Z',
  lastUsedAt: null,
  ...overrides,
});
const open = (...handlers: RequestHandler[]) => renderScreen('/profile', { session: customerUser(), handlers });
const section = async () => within(await screen.findByRole('region', { name: 'API Keys' }));

describe('ProfilePage API keys', () => {
  it('shows a spinner while the keys load', async () => {
    await open(pending('get', '/user/apiKeys'));
    expect(await (await section()).findByRole('progressbar')).toBeInTheDocument();
  });

  it('says when the keys could not be loaded', async () => {
    await open(serverError('get', '/user/apiKeys'));
    expect(await (await section()).findByText('The API keys could not be loaded.')).toBeInTheDocument();
  });

  it('says when there is no key yet', async () => {
    await open(answer('get', '/user/apiKeys', ApiKeysAnswer, []));
    expect(await (await section()).findByText('No API keys yet.')).toBeInTheDocument();
  });

  it('lists each key by name, scope and first characters, never the key itself', async () => {
    await open(
      answer('get', '/user/apiKeys', ApiKeysAnswer, [
        key(),
        key({ id: 5, name: 'Sync', scope: 'write', prefix: 'sl_ZyXwVuT' }),
      ]),
    );
    const keys = await section();
    const table = await keys.findByRole('table', { name: 'API keys' });
    expect(within(table).getByText('Nightly export')).toBeInTheDocument();
    expect(within(table).getByText('sl_AbCdEfG…')).toBeInTheDocument();
    expect(within(table).getByText('Read and write')).toBeInTheDocument();
    expect(within(table).getAllByText('Never')).toHaveLength(2);
  });

  it('shows the contract message for a missing name, and sends nothing', async () => {
    const { user } = await open(answer('get', '/user/apiKeys', ApiKeysAnswer, []));
    const keys = await section();
    await user.click(await keys.findByRole('button', { name: 'Create Key' }));
    expect(await keys.findByText(messageOf(CreateApiKeyBody, { name: '', scope: 'read' }, 'name'))).toBeInTheDocument();
  });

  it('creates a key and shows it once, with a copy button and a warning; Done hides it', async () => {
    const created = { id: 9, name: 'Onboarding', scope: 'write' as const, expiresAt: '2027-02-25T09:00:00.000Z' };
    const secret = `sl_${'x'.repeat(43)}`;
    const sent = recordingAnswer('post', '/user/apiKeys', CreatedApiKey, CreateApiKeyBody, { ...created, key: secret });
    const { user } = await open(answer('get', '/user/apiKeys', ApiKeysAnswer, []), sent.handler);
    const keys = await section();
    await fillIn(user, 'Name', 'Onboarding', keys);
    await user.click(keys.getByRole('combobox', { name: 'Scope' }));
    await user.click(await screen.findByRole('option', { name: /Read and write/ }));
    await user.click(keys.getByRole('button', { name: 'Create Key' }));
    const shown = await keys.findByTestId('new-api-key');
    expect(shown).toHaveTextContent(secret);
    expect(shown).toHaveTextContent('it will not be shown again');
    expect(sent.body()).toEqual({ name: 'Onboarding', scope: 'write', expiresInDays: 90 });
    await user.click(within(shown).getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(secret);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(keys.queryByText(secret)).not.toBeInTheDocument();
  });

  it("shows the server's refusal on the form", async () => {
    const { user } = await open(
      answer('get', '/user/apiKeys', ApiKeysAnswer, []),
      fail('post', '/user/apiKeys', 403, API_KEY_ERRORS.notAllowed),
    );
    const keys = await section();
    await fillIn(user, 'Name', 'Script', keys);
    await user.click(keys.getByRole('button', { name: 'Create Key' }));
    expect(await keys.findByText(API_KEY_ERRORS.notAllowed.message)).toBeInTheDocument();
  });

  it('revokes a key after asking', async () => {
    let revoked = false;
    const { user } = await open(
      answer('get', '/user/apiKeys', ApiKeysAnswer, () => (revoked ? [] : [key()])),
      answer('delete', '/user/apiKeys/:id', RevokedApiKey, async ({ params }) => {
        revoked = true;
        return { id: Number(params.id) };
      }),
    );
    const keys = await section();
    await user.click(await keys.findByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke API key' });
    expect(dialog).toHaveTextContent('Scripts using it stop working at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(keys.getByText('No API keys yet.')).toBeInTheDocument());
  });
});
