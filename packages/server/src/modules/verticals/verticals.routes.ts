import {
  CreateVerticalBody,
  UpdateVerticalBody,
  Vertical,
  VerticalIdParam,
  VerticalsAnswer,
  VerticalsQuery,
} from '@storelens/contract/api/verticals';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { accessOf, allow } from '../../identity/route-access.ts';
import { routeTable } from '../../identity/route-table.ts';
import { createVertical, editVertical, getVertical, listVerticals } from './verticals.service.ts';

/** Admin verticals (spec 1 §7). Listing serves every system user's forms; the rest is the system admin's (spec 1 §6). */
export function registerVerticalRoutes(app: FastifyInstance, deps: Deps): void {
  const route = routeTable(app, { tag: 'verticals' });
  const admin = allow.systemAdmin();

  route.get(
    '/admin/verticals',
    {
      summary: 'Verticals (id and name; with includeMetadata also pages, metadata and tagging)',
      query: VerticalsQuery,
      answer: VerticalsAnswer,
      access: allow.systemUser(),
    },
    async (request) => listVerticals(deps, accessOf(request), request.query),
  );
  route.get(
    '/admin/verticals/:id',
    { summary: 'One vertical', params: VerticalIdParam, answer: Vertical, access: admin },
    async (request) => getVertical(deps, request.params.id),
  );
  route.post(
    '/admin/verticals',
    { summary: 'Create a vertical', body: CreateVerticalBody, answer: Vertical, access: admin },
    async (request) => createVertical(deps, accessOf(request), request.body, request.ip),
  );
  route.put(
    '/admin/verticals/:id',
    {
      summary: 'Edit a vertical (its id never changes)',
      params: VerticalIdParam,
      body: UpdateVerticalBody,
      answer: Vertical,
      access: admin,
    },
    async (request) => editVertical(deps, accessOf(request), request.params.id, request.body, request.ip),
  );
}
