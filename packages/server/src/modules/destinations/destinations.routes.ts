import { IdParam } from '@storelens/contract/api/accounts';
import {
  BlueshiftTestEventBody,
  CreateDestinationBody,
  DestinationAnswer,
  DestinationListAnswer,
  DestinationParams,
  UpdateDestinationBody,
  UqubeDatabasesAnswer,
  ZaiusListsAnswer,
  ZaiusListsBody,
} from '@storelens/contract/api/destinations';
import { ErrorAnswer } from '@storelens/contract/api/errors';
import { MessageAnswer } from '@storelens/contract/api/profile';
import { AccountParams } from '@storelens/contract/api/sources';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { accessOf, accountAccessOf, allow } from '../../identity/route-access.ts';
import { listUqubeDatabases, listZaiusLists, sendTestEvent } from './destination-lookups.service.ts';
import {
  createDestination,
  deleteDestination,
  getDestination,
  listDestinations,
  updateDestination,
} from './destinations.service.ts';

const errors = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer, 502: ErrorAnswer };
const tags = ['destinations'];
// spec 2 §6: a system user with the connectors flag, within the vertical limits of the account in the path
const forAccount = allow.systemUser('hasConnectors', 'accountId');
const forId = allow.systemUser('hasConnectors', 'id');
const connectors = allow.systemUser('hasConnectors');
// a saved destination's masked key is read from the destination of the account in the query, checked here
const connectorsForQuery = allow.systemUser('hasConnectors', { query: 'accountId' });

/** spec 2 §7 Destinations, and spec 1 §7 GET /accounts/destinations/{id}. */
export function registerDestinationRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/destinations/:accountId',
    {
      schema: {
        tags,
        summary: "The account's destinations",
        params: AccountParams,
        response: { 200: DestinationListAnswer, ...errors },
      },
      config: forAccount,
    },
    async (request) => listDestinations(deps, accountAccessOf(request)),
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
      config: forId,
    },
    async (request) => listDestinations(deps, accountAccessOf(request)),
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
      config: forAccount,
    },
    async (request) => getDestination(deps, accountAccessOf(request), request.params.id),
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
      config: forAccount,
    },
    async (request) => createDestination(deps, accountAccessOf(request), request.body, request.ip),
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
      config: forAccount,
    },
    async (request) => updateDestination(deps, accountAccessOf(request), request.params.id, request.body, request.ip),
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
      config: forAccount,
    },
    async (request) => deleteDestination(deps, accountAccessOf(request), request.params.id, request.ip),
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
        querystring: z.object({ accountId: z.coerce.number().int().positive().max(2_147_483_647).optional() }),
        response: { 200: ZaiusListsAnswer, ...errors },
      },
      config: connectorsForQuery,
    },
    async (request) => listZaiusLists(deps, accessOf(request), request.body),
  );

  r.get(
    '/destinations/uqube/databases',
    {
      schema: {
        tags,
        summary: 'UQube databases StoreLens may load into',
        response: { 200: UqubeDatabasesAnswer, ...errors },
      },
      config: connectors,
    },
    async () => listUqubeDatabases(deps),
  );
  r.post(
    '/destinations/blueshift/createTestEvent',
    {
      schema: {
        tags,
        summary: 'Send a Blueshift test event with the form’s Event API key',
        body: BlueshiftTestEventBody,
        querystring: z.object({ accountId: z.coerce.number().int().positive().max(2_147_483_647).optional() }),
        response: { 200: MessageAnswer, ...errors },
      },
      config: connectorsForQuery,
    },
    async (request) => sendTestEvent(deps, accessOf(request), request.body),
  );
}
