import { IdParam } from '@storelens/contract/api/accounts';
import { ErrorAnswer } from '@storelens/contract/api/errors';
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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { accessOf, allow } from '../../identity/route-access.ts';
import {
  createReport,
  deleteReport,
  editReport,
  editReportGuide,
  getReport,
  getReportByKey,
  listReports,
} from './report-management.service.ts';

const errors = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer };

/**
 * Admin reports (spec 1 §7). Listing serves every system user's screens (Report Management, the guide
 * list and the account form's Reports); one report by id is the guide page's (hasReportsManagement);
 * the report definitions themselves are the system admin's (spec 1 §6).
 */
export function registerReportRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];

  r.get(
    '/admin/reports',
    {
      schema: {
        tags,
        summary: 'Report definitions, of one vertical or all (within the caller’s verticals)',
        querystring: ReportsQuery,
        response: { 200: ReportsAnswer, ...errors },
      },
      config: allow.systemUser(),
    },
    async (request) => listReports(deps, accessOf(request), request.query),
  );

  r.post(
    '/admin/reports',
    {
      schema: { tags, summary: 'Create a report definition', body: ReportBody, response: { 200: Report, ...errors } },
      config: allow.systemAdmin(),
    },
    async (request) => createReport(deps, accessOf(request), request.body, request.ip),
  );

  r.get(
    '/admin/reports/:id',
    {
      schema: { tags, summary: 'One report by id', params: IdParam, response: { 200: Report, ...errors } },
      config: allow.systemUser('hasReportsManagement'),
    },
    async (request) => getReport(deps, accessOf(request), request.params.id),
  );

  r.patch(
    '/admin/reports/:id',
    {
      schema: {
        tags,
        summary: "Edit a report's title, category, description and guide (the guide page)",
        params: IdParam,
        body: ReportGuideBody,
        response: { 200: Report, ...errors },
      },
      config: allow.systemUser('hasReportsManagement'),
    },
    async (request) => editReportGuide(deps, accessOf(request), request.params.id, request.body, request.ip),
  );

  r.get(
    '/admin/reports/:verticalId/:accountType/:path',
    {
      schema: {
        tags,
        summary: 'One report by vertical, account type and path',
        params: ReportKeyParams,
        response: { 200: Report, ...errors },
      },
      config: allow.systemAdmin(),
    },
    async (request) => getReportByKey(deps, request.params),
  );

  r.put(
    '/admin/reports/:verticalId/:accountType/:path',
    {
      schema: {
        tags,
        summary: 'Edit a report definition (the same body as create)',
        params: ReportKeyParams,
        body: ReportBody,
        response: { 200: Report, ...errors },
      },
      config: allow.systemAdmin(),
    },
    async (request) => editReport(deps, accessOf(request), request.params, request.body, request.ip),
  );

  r.delete(
    '/admin/reports/:verticalId/:accountType/:path',
    {
      schema: {
        tags,
        summary: 'Delete a report definition',
        params: ReportKeyParams,
        response: { 200: DeleteReportAnswer, ...errors },
      },
      config: allow.systemAdmin(),
    },
    async (request) => deleteReport(deps, accessOf(request), request.params, request.ip),
  );
}
