import {
  Location,
  LocationBody,
  LocationParams,
  LocationsAnswer,
  LocationsParam,
} from '@storelens/contract/api/locations';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { accountAccessOf, allow } from '../../identity/route-access.ts';
import { routeTable } from '../../identity/route-table.ts';
import { getLocation, listLocations, updateLocation } from './locations.service.ts';

/** spec 3 §7 Locations. spec 1 §2: the Locations page is the retail account admin's. */
export function registerLocationRoutes(app: FastifyInstance, deps: Deps): void {
  const route = routeTable(app, { tag: 'locations' });
  const access = allow.accountAdmin('accountId');
  const params = LocationParams;

  route.get(
    '/locations/:accountId',
    { summary: 'Locations', params: LocationsParam, answer: LocationsAnswer, access },
    async (request) => listLocations(deps, accountAccessOf(request)),
  );
  route.get(
    '/locations/:accountId/:accountSourceId/:storeId',
    { summary: 'One location', params, answer: Location, access },
    async (request) =>
      getLocation(deps, accountAccessOf(request), request.params.accountSourceId, request.params.storeId),
  );
  route.put(
    '/locations/:accountId/:accountSourceId/:storeId',
    { summary: 'Edit a location (kept through later syncs)', params, body: LocationBody, answer: Location, access },
    async (request) => {
      const { accountSourceId, storeId } = request.params;
      return updateLocation(deps, accountAccessOf(request), accountSourceId, storeId, request.body, request.ip);
    },
  );
}
