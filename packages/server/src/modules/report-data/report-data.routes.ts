import { ReportDataAnswer, ReportDataParams, ReportDataQuery } from '@storelens/contract/api/report-data';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { allow } from '../../identity/route-access.ts';
import { routeTable } from '../../identity/route-table.ts';
import { recordingBrandDataReads } from '../connections/brand-data-reads.service.ts';
import { builtinReportData } from './report-data.service.ts';

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
    // a brand's page records each retailer it read in that retailer's access log
    async (request) =>
      recordingBrandDataReads(deps, { reportKey: request.params.key, filters: request.query }, () =>
        builtinReportData(deps, request.headers.authorization, request.params.key, request.query),
      ),
  );
}
