import {
  AccountSettingParams,
  BrandAccountsBody,
  CONNECTION_MESSAGES,
  ConnectionAccountParam,
  ConnectionEmailAnswer,
  ConnectionEmailBody,
  ConnectionEmailParam,
  ConnectionHistoryAnswer,
  ConnectionHistoryParams,
  ConnectionMessageAnswer,
  ConnectionRequestBody,
  ConnectionsAnswer,
  DataPermissionSetting,
  DataPermissionSettingsAnswer,
  RetailerAccountsBody,
  SaveAccountSettingBody,
} from '@storelens/contract/api/connections';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { type AccountAccess, accountAccessOf, allow } from '../../identity/route-access.ts';
import { LINK_ERRORS, routeTable } from '../../identity/route-table.ts';
import { answerConnectionEmail } from './connection-email.service.ts';
import {
  addBrands,
  connectionHistoryOf,
  listBrandConnections,
  listRetailerConnections,
  removeBrands,
  requestConnections,
  resendConnections,
  revokeConnections,
} from './connections.service.ts';
import { getDataSetting, listDataSettings, saveDataSetting } from './data-settings.service.ts';

/**
 * Brand–retailer connections and retailer data permissions (spec 3 §7 "Connections and settings",
 * spec 1 §7 POST /accounts/connections/email/{id}). The screens are the account admin's (spec 3 §2,
 * §6); the services check the account's type and its accountConnections page.
 */
export function registerConnectionRoutes(app: FastifyInstance, deps: Deps): void {
  const route = routeTable(app, { tag: 'connections' });
  const access = allow.accountAdmin('accountId');
  const params = ConnectionAccountParam;

  /** A POST that changes connections and answers the spec's sentence for it. */
  const action = <B extends z.ZodType>(
    path: string,
    summary: string,
    body: B,
    run: (access: AccountAccess, body: z.infer<B>, ip: string) => Promise<void>,
    message: string,
  ) =>
    route.post(path, { summary, params, body, answer: ConnectionMessageAnswer, access }, async (request) => {
      await run(accountAccessOf(request), request.body as z.infer<B>, request.ip);
      return { message };
    });

  route.get(
    '/accounts/connections/brand/:accountId',
    { summary: 'Retailers and their status', params, answer: ConnectionsAnswer, access },
    async (request) => listBrandConnections(deps, accountAccessOf(request)),
  );
  action(
    '/accounts/connections/brand/:accountId',
    'Request access',
    ConnectionRequestBody,
    (access, body, ip) => requestConnections(deps, access, body, ip),
    CONNECTION_MESSAGES.requestSent,
  );
  action(
    '/accounts/connections/brand/revoke/:accountId',
    'Revoke pending requests',
    RetailerAccountsBody,
    (access, body, ip) => revokeConnections(deps, access, body, ip),
    CONNECTION_MESSAGES.removed,
  );
  action(
    '/accounts/connections/brand/resend/:accountId',
    'Resend pending requests',
    ConnectionRequestBody,
    (access, body, ip) => resendConnections(deps, access, body, ip),
    CONNECTION_MESSAGES.resent,
  );

  route.get(
    '/accounts/connections/retailer/:accountId',
    { summary: 'Brands and their status', params, answer: ConnectionsAnswer, access },
    async (request) => listRetailerConnections(deps, accountAccessOf(request)),
  );
  route.get(
    '/accounts/connections/retailer/history/:accountId/:brandAccountId',
    {
      summary: 'A connection’s history (newest 10)',
      params: ConnectionHistoryParams,
      answer: ConnectionHistoryAnswer,
      access,
    },
    async (request) => connectionHistoryOf(deps, accountAccessOf(request), request.params.brandAccountId),
  );
  action(
    '/accounts/connections/retailer/add/:accountId',
    'Approve or add brands',
    BrandAccountsBody,
    (access, body, ip) => addBrands(deps, access, body, ip),
    CONNECTION_MESSAGES.added,
  );
  action(
    '/accounts/connections/retailer/remove/:accountId',
    'Deny or remove brands',
    BrandAccountsBody,
    (access, body, ip) => removeBrands(deps, access, body, ip),
    CONNECTION_MESSAGES.removed,
  );

  route.post(
    '/accounts/connections/email/:id',
    {
      summary: 'Answer a request by its emailed link (no session)',
      params: ConnectionEmailParam,
      body: ConnectionEmailBody,
      answer: ConnectionEmailAnswer,
      // the emailed link's token, under the spec's name {id}: kept out of the log like every link token
      access: { ...allow.anyone(), rateLimited: true, linkTokenParams: ['id'] },
      errors: LINK_ERRORS,
    },
    async (request) => answerConnectionEmail(deps, request.params.id, request.body.response),
  );

  route.get(
    '/accounts/settings/retailerDataPermissions/:accountId',
    { summary: 'Data permission settings', params, answer: DataPermissionSettingsAnswer, access },
    async (request) => listDataSettings(deps, accountAccessOf(request)),
  );
  route.get(
    '/accounts/settings/:accountId/:typeId',
    { summary: 'One data permission setting', params: AccountSettingParams, answer: DataPermissionSetting, access },
    async (request) => getDataSetting(deps, accountAccessOf(request), request.params.typeId),
  );
  route.post(
    '/accounts/settings/:accountId',
    {
      summary: 'Save a data permission setting',
      params,
      body: SaveAccountSettingBody,
      answer: DataPermissionSetting,
      access,
    },
    async (request) => saveDataSetting(deps, accountAccessOf(request), request.body, request.ip),
  );
}
