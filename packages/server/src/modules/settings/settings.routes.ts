import { ErrorAnswer } from '@storelens/contract/api/errors';
import { SaveSettingBody, SettingAnswer, SettingQuery } from '@storelens/contract/api/settings';
import { settingNameField } from '@storelens/contract/validation/user-settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { accessOf, allow } from '../../identity/route-access.ts';
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
        params: z.object({ name: settingNameField() }),
        querystring: SettingQuery,
        response: { 200: SettingAnswer, ...errors },
      },
      config: allow.signedIn(),
    },
    async (request) => getSetting(db, accessOf(request).user, request.params.name, request.query.accountId),
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
      config: allow.signedIn(),
    },
    async (request) => saveSetting(db, accessOf(request).user, request.body),
  );
}
