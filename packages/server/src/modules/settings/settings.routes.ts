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
      // any signed-in user; a setting kept per account needs that account
      config: allow.accountMember({ query: 'accountId' }),
    },
    async (request) => getSetting(db, accessOf(request), request.params.name),
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
      // any signed-in user; a setting kept per account needs that account, and lastAccount (the
      // account the user works in) must name one they may see
      config: allow.accountMember([
        { body: 'accountId' },
        { body: 'value', when: { body: 'name', equals: 'lastAccount' } },
      ]),
    },
    async (request) => saveSetting(db, accessOf(request), request.body),
  );
}
