import { UnsubscribeAnswer } from '@storelens/contract/api/report-subscriptions';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api.ts';
import { useTokenCheck } from '../../lib/query-hooks.ts';

const path = (token: string) => `/reportSubscriptions/unsubscribe/${encodeURIComponent(token)}`;

/** GET /reportSubscriptions/unsubscribe/{token}: what the emailed link stops (nothing changes). */
export const useUnsubscribeCheck = (token: string) =>
  useTokenCheck(['reportSubscriptions', 'unsubscribe', token], path(token), UnsubscribeAnswer, token !== '');

/** POST /reportSubscriptions/unsubscribe/{token}: the confirmation page's button. */
export const useUnsubscribe = () =>
  useMutation({ mutationFn: (token: string) => api.post(path(token), {}, z.object({ status: z.literal('Success') })) });
