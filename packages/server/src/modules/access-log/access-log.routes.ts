import {
  AccessLogAnswer,
  AccessLogExportQuery,
  AccessLogParams,
  AccessLogQuery,
  AccessLogReadersAnswer,
} from '@storelens/contract/api/access-log';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { accountAccessOf, allow } from '../../identity/route-access.ts';
import { routeTable } from '../../identity/route-table.ts';
import { accessLogReaders, exportAccessLog, listAccessLog } from './access-log.service.ts';

/**
 * The retailer's log of brands' reads of its data (docs/features/access-log.md), under Data
 * Permissions' prefix and with its rule: the retailer account's admins.
 */
export function registerAccessLogRoutes(app: FastifyInstance, deps: Deps): void {
  const route = routeTable(app, { tag: 'connections' });
  const access = allow.accountAdmin('accountId');
  const params = AccessLogParams;

  route.get(
    '/accounts/settings/:accountId/accessLog',
    {
      summary: "Brands' reads of the retailer's data, newest first (days are UTC days, from and to inclusive)",
      params,
      query: AccessLogQuery,
      answer: AccessLogAnswer,
      access,
    },
    async (request) => listAccessLog(deps, accountAccessOf(request), request.query),
  );
  route.get(
    '/accounts/settings/:accountId/accessLog/readers',
    {
      summary: 'The brands and users the access log names (its filter choices)',
      params,
      answer: AccessLogReadersAnswer,
      access,
    },
    async (request) => accessLogReaders(deps, accountAccessOf(request)),
  );
  route.get(
    '/accounts/settings/:accountId/accessLog/export',
    {
      summary: 'The access log as CSV: read at (ISO), brand, user, email, report, filters in words',
      params,
      query: AccessLogExportQuery,
      file: ['text/csv'],
      access,
    },
    async (request, reply) => {
      const { fileName, csv } = await exportAccessLog(deps, accountAccessOf(request), request.query);
      return reply
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
}
