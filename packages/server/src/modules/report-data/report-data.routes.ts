import { ErrorAnswer } from '@storelens/contract/api/errors';
import { ReportDataAnswer, ReportDataParams, ReportDataQuery } from '@storelens/contract/api/report-data';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { allow } from '../../identity/route-access.ts';
import { builtinReportData } from './report-data.service.ts';

const errors = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer };

/** The built-in StoreLens report pages' data, read by the report frame. */
export function registerReportDataRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // the frame's own calls: no cookie, the signed embed token in the Authorization header decides
  r.get(
    '/embed/reports/:key',
    {
      schema: {
        tags: ['dashboards'],
        summary: 'A built-in report page for the account its embed token names (Authorization: Bearer)',
        params: ReportDataParams,
        querystring: ReportDataQuery,
        response: { 200: ReportDataAnswer, ...errors },
      },
      config: allow.anyone(),
    },
    async (request) => builtinReportData(deps, request.headers.authorization, request.params.key, request.query),
  );
}
