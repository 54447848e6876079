import { ReportDataAnswer, ReportDataParams, ReportDataQuery } from '@storelens/contract/api/report-data';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { allow } from '../../identity/route-access.ts';
import { routeTable } from '../../identity/route-table.ts';
import { readBuiltinReport } from './report-data.service.ts';

/** The built-in StoreLens report pages' data, read by the report frame. */
export function registerReportDataRoutes(app: FastifyInstance, deps: Deps): void {
  // the frame's own calls: no cookie, the signed embed token in the Authorization header decides
  routeTable(app, { tag: 'dashboards' }).get(
    '/embed/reports/:key',
    {
      summary: 'A built-in report page for the account its embed token names (Authorization: Bearer)',
      params: ReportDataParams,
      query: ReportDataQuery,
      answer: ReportDataAnswer,
      access: allow.anyone(),
    },
    async (request) => readBuiltinReport(deps, request.headers.authorization, request.params.key, request.query),
  );
}
