import {
  DashboardReportAnswer,
  DashboardReportParams,
  ReportIdParam,
  ReportTestAnswer,
  ReportTestBody,
} from '@storelens/contract/api/reports';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { accessOf, accountAccessOf, allow } from '../../identity/route-access.ts';
import { routeTable } from '../../identity/route-table.ts';
import { openDashboardReport, testReportUrl } from './reports.service.ts';

/** One report on screen (spec 3 §7 Reports) and the check of a report's address. */
export function registerReportViewRoutes(app: FastifyInstance, deps: Deps): void {
  const route = routeTable(app, { tag: 'dashboards' });

  route.get(
    '/dashboards/:accountType/:accountId/:reportSlug',
    {
      summary: 'One report of the account: id, title, url, guide, and how to embed it',
      params: DashboardReportParams,
      answer: DashboardReportAnswer,
      access: allow.accountMember('accountId'),
    },
    async (request) => openDashboardReport(deps, accountAccessOf(request), request.params),
  );
  route.post(
    '/dashboards/test/:id',
    {
      summary: "Checks that a report's URL loads (the body's url, else the saved one)",
      params: ReportIdParam,
      body: ReportTestBody,
      answer: ReportTestAnswer,
      access: allow.systemAdmin(),
    },
    async (request) => testReportUrl(deps, accessOf(request).user, request.params.id, request.body),
  );
}
