import {
  ReportCalendarAnswer,
  ReportCalendarBody,
  ReportCalendarParams,
} from '@storelens/contract/api/report-calendar';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { accountAccessOf, allow } from '../../identity/route-access.ts';
import { routeTable } from '../../identity/route-table.ts';
import { getReportCalendar, setReportCalendar } from './report-calendar.service.ts';

/** The calendar an account's built-in reports cut periods by (settings.retailCalendar): its admins'. */
export function registerReportCalendarRoutes(app: FastifyInstance, deps: Deps): void {
  // the calendar the account's reports are cut by: its account admins'
  const calendar = routeTable(app, { tag: 'dashboards', errors: [400, 401, 403, 404] });
  const admins = allow.accountAdmin('accountId');
  calendar.get(
    '/accounts/:accountId/reportCalendar',
    {
      summary: "The calendar the account's reports cut periods by (gregorian or nrf-454)",
      params: ReportCalendarParams,
      answer: ReportCalendarAnswer,
      access: admins,
    },
    async (request) => getReportCalendar(deps, accountAccessOf(request)),
  );
  calendar.put(
    '/accounts/:accountId/reportCalendar',
    {
      summary: "Set the calendar the account's reports cut periods by",
      params: ReportCalendarParams,
      body: ReportCalendarBody,
      answer: ReportCalendarAnswer,
      access: admins,
    },
    async (request) => setReportCalendar(deps, accountAccessOf(request), request.body, request.ip),
  );
}
