import { ErrorAnswer } from '@storelens/contract/api/errors';
import { SaveSettingBody, SettingAnswer, SettingQuery } from '@storelens/contract/api/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { guard, requireAuth } from '../auth/guards.ts';
import { getSetting, saveSetting } from './settings.service.ts';

const errors = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer };

export function registerSettingsRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  r.get(
    '/user/settings/:name',
    {
      schema: {
        tags: ['settings'],
        summary: 'One user setting',
        params: z.object({ name: z.string().min(1).max(100) }),
        querystring: SettingQuery,
        response: { 200: SettingAnswer, ...errors },
      },
      preHandler: guard.signedIn,
    },
    async (request) => getSetting(db, requireAuth(request).user, request.params.name, request.query.accountId),
  );

  r.post(
    '/user/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Save a user setting',
        body: SaveSettingBody,
        response: { 200: SettingAnswer, ...errors },
      },
      preHandler: guard.signedIn,
    },
    async (request) => saveSetting(db, requireAuth(request).user, request.body),
  );
}
