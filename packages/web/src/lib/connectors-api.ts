import { DestinationListAnswer } from '@storelens/contract/api/destinations';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './api.ts';
import { useRefreshingMutation } from './query-hooks.ts';

type ConnectorKind = 'sources' | 'destinations';

/** Query keys of the connector screens; everything of one account sits under ['connectors', accountId]. */
export const connectorKeys = {
  account: (accountId: number) => ['connectors', accountId] as const,
  sources: (accountId: number) => ['connectors', accountId, 'sources'] as const,
  sourceLimit: (accountId: number) => ['connectors', accountId, 'sourceLimit'] as const,
  destinations: (accountId: number) => ['connectors', accountId, 'destinations'] as const,
  /** one saved source or destination, under its list's key */
  record: (accountId: number, kind: ConnectorKind, id: number) => ['connectors', accountId, kind, id] as const,
  lookup: (...parts: unknown[]) => ['connectors', 'lookup', ...parts] as const,
};

export const toQueryString = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined)).toString();

/** GET /destinations/{accountId}: the account's destinations. */
export const useDestinations = (accountId: number) =>
  useQuery({
    queryKey: connectorKeys.destinations(accountId),
    queryFn: ({ signal }) => api.get(`/destinations/${accountId}`, DestinationListAnswer, signal),
  });

/** A change to one of the account's connectors: once it succeeds, the account's connector screens read again. */
export const useConnectorMutation = <TBody, TAnswer>(
  accountId: number,
  mutationFn: (body: TBody) => Promise<TAnswer>,
) => useRefreshingMutation(connectorKeys.account(accountId), mutationFn);

/** GET /{sources|destinations}/{accountId}/{id}: one saved connector, secrets masked. */
export const useConnector = <S extends z.ZodType>(
  kind: ConnectorKind,
  accountId: number,
  id: number,
  Answer: S,
  enabled: boolean,
) =>
  useQuery({
    queryKey: connectorKeys.record(accountId, kind, id),
    queryFn: ({ signal }) => api.get(`/${kind}/${accountId}/${id}`, Answer, signal),
    enabled,
  });

const DeletedAnswer = z.object({ id: z.number() });

/** DELETE /{sources|destinations}/{accountId}/{id}: the id is the mutation's variable. */
export const useDeleteConnector = (kind: ConnectorKind, accountId: number) =>
  useConnectorMutation(accountId, (id: number) => api.delete(`/${kind}/${accountId}/${id}`, DeletedAnswer));
