import { ActiveAccount, IdParam, UserAccountsAnswer, UserAccountsQuery } from '@storelens/contract/api/accounts';
import { ErrorAnswer } from '@storelens/contract/api/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { accessOf, accountAccessOf, allow } from '../../identity/route-access.ts';
import { getActiveAccount, getUserAccounts } from './accounts.service.ts';

const errors = { 401: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer };

export function registerAccountRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  r.get(
    '/user/accounts',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Accounts the user may switch to',
        querystring: UserAccountsQuery,
        response: { 200: UserAccountsAnswer, ...errors },
      },
      config: allow.signedIn(),
    },
    async (request) => getUserAccounts(db, accessOf(request).user, request.query),
  );

  r.get(
    '/accounts/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The active account',
        params: IdParam,
        response: { 200: ActiveAccount, ...errors },
      },
      config: allow.accountMember('id'),
    },
    async (request) => getActiveAccount(db, accountAccessOf(request)),
  );
}
