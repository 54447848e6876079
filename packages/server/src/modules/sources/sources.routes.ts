import { IdParam } from '@storelens/contract/api/accounts';
import { ResyncBody, SourceRunAnswer, TimelineAnswer, TimelineQuery } from '@storelens/contract/api/source-runs';
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
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { accountAccessOf, allow } from '../../identity/route-access.ts';
import { routeTable, SIGNED_IN_ERRORS, VENDOR_ERRORS } from '../../identity/route-table.ts';
import { resumeSource, resyncSource, runSourceNow } from './source-runs.service.ts';
import { sourceTimeline } from './source-timeline.service.ts';
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

// spec 2 §6: a system user with the connectors flag, within the vertical limits of the account in the path
const access = allow.systemUser('hasConnectors', 'accountId');
const params = SourceParams;

/** spec 2 §7 Sources, and spec 1 §7 GET /accounts/sources/{id}. */
export function registerSourceRoutes(app: FastifyInstance, deps: Deps): void {
  const route = routeTable(app, { tag: 'sources', errors: VENDOR_ERRORS });

  route.get(
    '/sources/:accountId',
    { summary: "The account's sources (dashboard)", params: AccountParams, answer: SourceListAnswer, access },
    async (request) => listSources(deps, accountAccessOf(request)),
  );
  route.get(
    '/accounts/sources/:id',
    {
      summary: "The account's sources",
      params: IdParam,
      answer: SourceListAnswer,
      access: allow.systemUser('hasConnectors', 'id'),
    },
    async (request) => listSources(deps, accountAccessOf(request)),
  );
  route.get(
    '/sources/limit/:accountId',
    { summary: 'Sources used and allowed', params: AccountParams, answer: SourceLimitAnswer, access },
    async (request) => sourceLimit(deps, accountAccessOf(request)),
  );
  route.get(
    '/sources/:accountId/:id',
    { summary: 'One source (secrets masked)', params, answer: SourceAnswer, access },
    async (request) => getSource(deps, accountAccessOf(request), request.params.id),
  );
  route.post(
    '/sources/:accountId',
    { summary: 'Create a source', params: AccountParams, body: CreateSourceBody, answer: CreateSourceAnswer, access },
    async (request) => createSource(deps, accountAccessOf(request), request.body, request.ip),
  );
  route.patch(
    '/sources/:accountId/:id',
    { summary: 'Update a source', params, body: UpdateSourceBody, answer: SourceAnswer, access },
    async (request) => updateSource(deps, accountAccessOf(request), request.params.id, request.body, request.ip),
  );
  for (const [action, active] of [
    ['enable', true],
    ['disable', false],
  ] as const)
    route.patch(
      `/sources/:accountId/:id/${action}`,
      { summary: `${action === 'enable' ? 'Enable' : 'Disable'} a source`, params, answer: SourceStateAnswer, access },
      async (request) => setSourceActive(deps, accountAccessOf(request), request.params.id, active, request.ip),
    );
  route.delete(
    '/sources/:accountId/:id',
    { summary: 'Delete a source without stored data', params, answer: z.object({ id: z.number() }), access },
    async (request) => deleteSource(deps, accountAccessOf(request), request.params.id, request.ip),
  );
  // run now, re-sync and resume answer 409 when the source's state does not allow them
  const runErrors = [...SIGNED_IN_ERRORS, 409];
  route.post(
    '/sources/:accountId/:id/run',
    { summary: 'Queue a run of the source now', params, answer: SourceRunAnswer, access, errors: runErrors },
    async (request) => runSourceNow(deps, accountAccessOf(request), request.params.id, request.ip),
  );
  route.post(
    '/sources/:accountId/:id/resync',
    {
      summary: 'Re-pull some streams of the source from a date',
      params,
      body: ResyncBody,
      answer: SourceRunAnswer,
      access,
      errors: runErrors,
    },
    async (request) => resyncSource(deps, accountAccessOf(request), request.params.id, request.body, request.ip),
  );
  route.post(
    '/sources/:accountId/:id/resume',
    { summary: 'Resume a source that paused itself', params, answer: SourceRunAnswer, access, errors: runErrors },
    async (request) => resumeSource(deps, accountAccessOf(request), request.params.id, request.ip),
  );
  route.get(
    '/sources/:accountId/:id/timeline',
    {
      summary: "The source's runs and configuration changes, newest first",
      params,
      query: TimelineQuery,
      answer: TimelineAnswer,
      access,
    },
    async (request) => sourceTimeline(deps, accountAccessOf(request), request.params.id, request.query),
  );
  route.delete(
    '/sources/deleteData/:accountId',
    {
      summary: "Delete the account's stored data (background job)",
      params: AccountParams,
      answer: DeleteDataAnswer,
      access,
    },
    async (request) => startDeleteAccountData(deps, accountAccessOf(request), request.ip),
  );
}
