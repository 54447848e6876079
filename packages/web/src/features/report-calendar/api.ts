import { ReportCalendarAnswer, type ReportCalendarBody } from '@storelens/contract/api/report-calendar';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useRefreshingMutation } from '../../lib/query-hooks.ts';

const path = (accountId: number) => `/accounts/${accountId}/reportCalendar`;

const reportCalendarQuery = (accountId: number) =>
  queryOptions({
    queryKey: ['accounts', accountId, 'reportCalendar'],
    queryFn: () => api.get(path(accountId), ReportCalendarAnswer),
  });

/** GET /accounts/{accountId}/reportCalendar */
export const useReportCalendar = (accountId: number) => useQuery(reportCalendarQuery(accountId));

/** PUT /accounts/{accountId}/reportCalendar */
export const useSaveReportCalendar = (accountId: number) =>
  useRefreshingMutation(reportCalendarQuery(accountId).queryKey, (body: ReportCalendarBody) =>
    api.put(path(accountId), body, ReportCalendarAnswer),
  );
