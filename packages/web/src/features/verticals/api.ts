import { type CreateVerticalBody, type UpdateVerticalBody, Vertical } from '@storelens/contract/api/verticals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useRefreshingMutation } from '../../lib/query-hooks.ts';

const verticalsKey = ['admin', 'verticals'] as const;

/** GET /admin/verticals/{id} */
export const verticalQuery = (id: string) =>
  queryOptions({
    queryKey: [...verticalsKey, 'one', id],
    queryFn: () => api.get(`/admin/verticals/${encodeURIComponent(id)}`, Vertical),
    retry: false,
  });
export const useVertical = (id: string) => useQuery(verticalQuery(id));

/** POST /admin/verticals */
export const useCreateVertical = () =>
  useRefreshingMutation(verticalsKey, (body: CreateVerticalBody) => api.post('/admin/verticals', body, Vertical));

/** PUT /admin/verticals/{id} */
export const useUpdateVertical = (id: string) =>
  useRefreshingMutation(verticalsKey, (body: UpdateVerticalBody) =>
    api.put(`/admin/verticals/${encodeURIComponent(id)}`, body, Vertical),
  );
