import { ErrorAnswer } from '@storelens/contract/api/errors';
import {
  DashboardReportAnswer,
  DashboardReportParams,
  ReportIdParam,
  ReportTestAnswer,
  ReportTestBody,
} from '@storelens/contract/api/reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { accessOf, accountAccessOf, allow } from '../../identity/route-access.ts';
import { openDashboardReport, testReportUrl } from './reports.service.ts';

const errors = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer };

/** One report on screen (spec 3 §7 Reports) and the check of a report's address. */
export function registerReportViewRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/dashboards/:accountType/:accountId/:reportSlug',
    {
      schema: {
        tags: ['dashboards'],
        summary: 'One report of the account: id, title, url, guide, and how to embed it',
        params: DashboardReportParams,
        response: { 200: DashboardReportAnswer, ...errors },
      },
      config: allow.accountMember('accountId'),
    },
    async (request) => openDashboardReport(deps, accountAccessOf(request), request.params),
  );

  r.post(
    '/dashboards/test/:id',
    {
      schema: {
        tags: ['dashboards'],
        summary: "Checks that a report's URL loads (the body's url, else the saved one)",
        params: ReportIdParam,
        body: ReportTestBody,
        response: { 200: ReportTestAnswer, ...errors },
      },
      config: allow.systemAdmin(),
    },
    async (request) => testReportUrl(deps, accessOf(request).user, request.params.id, request.body),
  );
}
