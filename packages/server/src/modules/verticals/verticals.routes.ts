import { ErrorAnswer } from '@storelens/contract/api/errors';
import {
  CreateVerticalBody,
  UpdateVerticalBody,
  Vertical,
  VerticalIdParam,
  VerticalsAnswer,
  VerticalsQuery,
} from '@storelens/contract/api/verticals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { accessOf, allow } from '../../identity/route-access.ts';
import { createVertical, editVertical, getVertical, listVerticals } from './verticals.service.ts';

const errors = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer };

/** Admin verticals (spec 1 §7). Listing serves every system user's forms; the rest is the system admin's (spec 1 §6). */
export function registerVerticalRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['verticals'];

  r.get(
    '/admin/verticals',
    {
      schema: {
        tags,
        summary: 'Verticals (id and name; with includeMetadata also pages, metadata and tagging)',
        querystring: VerticalsQuery,
        response: { 200: VerticalsAnswer, ...errors },
      },
      config: allow.systemUser(),
    },
    async (request) => listVerticals(deps, accessOf(request), request.query),
  );

  r.get(
    '/admin/verticals/:id',
    {
      schema: { tags, summary: 'One vertical', params: VerticalIdParam, response: { 200: Vertical, ...errors } },
      config: allow.systemAdmin(),
    },
    async (request) => getVertical(deps, request.params.id),
  );

  r.post(
    '/admin/verticals',
    {
      schema: { tags, summary: 'Create a vertical', body: CreateVerticalBody, response: { 200: Vertical, ...errors } },
      config: allow.systemAdmin(),
    },
    async (request) => createVertical(deps, accessOf(request), request.body, request.ip),
  );

  r.put(
    '/admin/verticals/:id',
    {
      schema: {
        tags,
        summary: 'Edit a vertical (its id never changes)',
        params: VerticalIdParam,
        body: UpdateVerticalBody,
        response: { 200: Vertical, ...errors },
      },
      config: allow.systemAdmin(),
    },
    async (request) => editVertical(deps, accessOf(request), request.params.id, request.body, request.ip),
  );
}
