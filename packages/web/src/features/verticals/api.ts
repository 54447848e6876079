import {
  type CreateVerticalBody,
  type UpdateVerticalBody,
  Vertical,
  VerticalsAnswer,
} from '@storelens/contract/api/verticals';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

const verticalsKey = ['admin', 'verticals'] as const;

/** GET /admin/verticals (id and name; with includeMetadata the whole verticals). */
export const verticalsQuery = (includeMetadata = false) =>
  queryOptions({
    queryKey: [...verticalsKey, 'list', includeMetadata],
    queryFn: () => api.get(`/admin/verticals${includeMetadata ? '?includeMetadata=true' : ''}`, VerticalsAnswer),
  });
export const useVerticals = (includeMetadata = false) => useQuery(verticalsQuery(includeMetadata));

/** GET /admin/verticals/{id} */
export const verticalQuery = (id: string) =>
  queryOptions({
    queryKey: [...verticalsKey, 'one', id],
    queryFn: () => api.get(`/admin/verticals/${encodeURIComponent(id)}`, Vertical),
    retry: false,
  });
export const useVertical = (id: string) => useQuery(verticalQuery(id));

/** POST /admin/verticals */
export const useCreateVertical = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateVerticalBody) => api.post('/admin/verticals', body, Vertical),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verticalsKey }),
  });
};

/** PUT /admin/verticals/{id} */
export const useUpdateVertical = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateVerticalBody) => api.put(`/admin/verticals/${encodeURIComponent(id)}`, body, Vertical),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verticalsKey }),
  });
};
