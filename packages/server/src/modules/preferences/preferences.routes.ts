import {
  PreferencesAnswer,
  PreferencesQuery,
  UpdatePreferencesAnswer,
  UpdatePreferencesBody,
} from '@storelens/contract/api/preferences';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { allow } from '../../identity/route-access.ts';
import { LINK_ERRORS, routeTable } from '../../identity/route-table.ts';
import { getPreferences, updatePreferences } from './preferences.service.ts';

/** Email preferences behind a link (spec 2 §7): public, the token is the authority. */
export function registerPreferencesRoutes(app: FastifyInstance, deps: Deps): void {
  const route = routeTable(app, { tag: 'preferences', errors: LINK_ERRORS });
  const access = { ...allow.anyone(), rateLimited: true };

  route.get(
    '/email/preferences',
    { summary: 'Read a subscription', query: PreferencesQuery, answer: PreferencesAnswer, access },
    async (request) => getPreferences(deps, request.query.token),
  );
  route.put(
    '/email/preferences',
    { summary: 'Subscribe or unsubscribe', body: UpdatePreferencesBody, answer: UpdatePreferencesAnswer, access },
    async (request) => updatePreferences(deps, request.body.token, request.body.subscribed, request.ip),
  );
}
