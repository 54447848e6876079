import {
  DeleteReportAnswer,
  Report,
  type ReportBody,
  ReportsAnswer,
  reportKeyPath,
} from '@storelens/contract/api/report-management';
import { VerticalsAnswer } from '@storelens/contract/api/verticals';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

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

/** GET /admin/verticals?includeMetadata=true: the form's verticals with their report permission lists. */
export const useVerticalChoices = () =>
  useQuery({
    queryKey: ['admin', 'verticals', 'list', true],
    queryFn: () => api.get('/admin/verticals?includeMetadata=true', VerticalsAnswer),
  });

/** POST /admin/reports */
export const useCreateReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportBody) => api.post('/admin/reports', body, Report),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsKey }),
  });
};

/** PUT /admin/reports/{verticalId}/{accountType}/{path} */
export const useUpdateReport = (key: ReportKey) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportBody) => api.put(`/admin/reports/${reportKeyPath(key)}`, body, Report),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsKey }),
  });
};

/** DELETE /admin/reports/{verticalId}/{accountType}/{path} */
export const useDeleteReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: ReportKey) => api.delete(`/admin/reports/${reportKeyPath(key)}`, DeleteReportAnswer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsKey }),
  });
};
