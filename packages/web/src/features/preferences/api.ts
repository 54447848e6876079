import {
  PreferencesAnswer,
  UpdatePreferencesAnswer,
  type UpdatePreferencesBody,
} from '@storelens/contract/api/preferences';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

const preferencesKey = (token: string) => ['email', 'preferences', token];

/** GET /email/preferences?token: reads only. */
export const usePreferences = (token: string) =>
  useQuery({
    queryKey: preferencesKey(token),
    queryFn: () => api.get(`/email/preferences?token=${encodeURIComponent(token)}`, PreferencesAnswer),
    enabled: token !== '',
    retry: false,
  });

/** PUT /email/preferences {token, subscribed} */
export const useUpdatePreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePreferencesBody) => api.put('/email/preferences', body, UpdatePreferencesAnswer),
    onSuccess: (answer, body) =>
      queryClient.setQueryData(preferencesKey(body.token), { subscribed: answer.subscribed, name: answer.name }),
  });
};
