import {
  type CreateDestinationInput,
  DestinationAnswer,
  type UpdateDestinationBody,
} from '@storelens/contract/api/destinations';
import { api } from '../../lib/api.ts';
import { useConnector, useConnectorMutation, useDeleteConnector } from '../../lib/connectors-api.ts';

/** GET /destinations/{accountId}/{id}: one destination, secrets masked. */
export const useDestination = (accountId: number, id: number, enabled = true) =>
  useConnector('destinations', accountId, id, DestinationAnswer, enabled);

/** POST /destinations/{accountId}/ */
export const useCreateDestination = (accountId: number) =>
  useConnectorMutation(accountId, (body: CreateDestinationInput) =>
    api.post(`/destinations/${accountId}/`, body, DestinationAnswer),
  );

/** PATCH /destinations/{accountId}/{id} */
export const useUpdateDestination = (accountId: number, id: number) =>
  useConnectorMutation(accountId, (body: UpdateDestinationBody) =>
    api.patch(`/destinations/${accountId}/${id}`, body, DestinationAnswer),
  );

/** DELETE /destinations/{accountId}/{id}: refused with DestinationInUse while sources use it. */
export const useDeleteDestination = (accountId: number) => useDeleteConnector('destinations', accountId);
