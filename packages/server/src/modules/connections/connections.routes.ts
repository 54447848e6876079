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
import { ErrorAnswer } from '@storelens/contract/api/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { type AccountAccess, accountAccessOf, allow } from '../../identity/route-access.ts';
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

const errors = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer };
const done = (message: string) => ({ message });

/**
 * Brand–retailer connections and retailer data permissions (spec 3 §7 "Connections and settings",
 * spec 1 §7 POST /accounts/connections/email/{id}). The screens are the account admin's (spec 3 §2,
 * §6); the services check the account's type and its accountConnections page.
 */
export function registerConnectionRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['connections'];
  const admin = allow.accountAdmin('accountId');
  const params = ConnectionAccountParam;
  const ok = { 200: ConnectionMessageAnswer, ...errors };

  r.get(
    '/accounts/connections/brand/:accountId',
    {
      schema: { tags, summary: 'Retailers and their status', params, response: { 200: ConnectionsAnswer, ...errors } },
      config: admin,
    },
    async (request) => listBrandConnections(deps, accountAccessOf(request)),
  );
  /** A POST that changes connections and answers the spec's sentence for it. */
  const action = <B extends z.ZodType>(
    path: string,
    summary: string,
    body: B,
    run: (access: AccountAccess, body: z.infer<B>, ip: string) => Promise<void>,
    message: string,
  ) =>
    r.post(path, { schema: { tags, summary, params, body, response: ok }, config: admin }, async (request) => {
      await run(accountAccessOf(request), request.body as z.infer<B>, request.ip);
      return done(message);
    });

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

  r.get(
    '/accounts/connections/retailer/:accountId',
    {
      schema: { tags, summary: 'Brands and their status', params, response: { 200: ConnectionsAnswer, ...errors } },
      config: admin,
    },
    async (request) => listRetailerConnections(deps, accountAccessOf(request)),
  );
  r.get(
    '/accounts/connections/retailer/history/:accountId/:brandAccountId',
    {
      schema: {
        tags,
        summary: 'A connection’s history (newest 10)',
        params: ConnectionHistoryParams,
        response: { 200: ConnectionHistoryAnswer, ...errors },
      },
      config: admin,
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

  r.post(
    '/accounts/connections/email/:id',
    {
      schema: {
        tags,
        summary: 'Answer a request by its emailed link (no session)',
        params: ConnectionEmailParam,
        body: ConnectionEmailBody,
        response: { 200: ConnectionEmailAnswer, 400: ErrorAnswer, 429: ErrorAnswer },
      },
      // the emailed link's token, under the spec's name {id}: kept out of the log like every link token
      config: { ...allow.anyone(), rateLimited: true, linkTokenParams: ['id'] },
    },
    async (request) => answerConnectionEmail(deps, request.params.id, request.body.response),
  );

  r.get(
    '/accounts/settings/retailerDataPermissions/:accountId',
    {
      schema: {
        tags,
        summary: 'Data permission settings',
        params,
        response: { 200: DataPermissionSettingsAnswer, ...errors },
      },
      config: admin,
    },
    async (request) => listDataSettings(deps, accountAccessOf(request)),
  );
  r.get(
    '/accounts/settings/:accountId/:typeId',
    {
      schema: {
        tags,
        summary: 'One data permission setting',
        params: AccountSettingParams,
        response: { 200: DataPermissionSetting, ...errors },
      },
      config: admin,
    },
    async (request) => getDataSetting(deps, accountAccessOf(request), request.params.typeId),
  );
  r.post(
    '/accounts/settings/:accountId',
    {
      schema: {
        tags,
        summary: 'Save a data permission setting',
        params,
        body: SaveAccountSettingBody,
        response: { 200: DataPermissionSetting, ...errors },
      },
      config: admin,
    },
    async (request) => saveDataSetting(deps, accountAccessOf(request), request.body, request.ip),
  );
}
