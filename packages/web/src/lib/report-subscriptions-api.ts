import {
  type CreateReportSubscriptionBody,
  ReportSubscription,
  type UpdateReportSubscriptionBody,
  UserReportSubscriptionsAnswer,
} from '@storelens/contract/api/report-subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { useRefreshingMutation } from './query-hooks.ts';

/**
 * Report emails' calls, shared by the report screen (subscribe) and the profile (list, change,
 * delete): one feature's data on two screens of other features.
 */
const base = (accountId: number) => `/accounts/${accountId}/reportSubscriptions`;

export const userReportSubscriptionsQuery = queryOptions({
  queryKey: ['user', 'reportSubscriptions'],
  queryFn: () => api.get('/user/reportSubscriptions', UserReportSubscriptionsAnswer),
});

/** GET /user/reportSubscriptions: the caller's report emails in every account. */
export const useUserReportSubscriptions = () => useQuery(userReportSubscriptionsQuery);

/** POST /accounts/{accountId}/reportSubscriptions */
export const useCreateReportSubscription = (accountId: number) =>
  useRefreshingMutation(userReportSubscriptionsQuery.queryKey, (body: CreateReportSubscriptionBody) =>
    api.post(base(accountId), body, ReportSubscription),
  );

/** PATCH /accounts/{accountId}/reportSubscriptions/{id} */
export const useUpdateReportSubscription = () =>
  useRefreshingMutation(
    userReportSubscriptionsQuery.queryKey,
    ({ accountId, id, body }: { accountId: number; id: number; body: UpdateReportSubscriptionBody }) =>
      api.patch(`${base(accountId)}/${id}`, body, ReportSubscription),
  );

/** DELETE /accounts/{accountId}/reportSubscriptions/{id} (204) */
export const useDeleteReportSubscription = () =>
  useRefreshingMutation(userReportSubscriptionsQuery.queryKey, ({ accountId, id }: { accountId: number; id: number }) =>
    api.delete(`${base(accountId)}/${id}`),
  );
