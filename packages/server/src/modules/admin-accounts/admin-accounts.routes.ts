import { IdParam } from '@storelens/contract/api/accounts';
import {
  AdminAccount,
  AdminAccountsAnswer,
  AdminAccountsQuery,
  AdminAccountVerticalParam,
  AdminVerticalParam,
  CreateAdminAccountBody,
  ParentAccountsAnswer,
  UpdateAdminAccountBody,
} from '@storelens/contract/api/admin-accounts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { accessOf, accountAccessOf, allow } from '../../identity/route-access.ts';
import { routeTable } from '../../identity/route-table.ts';
import {
  createAdminAccount,
  getAdminAccount,
  listAdminAccounts,
  listParentAccounts,
  updateAdminAccount,
} from './admin-accounts.service.ts';

/** The admin accounts calls (spec 1 §7 Admin accounts). hasAccounts; system admins pass (spec 1 §6). */
export function registerAdminAccountRoutes(app: FastifyInstance, deps: Deps): void {
  const route = routeTable(app, { tag: 'admin-accounts' });
  const access = allow.systemUser('hasAccounts');
  const forId = allow.systemUser('hasAccounts', 'id');

  route.get(
    '/admin/accounts',
    {
      summary: 'A page of accounts: take, skip, sortBy, sortOrder, filter (name substring)',
      query: AdminAccountsQuery,
      answer: AdminAccountsAnswer,
      access,
    },
    async (request) => listAdminAccounts(deps, accessOf(request), request.query),
  );
  route.get(
    '/admin/accounts/parentAccounts/:verticalId',
    {
      summary: 'The rollup accounts of a vertical (parent choices)',
      params: AdminVerticalParam,
      answer: ParentAccountsAnswer,
      access,
    },
    async (request) => listParentAccounts(deps, accessOf(request), request.params.verticalId),
  );
  route.get(
    '/admin/accounts/:id',
    { summary: 'An account, admin view', params: IdParam, answer: AdminAccount, access: forId },
    async (request) => getAdminAccount(accountAccessOf(request)),
  );
  route.post(
    '/admin/accounts/:id',
    {
      summary: 'Create an account in a vertical',
      params: AdminAccountVerticalParam,
      body: CreateAdminAccountBody,
      answer: AdminAccount,
      access,
    },
    async (request) => createAdminAccount(deps, accessOf(request), request.params.id, request.body, request.ip),
  );
  route.put(
    '/admin/accounts/:id',
    {
      summary: 'Update an account (deactivating disables its sources)',
      params: IdParam,
      body: UpdateAdminAccountBody,
      answer: AdminAccount,
      access: forId,
    },
    async (request) => updateAdminAccount(deps, accountAccessOf(request), request.body, request.ip),
  );
}
