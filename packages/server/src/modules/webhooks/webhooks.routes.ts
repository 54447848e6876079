import {
  CreatedWebhook,
  CreateWebhookBody,
  DeletedWebhook,
  UpdateWebhookBody,
  Webhook,
  WebhookDeliveriesAnswer,
  WebhookDeliveriesQuery,
  WebhookDelivery,
  WebhookParams,
  WebhooksAnswer,
  WebhooksParams,
} from '@storelens/contract/api/webhooks';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { accountAccessOf, allow } from '../../identity/route-access.ts';
import { routeTable } from '../../identity/route-table.ts';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  testWebhook,
  updateWebhook,
} from './webhooks.service.ts';

/** An account's signed webhooks: its account admins' (docs/features/webhooks.md). */
export function registerWebhookRoutes(app: FastifyInstance, deps: Deps): void {
  const route = routeTable(app, { tag: 'webhooks', errors: [400, 401, 403, 404] });
  const access = allow.accountAdmin('accountId');

  route.get(
    '/accounts/:accountId/webhooks',
    { summary: "The account's webhooks", params: WebhooksParams, answer: WebhooksAnswer, access },
    async (request) => listWebhooks(deps, accountAccessOf(request)),
  );
  route.post(
    '/accounts/:accountId/webhooks',
    {
      summary: 'Add a webhook (its signing secret is shown this once)',
      params: WebhooksParams,
      body: CreateWebhookBody,
      answer: CreatedWebhook,
      status: 201,
      access,
    },
    async (request) => createWebhook(deps, accountAccessOf(request), request.body, request.ip),
  );
  route.patch(
    '/accounts/:accountId/webhooks/:id',
    { summary: 'Change a webhook', params: WebhookParams, body: UpdateWebhookBody, answer: Webhook, access },
    async (request) => updateWebhook(deps, accountAccessOf(request), request.params.id, request.body, request.ip),
  );
  route.delete(
    '/accounts/:accountId/webhooks/:id',
    { summary: 'Delete a webhook and its delivery log', params: WebhookParams, answer: DeletedWebhook, access },
    async (request) => deleteWebhook(deps, accountAccessOf(request), request.params.id, request.ip),
  );
  route.post(
    '/accounts/:accountId/webhooks/:id/test',
    { summary: 'Send a test event now', params: WebhookParams, answer: WebhookDelivery, access },
    async (request) => testWebhook(deps, accountAccessOf(request), request.params.id, request.ip),
  );
  route.get(
    '/accounts/:accountId/webhooks/:id/deliveries',
    {
      summary: "A webhook's delivery log (each attempt, newest first)",
      params: WebhookParams,
      query: WebhookDeliveriesQuery,
      answer: WebhookDeliveriesAnswer,
      access,
    },
    async (request) => listDeliveries(deps, accountAccessOf(request), request.params.id, request.query),
  );
}
