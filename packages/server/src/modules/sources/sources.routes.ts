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
import { accountAccessOf, allow } from '../../identity/route-access.ts';
import {
  createSource,
  deleteSource,
  getSource,
  listSources,
  setSourceActive,
  sourceLimit,
  startDeleteAccountData,
  updateSource,
} from './sources.service.ts';

const errors = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer, 502: ErrorAnswer };
const tags = ['sources'];
// spec 2 §6: a system user with the connectors flag, within the vertical limits of the account in the path
const forAccount = allow.systemUser('hasConnectors', 'accountId');
const forId = allow.systemUser('hasConnectors', 'id');

/** spec 2 §7 Sources, and spec 1 §7 GET /accounts/sources/{id}. */
export function registerSourceRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/sources/:accountId',
    {
      schema: {
        tags,
        summary: "The account's sources (dashboard)",
        params: AccountParams,
        response: { 200: SourceListAnswer, ...errors },
      },
      config: forAccount,
    },
    async (request) => listSources(deps, accountAccessOf(request)),
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
      config: forId,
    },
    async (request) => listSources(deps, accountAccessOf(request)),
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
      config: forAccount,
    },
    async (request) => sourceLimit(deps, accountAccessOf(request)),
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
      config: forAccount,
    },
    async (request) => getSource(deps, accountAccessOf(request), request.params.id),
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
      config: forAccount,
    },
    async (request) => createSource(deps, accountAccessOf(request), request.body, request.ip),
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
      config: forAccount,
    },
    async (request) => updateSource(deps, accountAccessOf(request), request.params.id, request.body, request.ip),
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
        config: forAccount,
      },
      async (request) => setSourceActive(deps, accountAccessOf(request), request.params.id, active, request.ip),
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
      config: forAccount,
    },
    async (request) => deleteSource(deps, accountAccessOf(request), request.params.id, request.ip),
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
      config: forAccount,
    },
    async (request) => startDeleteAccountData(deps, accountAccessOf(request), request.ip),
  );
}
