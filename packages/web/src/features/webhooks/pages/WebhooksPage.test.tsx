import {
  CreatedWebhook,
  CreateWebhookBody,
  DeletedWebhook,
  UpdateWebhookBody,
  WEBHOOK_TEXTS,
  type Webhook,
  WebhookDeliveriesAnswer,
  type WebhookDelivery,
  WebhookDelivery as WebhookDeliverySchema,
  Webhook as WebhookSchema,
  WebhooksAnswer,
} from '@storelens/contract/api/webhooks';
import { OUTBOUND_REFUSALS } from '@storelens/contract/domain/outbound';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { activeAccount, customerUser } from '../../../test/fixtures.ts';
import { fillIn } from '../../../test/forms.ts';
import { answer, fail, pending, recordingAnswer, serverError } from '../../../test/handlers.ts';
import { messageOf } from '../../../test/messages.ts';
import { renderScreen } from '../../../test/render-screen.tsx';

// '/settings/webhooks': the account admin's signed webhooks (account 7, activeAccount()).
const base = '/accounts/7/webhooks';
const hook = (overrides: Partial<Webhook> = {}): Webhook => ({
  id: 3,
  url: 'https://hooks.example.com/storelens',
  description: 'Ops channel',
  events: ['sync.run.failed'],
  enabled: true,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
  failingSince: null,
  disabledAt: null,
  disabledReason: null,
  ...overrides,
});
const delivery = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 11,
  messageId: 'msg_abc',
  eventType: 'sync.run.failed',
  attempt: 1,
  status: 'succeeded',
  httpStatus: 204,
  durationMs: 35,
  error: null,
  attemptedAt: '2026-11-02T10:00:00.000Z',
  nextAttemptAt: null,
  ...overrides,
});
const open = (...handlers: RequestHandler[]) =>
  renderScreen('/settings/webhooks', { session: customerUser(), account: activeAccount(), handlers });
const list = (...hooks: Webhook[]) => answer('get', base, WebhooksAnswer, hooks);

describe('WebhooksPage', () => {
  it('shows a spinner while the webhooks load', async () => {
    await open(pending('get', base));
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhooks' })).toBeInTheDocument();
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  });

  it('says when the webhooks could not be loaded', async () => {
    await open(serverError('get', base));
    expect(await screen.findByText('The webhooks could not be loaded.')).toBeInTheDocument();
  });

  it('says when there is no webhook yet', async () => {
    await open(list());
    expect(await screen.findByText(WEBHOOK_TEXTS.empty)).toBeInTheDocument();
  });

  it('lists each endpoint with its events and state, never a secret', async () => {
    await open(
      list(
        hook(),
        hook({ id: 4, url: 'https://b.example.com/h', description: '', failingSince: '2026-11-02T10:00:00.000Z' }),
        hook({
          id: 5,
          url: 'https://c.example.com/h',
          description: '',
          enabled: false,
          disabledAt: '2026-11-03T10:00:00.000Z',
          disabledReason: 'Every delivery failed for 24 hours.',
        }),
      ),
    );
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    expect(within(table).getByText('https://hooks.example.com/storelens')).toBeInTheDocument();
    expect(within(table).getByText('Ops channel')).toBeInTheDocument();
    expect(within(table).getByText('On')).toBeInTheDocument();
    expect(within(table).getByText(/^Failing since/)).toBeInTheDocument();
    expect(within(table).getByText('Disabled: Every delivery failed for 24 hours.')).toBeInTheDocument();
    expect(table).not.toHaveTextContent('whsec_');
  });

  it('shows the contract messages for a missing URL and no events, and sends nothing', async () => {
    const { user } = await open(list());
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(messageOf(CreateWebhookBody, { url: '', events: ['webhook.test'] }, 'url')),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(messageOf(CreateWebhookBody, { url: 'https://x.example.com', events: [] }, 'events')),
    ).toBeInTheDocument();
    await fillIn(user, /URL/, 'not a url', within(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        messageOf(CreateWebhookBody, { url: 'not a url', events: ['webhook.test'] }, 'url'),
      ),
    ).toBeInTheDocument();
    await fillIn(user, 'Description', 'x'.repeat(501), within(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        messageOf(
          CreateWebhookBody,
          { url: 'https://x.example.com', events: ['webhook.test'], description: 'x'.repeat(501) },
          'description',
        ),
      ),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal of an address on the URL field", async () => {
    const { user } = await open(
      list(),
      fail('post', base, 400, {
        error: 'AddressNotAllowed',
        message: OUTBOUND_REFUSALS.loopback,
        fields: { url: OUTBOUND_REFUSALS.loopback },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    await fillIn(user, /URL/, 'https://127.0.0.1/hooks', within(dialog));
    await user.click(within(dialog).getByRole('checkbox', { name: /^sync\.run\.failed/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(OUTBOUND_REFUSALS.loopback)).toBeInTheDocument();
  });

  it('creates a webhook and shows its secret once, with a copy button', async () => {
    const secret = `whsec_${'A'.repeat(43)}=`;
    let hooks: Webhook[] = [];
    const sent = recordingAnswer('post', base, CreatedWebhook, CreateWebhookBody, () => {
      hooks = [hook({ id: 9, description: '' })];
      return { ...hook({ id: 9, description: '' }), secret };
    });
    const { user } = await open(
      answer('get', base, WebhooksAnswer, () => hooks),
      sent.handler,
    );
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    await fillIn(user, /URL/, 'https://hooks.example.com/storelens', within(dialog));
    await user.click(within(dialog).getByRole('checkbox', { name: /^sync\.run\.failed/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^connection\.approved/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const shown = await screen.findByTestId('new-webhook-secret');
    expect(shown).toHaveTextContent(secret);
    expect(shown).toHaveTextContent(WEBHOOK_TEXTS.secretOnce);
    expect(sent.body()).toEqual({
      url: 'https://hooks.example.com/storelens',
      events: ['sync.run.failed', 'connection.approved'],
      description: '',
      enabled: true,
    });
    await user.click(within(shown).getByRole('button', { name: 'Copy secret' }));
    expect(await navigator.clipboard.readText()).toBe(secret);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(secret)).not.toBeInTheDocument();
  });

  it('edits events, description and enabled', async () => {
    const sent = recordingAnswer('patch', `${base}/:id`, WebhookSchema, UpdateWebhookBody, hook({ enabled: false }));
    const { user } = await open(list(hook()), sent.handler);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit webhook' });
    await fillIn(user, 'Description', 'Pager', within(dialog));
    await user.click(within(dialog).getByRole('checkbox', { name: /^source\.paused/ }));
    await user.click(within(dialog).getByLabelText('Enabled'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.body()).toEqual({
      url: 'https://hooks.example.com/storelens',
      description: 'Pager',
      events: ['sync.run.failed', 'source.paused'],
      enabled: false,
    });
  });

  it('deletes a webhook after asking', async () => {
    let deleted = false;
    const { user } = await open(
      answer('get', base, WebhooksAnswer, () => (deleted ? [] : [hook()])),
      answer('delete', `${base}/:id`, DeletedWebhook, ({ params }) => {
        deleted = true;
        return { id: Number(params.id) };
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete webhook' });
    expect(dialog).toHaveTextContent(WEBHOOK_TEXTS.deleteConfirm('https://hooks.example.com/storelens'));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(WEBHOOK_TEXTS.empty)).toBeInTheDocument();
  });

  it('sends a test event and shows the delivery log with each attempt', async () => {
    let tested = false;
    const { user } = await open(
      list(hook()),
      answer('post', `${base}/:id/test`, WebhookDeliverySchema, () => {
        tested = true;
        return delivery({ id: 12, eventType: 'webhook.test', messageId: 'msg_test' });
      }),
      answer('get', `${base}/:id/deliveries`, WebhookDeliveriesAnswer, () => ({
        total: tested ? 2 : 1,
        deliveries: [
          ...(tested ? [delivery({ id: 12, eventType: 'webhook.test', messageId: 'msg_test' })] : []),
          delivery({
            status: 'failed',
            httpStatus: 500,
            error: 'The endpoint answered HTTP 500.',
            nextAttemptAt: '2026-11-02T10:00:05.000Z',
          }),
        ],
      })),
    );
    await user.click(await screen.findByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText(WEBHOOK_TEXTS.testSent('HTTP 204'))).toBeInTheDocument();
    const log = await screen.findByRole('table', { name: 'Deliveries' });
    await waitFor(() => expect(within(log).getByText('webhook.test')).toBeInTheDocument());
    expect(within(log).getByText('The endpoint answered HTTP 500.')).toBeInTheDocument();
    expect(within(log).getByText('Failed')).toBeInTheDocument();
    expect(within(log).getByText('Succeeded')).toBeInTheDocument();
  });

  it('says when an endpoint has no deliveries yet, and when the log could not be loaded', async () => {
    const { user } = await open(
      list(hook(), hook({ id: 4, url: 'https://b.example.com/h' })),
      answer('get', `${base}/3/deliveries`, WebhookDeliveriesAnswer, { total: 0, deliveries: [] }),
      serverError('get', `${base}/4/deliveries`),
    );
    const [first, second] = await screen.findAllByRole('button', { name: 'Deliveries' });
    await user.click(first!);
    expect(await screen.findByText(WEBHOOK_TEXTS.noDeliveries)).toBeInTheDocument();
    await user.click(second!);
    expect(await screen.findByText('The delivery log could not be loaded.')).toBeInTheDocument();
  });
});
