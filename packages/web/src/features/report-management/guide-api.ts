import {
  Report,
  type ReportGuideBody,
  ReportImageAnswer,
  ReportsAnswer,
} from '@storelens/contract/api/report-management';
import { VerticalsAnswer } from '@storelens/contract/api/verticals';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

const reportsKey = ['admin', 'reports'] as const;

/** GET /admin/verticals: the vertical selector's choices (those the caller is limited to). */
export const useGuideVerticals = () =>
  useQuery({
    queryKey: ['admin', 'verticals', 'list', false],
    queryFn: () => api.get('/admin/verticals', VerticalsAnswer),
  });

/** GET /admin/reports?verticalId (answer data.data) */
export const useVerticalReports = (verticalId: string) =>
  useQuery({
    queryKey: [...reportsKey, 'vertical', verticalId],
    queryFn: async () =>
      (await api.get(`/admin/reports?verticalId=${encodeURIComponent(verticalId)}`, ReportsAnswer)).data,
    enabled: verticalId !== '',
  });

/** GET /admin/reports/{id} */
export const reportQuery = (id: number) =>
  queryOptions({
    queryKey: [...reportsKey, 'one', id],
    queryFn: () => api.get(`/admin/reports/${id}`, Report),
    retry: false,
  });
export const useReport = (id: number) => useQuery({ ...reportQuery(id), enabled: id > 0 });

/** PATCH /admin/reports/{id} */
export const useSaveGuide = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportGuideBody) => api.patch(`/admin/reports/${id}`, body, Report),
    onSuccess: async (report) => {
      queryClient.setQueryData(reportQuery(id).queryKey, report);
      await queryClient.invalidateQueries({ queryKey: reportsKey });
    },
  });
};

/** POST /admin/reports/images (multipart): the stored image's id. */
export const uploadGuideImage = async (file: File): Promise<number> => {
  const form = new FormData();
  form.append('file', file);
  return (await api.post('/admin/reports/images', form, ReportImageAnswer)).id;
};
