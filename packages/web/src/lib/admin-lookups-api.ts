import { ReportsAnswer } from '@storelens/contract/api/report-management';
import { VerticalsAnswer } from '@storelens/contract/api/verticals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

// The internal screens' shared choices: several features list the verticals or a vertical's reports.

/**
 * GET /admin/verticals: the verticals the caller may see (those a user is limited to), id and name;
 * with includeMetadata the whole verticals (custom fields, report permission lists).
 */
export const verticalsQuery = (includeMetadata = false) =>
  queryOptions({
    queryKey: ['admin', 'verticals', 'list', includeMetadata],
    queryFn: () => api.get(`/admin/verticals${includeMetadata ? '?includeMetadata=true' : ''}`, VerticalsAnswer),
  });
export const useVerticals = (includeMetadata = false) => useQuery(verticalsQuery(includeMetadata));

/** GET /admin/reports?verticalId (answer data.data): the vertical's report definitions. */
export const useVerticalReports = (verticalId: string) =>
  useQuery({
    queryKey: ['admin', 'reports', 'vertical', verticalId],
    queryFn: async () =>
      (await api.get(`/admin/reports?verticalId=${encodeURIComponent(verticalId)}`, ReportsAnswer)).data,
    enabled: verticalId !== '',
  });
