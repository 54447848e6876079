import { IdParam } from '@storelens/contract/api/accounts';
import {
  CreateDestinationBody,
  DestinationAnswer,
  DestinationListAnswer,
  DestinationParams,
  UpdateDestinationBody,
  ZaiusListsAnswer,
  ZaiusListsBody,
} from '@storelens/contract/api/destinations';
import { ErrorAnswer } from '@storelens/contract/api/errors';
import { AccountParams } from '@storelens/contract/api/sources';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { fetchZaiusLists } from '../../integrations/destinations/zaius/client.ts';
import { HttpError } from '../../platform/errors.ts';
import { guard, requireAuth } from '../auth/guards.ts';
import { requireConnectorAccount } from './connector-access.ts';
import {
  createDestination,
  deleteDestination,
  findDestination,
  getDestination,
  listDestinations,
  openDestinationDetail,
  updateDestination,
} from './destinations.service.ts';
import { checkWithVendor } from './vendor-check.ts';

const errors = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer, 502: ErrorAnswer };
const tags = ['destinations'];
const preHandler = guard.feature('hasConnectors');

/** spec 2 §7 Destinations, and spec 1 §7 GET /accounts/destinations/{id}. */
export function registerDestinationRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  r.get(
    '/destinations/:accountId',
    {
      schema: {
        tags,
        summary: "The account's destinations",
        params: AccountParams,
        response: { 200: DestinationListAnswer, ...errors },
      },
      preHandler,
    },
    async (request) => {
      await requireConnectorAccount(db, request, request.params.accountId);
      return listDestinations(deps, request.params.accountId);
    },
  );

  r.get(
    '/accounts/destinations/:id',
    {
      schema: {
        tags,
        summary: "The account's destinations",
        params: IdParam,
        response: { 200: DestinationListAnswer, ...errors },
      },
      preHandler,
    },
    async (request) => {
      await requireConnectorAccount(db, request, request.params.id);
      return listDestinations(deps, request.params.id);
    },
  );

  r.get(
    '/destinations/:accountId/:id',
    {
      schema: {
        tags,
        summary: 'One destination (secrets masked)',
        params: DestinationParams,
        response: { 200: DestinationAnswer, ...errors },
      },
      preHandler,
    },
    async (request) => {
      await requireConnectorAccount(db, request, request.params.accountId);
      return getDestination(deps, request.params.accountId, request.params.id);
    },
  );

  r.post(
    '/destinations/:accountId/',
    {
      schema: {
        tags,
        summary: 'Create a destination',
        params: AccountParams,
        body: CreateDestinationBody,
        response: { 200: DestinationAnswer, ...errors },
      },
      preHandler,
    },
    async (request) => {
      await requireConnectorAccount(db, request, request.params.accountId);
      return createDestination(deps, request.params.accountId, request.body);
    },
  );

  r.patch(
    '/destinations/:accountId/:id',
    {
      schema: {
        tags,
        summary: 'Update a destination (type fixed)',
        params: DestinationParams,
        body: UpdateDestinationBody,
        response: { 200: DestinationAnswer, ...errors },
      },
      preHandler,
    },
    async (request) => {
      await requireConnectorAccount(db, request, request.params.accountId);
      return updateDestination(deps, request.params.accountId, request.params.id, request.body);
    },
  );

  r.delete(
    '/destinations/:accountId/:id',
    {
      schema: {
        tags,
        summary: 'Delete a destination no source uses',
        params: DestinationParams,
        response: { 200: z.object({ id: z.number() }), ...errors },
      },
      preHandler,
    },
    async (request) => {
      await requireConnectorAccount(db, request, request.params.accountId);
      return deleteDestination(deps, request.params.accountId, request.params.id);
    },
  );

  // spec 2 §7 "Customer-data platform lists: takes the privateKey" (path not shown). A POST keeps
  // the key out of URLs and logs; a saved destination's id may stand in for its masked key.
  r.post(
    '/destinations/zaius/lists',
    {
      schema: {
        tags,
        summary: 'Lists of a customer-data platform account',
        body: ZaiusListsBody,
        querystring: z.object({ accountId: z.coerce.number().int().positive().optional() }),
        response: { 200: ZaiusListsAnswer, ...errors },
      },
      preHandler,
    },
    async (request) => {
      let privateKey: string;
      if ('privateKey' in request.body) privateKey = request.body.privateKey;
      else {
        const accountId = request.query.accountId;
        if (!accountId) throw new HttpError(400, 'ValidationError', 'accountId is required with destinationId');
        await requireConnectorAccount(db, request, accountId);
        const row = await findDestination(deps, accountId, request.body.destinationId);
        privateKey = String(openDestinationDetail(deps, row).privateKey ?? '');
      }
      requireAuth(request);
      let lists: Array<{ list_id: string; name: string }> = [];
      await checkWithVendor(async () => {
        lists = await fetchZaiusLists(privateKey, { endpoints: deps.connectors.endpoints });
      }, deps.log);
      return { lists };
    },
  );

  // UQube and Blueshift have their forms and validation; their vendor clients come in a later
  // issue, so these answer plainly that the service is not connected yet.
  const notYet = (what: string) => async () => {
    throw new HttpError(501, 'NotAvailable', `${what} is not available yet.`);
  };
  r.get(
    '/destinations/uqube/databases',
    { schema: { tags, summary: 'UQube databases (not available yet)' }, preHandler },
    notYet('The UQube database list'),
  );
  r.post(
    '/destinations/blueshift/createTestEvent',
    { schema: { tags, summary: 'Send a Blueshift test event (not available yet)' }, preHandler },
    notYet('Blueshift test events'),
  );
}
