import { ApiKeysAnswer, type CreateApiKeyBody, CreatedApiKey, RevokedApiKey } from '@storelens/contract/api/api-keys';
import { api } from '../../lib/api.ts';
import { useRefreshingMutation } from '../../lib/query-hooks.ts';

/** GET /user/apiKeys: the signed-in user's own keys */
export const apiKeysQuery = {
  queryKey: ['user', 'apiKeys'] as const,
  queryFn: () => api.get('/user/apiKeys', ApiKeysAnswer),
};

/** POST /user/apiKeys: answers the new key, which the page shows once */
export const useCreateApiKey = () =>
  useRefreshingMutation(apiKeysQuery.queryKey, (body: CreateApiKeyBody) =>
    api.post('/user/apiKeys', body, CreatedApiKey),
  );

/** DELETE /user/apiKeys/{id}: the key stops working at once */
export const useRevokeApiKey = () =>
  useRefreshingMutation(apiKeysQuery.queryKey, (id: number) => api.delete(`/user/apiKeys/${id}`, RevokedApiKey));
