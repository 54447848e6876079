import { TokenParam } from '@storelens/contract/api/auth';
import { ErrorAnswer } from '@storelens/contract/api/errors';
import { MessageAnswer } from '@storelens/contract/api/profile';
import { TeamInvitationAnswer } from '@storelens/contract/api/team';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { allow } from '../../identity/route-access.ts';
import { acceptTeamInvitation, validateTeamInvitation } from './team-invitations.service.ts';

const errors = { 400: ErrorAnswer, 429: ErrorAnswer };

/** The emailed team invitation of someone who already has a user: public, behind the link's token. */
export function registerTeamInvitationRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const limited = { ...allow.anyone(), rateLimited: true };

  r.get(
    '/auth/join/team/validate/:token',
    {
      schema: {
        tags,
        summary: 'Check a team invitation of someone who already has a user',
        params: TokenParam,
        response: { 200: TeamInvitationAnswer, ...errors },
      },
      config: limited,
    },
    async (request) => validateTeamInvitation(deps, request.params.token),
  );

  r.put(
    '/auth/join/team/:token',
    {
      schema: {
        tags,
        summary: 'Accept a team invitation: only then does the invitee join the account',
        params: TokenParam,
        response: { 200: MessageAnswer, ...errors },
      },
      config: limited,
    },
    async (request) => acceptTeamInvitation(deps, request.params.token, request.ip),
  );
}
