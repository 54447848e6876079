import { SaveSettingBody, SettingAnswer, SettingQuery } from '@storelens/contract/api/settings';
import { settingNameField } from '@storelens/contract/validation/user-settings';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { accessOf, allow } from '../../identity/route-access.ts';
import { routeTable } from '../../identity/route-table.ts';
import { getSetting, saveSetting } from './settings.service.ts';

export function registerSettingsRoutes(app: FastifyInstance, deps: Deps): void {
  const route = routeTable(app, { tag: 'settings' });
  const db = deps.database.db;

  route.get(
    '/user/settings/:name',
    {
      summary: 'One user setting',
      params: z.object({ name: settingNameField() }),
      query: SettingQuery,
      answer: SettingAnswer,
      // any signed-in user; a setting kept per account needs that account
      access: allow.accountMember({ query: 'accountId' }),
    },
    async (request) => getSetting(db, accessOf(request), request.params.name),
  );
  route.post(
    '/user/settings',
    {
      summary: 'Save a user setting',
      body: SaveSettingBody,
      answer: SettingAnswer,
      // any signed-in user; a setting kept per account needs that account, and lastAccount (the
      // account the user works in) must name one they may see
      access: allow.accountMember([
        { body: 'accountId' },
        { body: 'value', when: { body: 'name', equals: 'lastAccount' } },
      ]),
    },
    async (request) => saveSetting(db, accessOf(request), request.body),
  );
}
