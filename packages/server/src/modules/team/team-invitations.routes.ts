import { TokenParam } from '@storelens/contract/api/auth';
import { MessageAnswer } from '@storelens/contract/api/profile';
import { TeamInvitationAnswer } from '@storelens/contract/api/team';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { allow } from '../../identity/route-access.ts';
import { LINK_ERRORS, routeTable } from '../../identity/route-table.ts';
import { acceptTeamInvitation, validateTeamInvitation } from './team-invitations.service.ts';

/** The emailed team invitation of someone who already has a user: public, behind the link's token. */
export function registerTeamInvitationRoutes(app: FastifyInstance, deps: Deps): void {
  const route = routeTable(app, { tag: 'auth', errors: LINK_ERRORS });
  const access = { ...allow.anyone(), rateLimited: true };

  route.get(
    '/auth/join/team/validate/:token',
    {
      summary: 'Check a team invitation of someone who already has a user',
      params: TokenParam,
      answer: TeamInvitationAnswer,
      access,
    },
    async (request) => validateTeamInvitation(deps, request.params.token),
  );
  route.put(
    '/auth/join/team/:token',
    {
      summary: 'Accept a team invitation: only then does the invitee join the account',
      params: TokenParam,
      answer: MessageAnswer,
      access,
    },
    async (request) => acceptTeamInvitation(deps, request.params.token, request.ip),
  );
}
