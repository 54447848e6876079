import { ConnectionsAnswer } from '@storelens/contract/api/connections';
import { ReportCardsAnswer } from '@storelens/contract/api/report-management';
import { DashboardReportAnswer, REPORT_GUIDE_SETTING } from '@storelens/contract/api/reports';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { fetchSetting, saveSetting } from '../../lib/user-api.ts';

export type ReportList = 'reports' | 'hiddenReports' | 'internalReports';

const cardsQuery = (list: ReportList, accountId: number) =>
  queryOptions({
    queryKey: ['accounts', accountId, 'dashboards', list],
    queryFn: () => api.get(`/dashboards/${list}/${accountId}`, ReportCardsAnswer),
  });

/** GET /dashboards/reports|hiddenReports|internalReports/{accountId} (spec 3 §7) */
export const useReportCards = (list: ReportList, accountId: number, enabled = true) =>
  useQuery({ ...cardsQuery(list, accountId), enabled });

/** GET /dashboards/{accountType}/{accountId}/{reportSlug}: a 4xx is not retried (the page leaves for /). */
export const useDashboardReport = (accountType: string, accountId: number, reportSlug: string) =>
  useQuery({
    queryKey: ['accounts', accountId, 'dashboards', 'report', accountType, reportSlug],
    queryFn: () =>
      api.get(
        `/dashboards/${encodeURIComponent(accountType)}/${accountId}/${encodeURIComponent(reportSlug)}`,
        DashboardReportAnswer,
      ),
    retry: false,
    // a fresh embed token every visit
    gcTime: 0,
  });

const guideSettingQuery = queryOptions({
  queryKey: ['user', 'settings', REPORT_GUIDE_SETTING],
  queryFn: () => fetchSetting(REPORT_GUIDE_SETTING),
});

/** Whether the user has finished the report walkthrough (spec 3 §2: user setting hasViewedReportGuide). */
export const useHasViewedReportGuide = () => useQuery(guideSettingQuery);

/** Finishing the walkthrough saves hasViewedReportGuide (POST /user/settings, spec 3 §7). */
export const useSaveReportGuideViewed = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => saveSetting({ name: REPORT_GUIDE_SETTING, value: true, accountId: null }),
    onSuccess: () => queryClient.setQueryData(guideSettingQuery.queryKey, true),
  });
};

/**
 * GET /accounts/connections/retailer/{accountId} (the Data Permissions page's list, same key, so one
 * answer serves both): the landing page of a retailer without reports counts its waiting requests.
 */
export const usePendingBrandRequests = (accountId: number, enabled: boolean) =>
  useQuery({
    queryKey: ['accounts', accountId, 'connections', 'retailer'],
    queryFn: () => api.get(`/accounts/connections/retailer/${accountId}`, ConnectionsAnswer),
    enabled,
    select: (rows) => rows.filter((r) => r.status === 'Pending'),
  });
