import { Profile, TimeZoneAnswer, TimeZoneBody } from '@storelens/contract/api/profile';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { accessOf, allow } from '../../identity/route-access.ts';
import { routeTable } from '../../identity/route-table.ts';
import { getProfile, saveTimeZone } from './profile.service.ts';

export function registerProfileRoutes(app: FastifyInstance, deps: Deps): void {
  const route = routeTable(app, { tag: 'profile', errors: [400, 401] });
  const access = allow.signedIn();

  route.get('/user', { summary: 'The signed-in user', answer: Profile, access, errors: [401] }, async (request) =>
    getProfile(accessOf(request)),
  );
  route.put(
    '/user/timezone',
    { summary: "Save the user's time zone", body: TimeZoneBody, answer: TimeZoneAnswer, access },
    async (request) => saveTimeZone(deps.database.db, accessOf(request).user.id, request.body.timeZone),
  );
}
