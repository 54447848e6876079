import { ActiveAccount, IdParam, UserAccountsAnswer, UserAccountsQuery } from '@storelens/contract/api/accounts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { accessOf, accountAccessOf, allow } from '../../identity/route-access.ts';
import { routeTable } from '../../identity/route-table.ts';
import { getActiveAccount, getUserAccounts } from './accounts.service.ts';

export function registerAccountRoutes(app: FastifyInstance, deps: Deps): void {
  const route = routeTable(app, { tag: 'accounts', errors: [401, 403, 404] });
  const db = deps.database.db;

  route.get(
    '/user/accounts',
    {
      summary: 'Accounts the user may switch to',
      query: UserAccountsQuery,
      answer: UserAccountsAnswer,
      access: allow.signedIn(),
    },
    async (request) => getUserAccounts(db, accessOf(request).user, request.query),
  );
  route.get(
    '/accounts/:id',
    { summary: 'The active account', params: IdParam, answer: ActiveAccount, access: allow.accountMember('id') },
    async (request) => getActiveAccount(db, accountAccessOf(request)),
  );
}
