import {
  DeleteReportAnswer,
  Report,
  type ReportBody,
  ReportsAnswer,
  reportKeyPath,
} from '@storelens/contract/api/report-management';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useRefreshingMutation } from '../../lib/query-hooks.ts';

const reportsKey = ['admin', 'reports'] as const;

export interface ReportKey {
  verticalId: string;
  accountType: string;
  path: string;
}

/** GET /admin/reports (every vertical the caller may see; answer data.data). */
export const useReports = () =>
  useQuery({
    queryKey: [...reportsKey, 'list'],
    queryFn: async () => (await api.get('/admin/reports', ReportsAnswer)).data,
  });

/** GET /admin/reports/{verticalId}/{accountType}/{path} */
export const reportByKeyQuery = (key: ReportKey) =>
  queryOptions({
    queryKey: [...reportsKey, 'key', key.verticalId, key.accountType, key.path],
    queryFn: () => api.get(`/admin/reports/${reportKeyPath(key)}`, Report),
    retry: false,
  });
export const useReportByKey = (key: ReportKey) => useQuery(reportByKeyQuery(key));

/** POST /admin/reports */
export const useCreateReport = () =>
  useRefreshingMutation(reportsKey, (body: ReportBody) => api.post('/admin/reports', body, Report));

/** PUT /admin/reports/{verticalId}/{accountType}/{path} */
export const useUpdateReport = (key: ReportKey) =>
  useRefreshingMutation(reportsKey, (body: ReportBody) =>
    api.put(`/admin/reports/${reportKeyPath(key)}`, body, Report),
  );

/** DELETE /admin/reports/{verticalId}/{accountType}/{path} */
export const useDeleteReport = () =>
  useRefreshingMutation(reportsKey, (key: ReportKey) =>
    api.delete(`/admin/reports/${reportKeyPath(key)}`, DeleteReportAnswer),
  );
