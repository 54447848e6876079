import { DestinationListAnswer } from '@storelens/contract/api/destinations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api.ts';

/** Query keys of the connector screens; everything of one account sits under ['connectors', accountId]. */
export const connectorKeys = {
  account: (accountId: number) => ['connectors', accountId] as const,
  sources: (accountId: number) => ['connectors', accountId, 'sources'] as const,
  source: (accountId: number, id: number) => ['connectors', accountId, 'sources', id] as const,
  sourceLimit: (accountId: number) => ['connectors', accountId, 'sourceLimit'] as const,
  destinations: (accountId: number) => ['connectors', accountId, 'destinations'] as const,
  destination: (accountId: number, id: number) => ['connectors', accountId, 'destinations', id] as const,
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

/** After a change, everything of the account's connectors is read again. */
export const useInvalidateAccount = (accountId: number) => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: connectorKeys.account(accountId) });
};

/** A change to one of the account's connectors: once it succeeds, the account's connector screens read again. */
export const useConnectorMutation = <TBody, TAnswer>(
  accountId: number,
  mutationFn: (body: TBody) => Promise<TAnswer>,
) => {
  const invalidate = useInvalidateAccount(accountId);
  return useMutation({ mutationFn, onSuccess: invalidate });
};
