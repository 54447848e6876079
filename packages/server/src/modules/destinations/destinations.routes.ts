import { IdParam } from '@storelens/contract/api/accounts';
import { pathId } from '@storelens/contract/api/common';
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
import { MessageAnswer } from '@storelens/contract/api/profile';
import { AccountParams } from '@storelens/contract/api/sources';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { accessOf, accountAccessOf, allow } from '../../identity/route-access.ts';
import { routeTable, VENDOR_ERRORS } from '../../identity/route-table.ts';
import { listUqubeDatabases, listZaiusLists, sendTestEvent } from './destination-lookups.service.ts';
import {
  createDestination,
  deleteDestination,
  getDestination,
  listDestinations,
  updateDestination,
} from './destinations.service.ts';

// spec 2 §6: a system user with the connectors flag, within the vertical limits of the account in the path
const access = allow.systemUser('hasConnectors', 'accountId');
const forId = allow.systemUser('hasConnectors', 'id');
// a saved destination's masked key is read from the destination of the account in the query, checked here
const forQuery = allow.systemUser('hasConnectors', { query: 'accountId' });
const query = z.object({ accountId: pathId().optional() });
const params = DestinationParams;

/** spec 2 §7 Destinations, and spec 1 §7 GET /accounts/destinations/{id}. */
export function registerDestinationRoutes(app: FastifyInstance, deps: Deps): void {
  const route = routeTable(app, { tag: 'destinations', errors: VENDOR_ERRORS });

  route.get(
    '/destinations/:accountId',
    { summary: "The account's destinations", params: AccountParams, answer: DestinationListAnswer, access },
    async (request) => listDestinations(deps, accountAccessOf(request)),
  );
  route.get(
    '/accounts/destinations/:id',
    { summary: "The account's destinations", params: IdParam, answer: DestinationListAnswer, access: forId },
    async (request) => listDestinations(deps, accountAccessOf(request)),
  );
  route.get(
    '/destinations/:accountId/:id',
    { summary: 'One destination (secrets masked)', params, answer: DestinationAnswer, access },
    async (request) => getDestination(deps, accountAccessOf(request), request.params.id),
  );
  route.post(
    '/destinations/:accountId',
    {
      summary: 'Create a destination',
      params: AccountParams,
      body: CreateDestinationBody,
      answer: DestinationAnswer,
      access,
    },
    async (request) => createDestination(deps, accountAccessOf(request), request.body, request.ip),
  );
  route.patch(
    '/destinations/:accountId/:id',
    {
      summary: 'Update a destination (type fixed)',
      params,
      body: UpdateDestinationBody,
      answer: DestinationAnswer,
      access,
    },
    async (request) => updateDestination(deps, accountAccessOf(request), request.params.id, request.body, request.ip),
  );
  route.delete(
    '/destinations/:accountId/:id',
    { summary: 'Delete a destination no source uses', params, answer: z.object({ id: z.number() }), access },
    async (request) => deleteDestination(deps, accountAccessOf(request), request.params.id, request.ip),
  );

  // spec 2 §7 "Customer-data platform lists: takes the privateKey" (path not shown). A POST keeps
  // the key out of URLs and logs; a saved destination's id may stand in for its masked key.
  route.post(
    '/destinations/zaius/lists',
    {
      summary: 'Lists of a customer-data platform account',
      body: ZaiusListsBody,
      query,
      answer: ZaiusListsAnswer,
      access: forQuery,
    },
    async (request) => listZaiusLists(deps, accessOf(request), request.body),
  );
  route.get(
    '/destinations/uqube/databases',
    {
      summary: 'UQube databases StoreLens may load into',
      answer: UqubeDatabasesAnswer,
      access: allow.systemUser('hasConnectors'),
    },
    async () => listUqubeDatabases(deps),
  );
  route.post(
    '/destinations/blueshift/createTestEvent',
    {
      summary: 'Send a Blueshift test event with the form’s Event API key',
      body: BlueshiftTestEventBody,
      query,
      answer: MessageAnswer,
      access: forQuery,
    },
    async (request) => sendTestEvent(deps, accessOf(request), request.body),
  );
}
