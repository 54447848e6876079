import { ErrorAnswer } from '@storelens/contract/api/errors';
import { ReportCardsAnswer } from '@storelens/contract/api/report-management';
import { AccountIdParam } from '@storelens/contract/api/team';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { accountAccessOf, allow } from '../../identity/route-access.ts';
import { listReportCards } from './report-cards.service.ts';

const errors = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer };

/**
 * The report card lists (spec 3 §7 Reports). The account's reports: its members (and system users
 * within their verticals); the hidden and internal ones: system users only (spec 3 §2).
 */
export function registerDashboardRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboards'];
  const schema = (summary: string) => ({
    tags,
    summary,
    params: AccountIdParam,
    response: { 200: ReportCardsAnswer, ...errors },
  });

  r.get(
    '/dashboards/reports/:accountId',
    { schema: schema("The account's report cards"), config: allow.accountMember('accountId') },
    async (request) => listReportCards(deps, accountAccessOf(request), 'reports'),
  );

  r.get(
    '/dashboards/hiddenReports/:accountId',
    {
      schema: schema("The account's hidden report cards (requireSystemUser), for system users"),
      config: allow.systemUser(undefined, 'accountId'),
    },
    async (request) => listReportCards(deps, accountAccessOf(request), 'hiddenReports'),
  );

  r.get(
    '/dashboards/internalReports/:accountId',
    {
      schema: schema("The internal report cards of the account's vertical, for system users"),
      config: allow.systemUser(undefined, 'accountId'),
    },
    async (request) => listReportCards(deps, accountAccessOf(request), 'internalReports'),
  );
}
