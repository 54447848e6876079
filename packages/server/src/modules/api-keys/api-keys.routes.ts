import {
  ApiKeyIdParam,
  ApiKeysAnswer,
  CreateApiKeyBody,
  CreatedApiKey,
  RevokedApiKey,
} from '@storelens/contract/api/api-keys';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { accessOf, allow } from '../../identity/route-access.ts';
import { routeTable } from '../../identity/route-table.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.ts';

/** The signed-in user's API keys. Managed from a browser session only: a key cannot mint or revoke keys. */
export function registerApiKeyRoutes(app: FastifyInstance, deps: Deps): void {
  const route = routeTable(app, { tag: 'api-keys', errors: [400, 401, 403, 404] });
  const access = { ...allow.signedIn(), keyless: true };

  route.get('/user/apiKeys', { summary: 'My API keys', answer: ApiKeysAnswer, access }, async (request) =>
    listApiKeys(deps, accessOf(request)),
  );
  route.post(
    '/user/apiKeys',
    {
      summary: 'Create an API key (shown this once)',
      body: CreateApiKeyBody,
      answer: CreatedApiKey,
      status: 201,
      access,
    },
    async (request) => createApiKey(deps, accessOf(request), request.body, request.ip),
  );
  route.delete(
    '/user/apiKeys/:id',
    { summary: 'Revoke an API key', params: ApiKeyIdParam, answer: RevokedApiKey, access },
    async (request) => revokeApiKey(deps, accessOf(request), request.params.id, request.ip),
  );
}
