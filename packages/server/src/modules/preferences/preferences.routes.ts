import { ErrorAnswer } from '@storelens/contract/api/errors';
import {
  PreferencesAnswer,
  PreferencesQuery,
  UpdatePreferencesAnswer,
  UpdatePreferencesBody,
} from '@storelens/contract/api/preferences';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { allow } from '../../identity/route-access.ts';
import { getPreferences, updatePreferences } from './preferences.service.ts';

const errors = { 400: ErrorAnswer, 429: ErrorAnswer };

/** Email preferences behind a link (spec 2 §7): public, the token is the authority. */
export function registerPreferencesRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['preferences'];

  r.get(
    '/email/preferences',
    {
      schema: {
        tags,
        summary: 'Read a subscription',
        querystring: PreferencesQuery,
        response: { 200: PreferencesAnswer, ...errors },
      },
      config: { ...allow.anyone(), rateLimited: true },
    },
    async (request) => getPreferences(deps, request.query.token),
  );

  r.put(
    '/email/preferences',
    {
      schema: {
        tags,
        summary: 'Subscribe or unsubscribe',
        body: UpdatePreferencesBody,
        response: { 200: UpdatePreferencesAnswer, ...errors },
      },
      config: { ...allow.anyone(), rateLimited: true },
    },
    async (request) => updatePreferences(deps, request.body.token, request.body.subscribed, request.ip),
  );
}
