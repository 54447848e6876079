import {
  type PreviewBody,
  RetagProgressAnswer,
  TaggingListsAnswer,
  TaggingMetadataAnswer,
  TagPreviewAnswer,
  TagRule,
  type TagRuleBody,
  TagRuleList,
  UnusedSourceTagsAnswer,
} from '@storelens/contract/api/product-tagging';
import type { TaggingScope } from '@storelens/contract/domain/tagging';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { z } from 'zod';
import { api } from '../../lib/api.ts';

/**
 * Whose rules a screen shows (spec 3 §7): an account's (`account`, the account id) or a vertical's
 * global retailer rules (`global`, the vertical id in the account id's place).
 */
export interface TaggingOwner {
  type: TaggingScope;
  ownerId: string;
}

const base = (o: TaggingOwner) => `/products/tagging/${o.type}/${encodeURIComponent(o.ownerId)}`;
const rulesKey = (o: TaggingOwner) => ['tagging', o.type, o.ownerId] as const;
const progressKey = (o: TaggingOwner) => [...rulesKey(o), 'progress'] as const;

/**
 * After a change to the list: the re-tag's state first, then the rest. The change queued a re-tag
 * before answering, so the progress read now says queued, running, or done; when it is not done
 * yet, useRetagProgress reads the rules again once it is — and their product counts with them.
 */
async function refreshList(queryClient: QueryClient, o: TaggingOwner): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: progressKey(o) });
  await queryClient.invalidateQueries({ queryKey: rulesKey(o), predicate: (q) => q.queryKey[3] !== 'progress' });
}

const rulesQuery = (o: TaggingOwner) =>
  queryOptions({ queryKey: [...rulesKey(o), 'rules'], queryFn: () => api.get(base(o), TagRuleList) });

/** GET /products/tagging/{type}/{accountId}: the rules, highest priority first. */
export const useTagRules = (o: TaggingOwner) => useQuery(rulesQuery(o));

/** GET /products/tagging/{type}/{accountId}/{id} (no retry: a failed load returns to the list, spec 3 §8). */
export const useTagRule = (o: TaggingOwner, id: number | null) =>
  useQuery({
    queryKey: [...rulesKey(o), 'rule', id],
    queryFn: () => api.get(`${base(o)}/${id}`, TagRule),
    enabled: id !== null,
    retry: false,
  });

/** While a re-tag is queued or running, the list asks again this often. */
const PROGRESS_POLL_MS = 1_500;

const isBusy = (p: RetagProgressAnswer | undefined) => Boolean(p && (p.queued > 0 || p.running > 0));

/**
 * GET /products/tagging/{type}/{accountId}/progress: the background re-tag of the list's accounts
 *, asked again while one is queued or running. A change to the list invalidates it,
 * which starts the asking again; when a re-tag ends, the rules are read again, so that each rule's
 * product count shows the outcome of the new rules or order.
 */
export const useRetagProgress = (o: TaggingOwner) => {
  const queryClient = useQueryClient();
  const progress = useQuery({
    queryKey: progressKey(o),
    queryFn: () => api.get(`${base(o)}/progress`, RetagProgressAnswer),
    refetchInterval: (query) => (isBusy(query.state.data) ? PROGRESS_POLL_MS : false),
  });
  const busy = isBusy(progress.data);
  const wasBusy = useRef(false);
  const rulesQueryKey = rulesQuery(o).queryKey;
  useEffect(() => {
    if (wasBusy.current && !busy) void queryClient.invalidateQueries({ queryKey: rulesQueryKey, exact: true });
    wasBusy.current = busy;
  }, [busy, queryClient, rulesQueryKey]);
  return progress;
};

/** GET /products/tagging/metadata/{verticalId}: columns, categories, genders, colors, extension fields, previews. */
export const useTaggingMetadata = (verticalId: string) =>
  useQuery({
    queryKey: ['tagging', 'metadata', verticalId],
    queryFn: () => api.get(`/products/tagging/metadata/${encodeURIComponent(verticalId)}`, TaggingMetadataAnswer),
  });

const listsQuery = (o: TaggingOwner) =>
  queryOptions({
    queryKey: [...rulesKey(o), 'lists'],
    queryFn: () => api.get(`${base(o)}/lists`, TaggingListsAnswer),
    // read fresh at each download: a sync may have brought new tags
    staleTime: 0,
  });

const unusedQuery = (o: TaggingOwner) =>
  queryOptions({
    queryKey: [...rulesKey(o), 'unusedSourceTags'],
    queryFn: () =>
      api.get(`/products/unusedSourceTags/${o.type}/${encodeURIComponent(o.ownerId)}`, UnusedSourceTagsAnswer),
    staleTime: 0,
  });

/**
 * The two downloads' reads, on demand (spec 3 §2 'Source Tags.txt', 'Unused Source Tags.txt'):
 * GET .../lists and GET /products/unusedSourceTags/{type}/{accountId}.
 */
export const useSourceTagReads = (o: TaggingOwner) => {
  const queryClient = useQueryClient();
  return {
    lists: () => queryClient.fetchQuery(listsQuery(o)),
    unused: () => queryClient.fetchQuery(unusedQuery(o)),
  };
};

/** POST /products/tagging/{type}/{accountId} */
export const useCreateTagRule = (o: TaggingOwner) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TagRuleBody) => api.post(base(o), body, TagRule),
    onSuccess: () => void refreshList(queryClient, o),
  });
};

/** PUT /products/tagging/{type}/{accountId}/{id} */
export const useUpdateTagRule = (o: TaggingOwner, id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TagRuleBody) => api.put(`${base(o)}/${id}`, body, TagRule),
    onSuccess: () => void refreshList(queryClient, o),
  });
};

/** DELETE /products/tagging/{type}/{accountId}/{id} */
export const useDeleteTagRule = (o: TaggingOwner) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${base(o)}/${id}`, z.object({ id: z.number() })),
    onSuccess: () => void refreshList(queryClient, o),
  });
};

/** PUT /products/tagging/{type}/{accountId}/reorder: body ruleIds, highest priority first. */
export const useReorderTagRules = (o: TaggingOwner) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ruleIds: number[]) => api.put(`${base(o)}/reorder`, { ruleIds }, TagRuleList),
    // the answer is the list in its new order
    onSuccess: (rules) => {
      queryClient.setQueryData(rulesQuery(o).queryKey, rules);
      void refreshList(queryClient, o);
    },
  });
};

/** POST /products/preview/{type}/{accountId}: body filters, take, skip; answers products and total. */
export const usePreviewTagRule = (o: TaggingOwner) =>
  useMutation({
    mutationFn: (body: PreviewBody) =>
      api.post(`/products/preview/${o.type}/${encodeURIComponent(o.ownerId)}`, body, TagPreviewAnswer),
  });
