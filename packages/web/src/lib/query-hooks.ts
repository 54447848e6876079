import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from './api.ts';

interface RefreshOptions {
  /** more keys read again after the first one, in order */
  alsoRefresh?: readonly QueryKey[];
  /** the key the answer is stored under at once (the record the page shows) */
  storeAt?: QueryKey;
}

/**
 * A change whose success makes every query under `queryKey` read again; the mutation settles once
 * they have, so a screen that moves on after it shows the fresh data.
 */
export const useRefreshingMutation = <Vars, Answer>(
  queryKey: QueryKey,
  mutationFn: (vars: Vars) => Promise<Answer>,
  { alsoRefresh = [], storeAt }: RefreshOptions = {},
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (answer: Answer) => {
      if (storeAt) queryClient.setQueryData(storeAt, answer);
      for (const key of [queryKey, ...alsoRefresh]) await queryClient.invalidateQueries({ queryKey: key });
    },
  });
};

/**
 * GET a link token's check (reset, invitations): asked once and never again while the page is open,
 * since a refused token is an answer to show, not a failure to retry.
 */
export const useTokenCheck = <S extends z.ZodType>(queryKey: QueryKey, path: string, Answer: S, enabled = true) =>
  useQuery({
    queryKey,
    queryFn: () => api.get(path, Answer),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
