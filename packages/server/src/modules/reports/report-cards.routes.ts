import { ReportCardsAnswer } from '@storelens/contract/api/report-management';
import { AccountIdParam } from '@storelens/contract/api/team';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { accountAccessOf, allow } from '../../identity/route-access.ts';
import { routeTable } from '../../identity/route-table.ts';
import { listReportCards } from './report-cards.service.ts';

/**
 * The report card lists (spec 3 §7 Reports). The account's reports: its members (and system users
 * within their verticals); the hidden and internal ones: system users only (spec 3 §2).
 */
export function registerDashboardRoutes(app: FastifyInstance, deps: Deps): void {
  const route = routeTable(app, { tag: 'dashboards' });
  const systemUsers = allow.systemUser(undefined, 'accountId');

  for (const [list, summary, access] of [
    ['reports', "The account's report cards", allow.accountMember('accountId')],
    ['hiddenReports', "The account's hidden report cards (requireSystemUser), for system users", systemUsers],
    ['internalReports', "The internal report cards of the account's vertical, for system users", systemUsers],
  ] as const)
    route.get(
      `/dashboards/${list}/:accountId`,
      { summary, params: AccountIdParam, answer: ReportCardsAnswer, access },
      async (request) => listReportCards(deps, accountAccessOf(request), list),
    );
}
