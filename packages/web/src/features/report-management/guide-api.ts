import { Report, type ReportGuideBody, ReportImageAnswer } from '@storelens/contract/api/report-management';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useRefreshingMutation } from '../../lib/query-hooks.ts';

const reportsKey = ['admin', 'reports'] as const;

/** GET /admin/reports/{id} */
export const reportQuery = (id: number) =>
  queryOptions({
    queryKey: [...reportsKey, 'one', id],
    queryFn: () => api.get(`/admin/reports/${id}`, Report),
    retry: false,
  });
export const useReport = (id: number) => useQuery({ ...reportQuery(id), enabled: id > 0 });

/** PATCH /admin/reports/{id} */
export const useSaveGuide = (id: number) =>
  useRefreshingMutation(reportsKey, (body: ReportGuideBody) => api.patch(`/admin/reports/${id}`, body, Report), {
    storeAt: reportQuery(id).queryKey,
  });

/** POST /admin/reports/images (multipart): the stored image's id. */
export const uploadGuideImage = async (file: File): Promise<number> => {
  const form = new FormData();
  form.append('file', file);
  return (await api.post('/admin/reports/images', form, ReportImageAnswer)).id;
};
