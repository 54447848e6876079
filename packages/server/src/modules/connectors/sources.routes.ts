import { IdParam } from '@storelens/contract/api/accounts';
import { ErrorAnswer } from '@storelens/contract/api/errors';
import {
  AccountParams,
  CreateSourceAnswer,
  CreateSourceBody,
  DeleteDataAnswer,
  SourceAnswer,
  SourceLimitAnswer,
  SourceListAnswer,
  SourceParams,
  SourceStateAnswer,
  UpdateSourceBody,
} from '@storelens/contract/api/sources';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { writeAudit } from '../../platform/audit.ts';
import { guard, requireAuth } from '../auth/guards.ts';
import { requireConnectorAccount } from './connector-access.ts';
import {
  createSource,
  deleteSource,
  getSource,
  listSources,
  setSourceActive,
  sourceLimit,
  updateSource,
} from './sources.service.ts';

const errors = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer, 502: ErrorAnswer };
const tags = ['sources'];
const preHandler = guard.feature('hasConnectors');

/** spec 2 §7 Sources, and spec 1 §7 GET /accounts/sources/{id}. */
export function registerSourceRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  r.get(
    '/sources/:accountId',
    {
      schema: {
        tags,
        summary: "The account's sources (dashboard)",
        params: AccountParams,
        response: { 200: SourceListAnswer, ...errors },
      },
      preHandler,
    },
    async (request) => {
      await requireConnectorAccount(db, request, request.params.accountId);
      return listSources(deps, request.params.accountId);
    },
  );

  r.get(
    '/accounts/sources/:id',
    {
      schema: {
        tags,
        summary: "The account's sources",
        params: IdParam,
        response: { 200: SourceListAnswer, ...errors },
      },
      preHandler,
    },
    async (request) => {
      await requireConnectorAccount(db, request, request.params.id);
      return listSources(deps, request.params.id);
    },
  );

  r.get(
    '/sources/:accountId/limit',
    {
      schema: {
        tags,
        summary: 'Sources used and allowed',
        params: AccountParams,
        response: { 200: SourceLimitAnswer, ...errors },
      },
      preHandler,
    },
    async (request) => {
      await requireConnectorAccount(db, request, request.params.accountId);
      return sourceLimit(deps, request.params.accountId);
    },
  );

  r.get(
    '/sources/:accountId/:id',
    {
      schema: {
        tags,
        summary: 'One source (secrets masked)',
        params: SourceParams,
        response: { 200: SourceAnswer, ...errors },
      },
      preHandler,
    },
    async (request) => {
      await requireConnectorAccount(db, request, request.params.accountId);
      return getSource(deps, request.params.accountId, request.params.id);
    },
  );

  r.post(
    '/sources/:accountId/',
    {
      schema: {
        tags,
        summary: 'Create a source',
        params: AccountParams,
        body: CreateSourceBody,
        response: { 200: CreateSourceAnswer, ...errors },
      },
      preHandler,
    },
    async (request) => {
      const user = await requireConnectorAccount(db, request, request.params.accountId);
      const source = await createSource(deps, request.params.accountId, request.body);
      await writeAudit(db, {
        action: 'source.create',
        actorUserId: user.id,
        accountId: request.params.accountId,
        targetType: 'source',
        targetId: source.id,
      });
      return source;
    },
  );

  r.patch(
    '/sources/:accountId/:id/',
    {
      schema: {
        tags,
        summary: 'Update a source',
        params: SourceParams,
        body: UpdateSourceBody,
        response: { 200: SourceAnswer, ...errors },
      },
      preHandler,
    },
    async (request) => {
      await requireConnectorAccount(db, request, request.params.accountId);
      return updateSource(deps, request.params.accountId, request.params.id, request.body);
    },
  );

  for (const [action, active] of [
    ['enable', true],
    ['disable', false],
  ] as const) {
    r.patch(
      `/sources/:accountId/:id/${action}`,
      {
        schema: {
          tags,
          summary: `${action === 'enable' ? 'Enable' : 'Disable'} a source`,
          params: SourceParams,
          response: { 200: SourceStateAnswer, ...errors },
        },
        preHandler,
      },
      async (request) => {
        await requireConnectorAccount(db, request, request.params.accountId);
        return setSourceActive(deps, request.params.accountId, request.params.id, active);
      },
    );
  }

  r.delete(
    '/sources/:accountId/:id',
    {
      schema: {
        tags,
        summary: 'Delete a source without stored data',
        params: SourceParams,
        response: { 200: z.object({ id: z.number() }), ...errors },
      },
      preHandler,
    },
    async (request) => {
      await requireConnectorAccount(db, request, request.params.accountId);
      return deleteSource(deps, request.params.accountId, request.params.id);
    },
  );

  r.delete(
    '/sources/deleteData/:accountId',
    {
      schema: {
        tags,
        summary: "Delete the account's stored data (background job)",
        params: AccountParams,
        response: { 200: DeleteDataAnswer, ...errors },
      },
      preHandler,
    },
    async (request) => {
      const { accountId } = request.params;
      await requireConnectorAccount(db, request, accountId);
      await deps.sendJob('delete-account-data', { accountId });
      await writeAudit(db, { action: 'connectors.deleteData', actorUserId: requireAuth(request).user.id, accountId });
      return { status: 'Started' as const };
    },
  );
}
