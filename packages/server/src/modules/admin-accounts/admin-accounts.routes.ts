import { IdParam } from '@storelens/contract/api/accounts';
import {
  AdminAccount,
  AdminAccountsAnswer,
  AdminAccountsQuery,
  AdminVerticalParam,
  CreateAdminAccountBody,
  ParentAccountsAnswer,
  UpdateAdminAccountBody,
} from '@storelens/contract/api/admin-accounts';
import { ErrorAnswer } from '@storelens/contract/api/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { accessOf, accountAccessOf, allow } from '../../identity/route-access.ts';
import {
  createAdminAccount,
  getAdminAccount,
  listAdminAccounts,
  listParentAccounts,
  updateAdminAccount,
} from './admin-accounts.service.ts';

const errors = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer };

/** The admin accounts calls (spec 1 §7 Admin accounts). hasAccounts; system admins pass (spec 1 §6). */
export function registerAdminAccountRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin-accounts'];

  r.get(
    '/admin/accounts',
    {
      schema: {
        tags,
        summary: 'A page of accounts: take, skip, sortBy, sortOrder, filter (name substring)',
        querystring: AdminAccountsQuery,
        response: { 200: AdminAccountsAnswer, ...errors },
      },
      config: allow.systemUser('hasAccounts'),
    },
    async (request) => listAdminAccounts(deps, accessOf(request), request.query),
  );

  r.get(
    '/admin/accounts/parentAccounts/:verticalId',
    {
      schema: {
        tags,
        summary: 'The rollup accounts of a vertical (parent choices)',
        params: AdminVerticalParam,
        response: { 200: ParentAccountsAnswer, ...errors },
      },
      config: allow.systemUser('hasAccounts'),
    },
    async (request) => listParentAccounts(deps, accessOf(request), request.params.verticalId),
  );

  r.get(
    '/admin/accounts/:id',
    {
      schema: {
        tags,
        summary: 'An account, admin view',
        params: IdParam,
        response: { 200: AdminAccount, ...errors },
      },
      config: allow.systemUser('hasAccounts', 'id'),
    },
    async (request) => getAdminAccount(accountAccessOf(request)),
  );

  r.post(
    '/admin/accounts/:verticalId',
    {
      schema: {
        tags,
        summary: 'Create an account in a vertical',
        params: AdminVerticalParam,
        body: CreateAdminAccountBody,
        response: { 200: AdminAccount, ...errors },
      },
      config: allow.systemUser('hasAccounts'),
    },
    async (request) => createAdminAccount(deps, accessOf(request), request.params.verticalId, request.body, request.ip),
  );

  r.put(
    '/admin/accounts/:id',
    {
      schema: {
        tags,
        summary: 'Update an account (deactivating disables its sources)',
        params: IdParam,
        body: UpdateAdminAccountBody,
        response: { 200: AdminAccount, ...errors },
      },
      config: allow.systemUser('hasAccounts', 'id'),
    },
    async (request) => updateAdminAccount(deps, accountAccessOf(request), request.body, request.ip),
  );
}
