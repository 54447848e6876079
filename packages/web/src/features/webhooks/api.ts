import {
  CreatedWebhook,
  type CreateWebhookBody,
  DeletedWebhook,
  type UpdateWebhookBody,
  Webhook,
  WebhookDeliveriesAnswer,
  WebhookDelivery,
  WebhooksAnswer,
} from '@storelens/contract/api/webhooks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useRefreshingMutation } from '../../lib/query-hooks.ts';

const base = (accountId: number) => `/accounts/${accountId}/webhooks`;

const webhooksQuery = (accountId: number) =>
  queryOptions({
    queryKey: ['accounts', accountId, 'webhooks'],
    queryFn: () => api.get(base(accountId), WebhooksAnswer),
  });

/** GET /accounts/{accountId}/webhooks */
export const useWebhooks = (accountId: number) => useQuery(webhooksQuery(accountId));

/** GET /accounts/{accountId}/webhooks/{id}/deliveries?take&skip: one page of the delivery log */
export const useWebhookDeliveries = (accountId: number, id: number, take: number, skip: number) =>
  useQuery({
    queryKey: ['accounts', accountId, 'webhooks', id, 'deliveries', take, skip],
    queryFn: () => api.get(`${base(accountId)}/${id}/deliveries?take=${take}&skip=${skip}`, WebhookDeliveriesAnswer),
    placeholderData: keepPreviousData,
  });

/** POST /accounts/{accountId}/webhooks: answers the new endpoint with its secret, shown once */
export const useCreateWebhook = (accountId: number) =>
  useRefreshingMutation(webhooksQuery(accountId).queryKey, (body: CreateWebhookBody) =>
    api.post(base(accountId), body, CreatedWebhook),
  );

/** PATCH /accounts/{accountId}/webhooks/{id} */
export const useUpdateWebhook = (accountId: number) =>
  useRefreshingMutation(webhooksQuery(accountId).queryKey, ({ id, body }: { id: number; body: UpdateWebhookBody }) =>
    api.patch(`${base(accountId)}/${id}`, body, Webhook),
  );

/** DELETE /accounts/{accountId}/webhooks/{id} */
export const useDeleteWebhook = (accountId: number) =>
  useRefreshingMutation(webhooksQuery(accountId).queryKey, (id: number) =>
    api.delete(`${base(accountId)}/${id}`, DeletedWebhook),
  );

/** POST /accounts/{accountId}/webhooks/{id}/test: answers the attempt; the log and the list read again */
export const useTestWebhook = (accountId: number) =>
  useRefreshingMutation(webhooksQuery(accountId).queryKey, (id: number) =>
    api.post(`${base(accountId)}/${id}/test`, {}, WebhookDelivery),
  );
