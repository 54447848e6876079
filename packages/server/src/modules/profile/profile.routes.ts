import { ErrorAnswer } from '@storelens/contract/api/errors';
import { Profile, TimeZoneAnswer, TimeZoneBody } from '@storelens/contract/api/profile';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { accessOf, allow } from '../../identity/route-access.ts';
import { getProfile, saveTimeZone } from './profile.service.ts';

export function registerProfileRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/user',
    {
      schema: { tags: ['profile'], summary: 'The signed-in user', response: { 200: Profile, 401: ErrorAnswer } },
      config: allow.signedIn(),
    },
    async (request) => getProfile(accessOf(request)),
  );

  r.put(
    '/user/timezone',
    {
      schema: {
        tags: ['profile'],
        summary: "Save the user's time zone",
        body: TimeZoneBody,
        response: { 200: TimeZoneAnswer, 400: ErrorAnswer, 401: ErrorAnswer },
      },
      config: allow.signedIn(),
    },
    async (request) => saveTimeZone(deps.database.db, accessOf(request).user.id, request.body.timeZone),
  );
}
