import { IdParam } from '@storelens/contract/api/accounts';
import {
  DeleteReportAnswer,
  Report,
  ReportBody,
  ReportGuideBody,
  ReportKeyParams,
  ReportsAnswer,
  ReportsQuery,
} from '@storelens/contract/api/report-management';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { accessOf, allow } from '../../identity/route-access.ts';
import { routeTable } from '../../identity/route-table.ts';
import {
  createReport,
  deleteReport,
  editReport,
  editReportGuide,
  getReport,
  getReportByKey,
  listReports,
} from './report-management.service.ts';

/**
 * Admin reports (spec 1 §7). Listing serves every system user's screens (Report Management, the guide
 * list and the account form's Reports); one report by id is the guide page's (hasReportsManagement);
 * the report definitions themselves are the system admin's (spec 1 §6).
 */
export function registerReportRoutes(app: FastifyInstance, deps: Deps): void {
  const route = routeTable(app, { tag: 'reports' });
  const access = allow.systemAdmin();
  const guides = allow.systemUser('hasReportsManagement');
  const params = ReportKeyParams;

  route.get(
    '/admin/reports',
    {
      summary: 'Report definitions, of one vertical or all (within the caller’s verticals)',
      query: ReportsQuery,
      answer: ReportsAnswer,
      access: allow.systemUser(),
    },
    async (request) => listReports(deps, accessOf(request), request.query),
  );
  route.post(
    '/admin/reports',
    { summary: 'Create a report definition', body: ReportBody, answer: Report, access },
    async (request) => createReport(deps, accessOf(request), request.body, request.ip),
  );
  route.get(
    '/admin/reports/:id',
    { summary: 'One report by id', params: IdParam, answer: Report, access: guides },
    async (request) => getReport(deps, accessOf(request), request.params.id),
  );
  route.patch(
    '/admin/reports/:id',
    {
      summary: "Edit a report's title, category, description and guide (the guide page)",
      params: IdParam,
      body: ReportGuideBody,
      answer: Report,
      access: guides,
    },
    async (request) => editReportGuide(deps, accessOf(request), request.params.id, request.body, request.ip),
  );
  route.get(
    '/admin/reports/:verticalId/:accountType/:path',
    { summary: 'One report by vertical, account type and path', params, answer: Report, access },
    async (request) => getReportByKey(deps, request.params),
  );
  route.put(
    '/admin/reports/:verticalId/:accountType/:path',
    { summary: 'Edit a report definition (the same body as create)', params, body: ReportBody, answer: Report, access },
    async (request) => editReport(deps, accessOf(request), request.params, request.body, request.ip),
  );
  route.delete(
    '/admin/reports/:verticalId/:accountType/:path',
    { summary: 'Delete a report definition', params, answer: DeleteReportAnswer, access },
    async (request) => deleteReport(deps, accessOf(request), request.params, request.ip),
  );
}
