import { ErrorAnswer } from '@storelens/contract/api/errors';
import {
  Location,
  LocationBody,
  LocationParams,
  LocationsAnswer,
  LocationsParam,
} from '@storelens/contract/api/locations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { accountAccessOf, allow } from '../../identity/route-access.ts';
import { getLocation, listLocations, updateLocation } from './locations.service.ts';

const errors = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer };

/** spec 3 §7 Locations. spec 1 §2: the Locations page is the retail account admin's. */
export function registerLocationRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['locations'];
  const admin = allow.accountAdmin('accountId');

  r.get(
    '/locations/:accountId',
    {
      schema: { tags, summary: 'Locations', params: LocationsParam, response: { 200: LocationsAnswer, ...errors } },
      config: admin,
    },
    async (request) => listLocations(deps, accountAccessOf(request)),
  );
  r.get(
    '/locations/:accountId/:accountSourceId/:storeId',
    {
      schema: { tags, summary: 'One location', params: LocationParams, response: { 200: Location, ...errors } },
      config: admin,
    },
    async (request) =>
      getLocation(deps, accountAccessOf(request), request.params.accountSourceId, request.params.storeId),
  );
  r.put(
    '/locations/:accountId/:accountSourceId/:storeId',
    {
      schema: {
        tags,
        summary: 'Edit a location (kept through later syncs)',
        params: LocationParams,
        body: LocationBody,
        response: { 200: Location, ...errors },
      },
      config: admin,
    },
    async (request) =>
      updateLocation(
        deps,
        accountAccessOf(request),
        request.params.accountSourceId,
        request.params.storeId,
        request.body,
        request.ip,
      ),
  );
}
