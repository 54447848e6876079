import {
  type CreateDestinationInput,
  DestinationAnswer,
  type UpdateDestinationBody,
} from '@storelens/contract/api/destinations';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api.ts';
import { connectorKeys, useConnectorMutation } from '../../lib/connectors-api.ts';

/** GET /destinations/{accountId}/{id}: one destination, secrets masked. */
export const useDestination = (accountId: number, id: number, enabled = true) =>
  useQuery({
    queryKey: connectorKeys.destination(accountId, id),
    queryFn: ({ signal }) => api.get(`/destinations/${accountId}/${id}`, DestinationAnswer, signal),
    enabled,
  });

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
export const useDeleteDestination = (accountId: number) =>
  useConnectorMutation(accountId, (id: number) =>
    api.delete(`/destinations/${accountId}/${id}`, z.object({ id: z.number() })),
  );
