import { ERRORS } from '@storelens/contract/api/errors';
import { DemoVendorValues } from '@storelens/contract/domain/connector-forms';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { allow } from '../../identity/route-access.ts';
import { routeTable } from '../../identity/route-table.ts';
import { HttpError } from '../../platform/errors.ts';

/**
 * Demo mode: the values the local fake vendors accept, for the connector forms to show
 * a newcomer (the README's demo section lists the same). Outside demo mode there are none: 404.
 */
export function registerDemoRoutes(app: FastifyInstance, deps: Deps): void {
  routeTable(app, { tag: 'demo', errors: [401, 403, 404] }).get(
    '/connectors/demoValues',
    {
      summary: 'What the demo’s fake vendors accept (demo mode only)',
      answer: DemoVendorValues,
      access: allow.systemUser('hasConnectors'),
    },
    async () => {
      if (!deps.demoVendorValues) throw HttpError.from(404, ERRORS.notFound);
      return deps.demoVendorValues;
    },
  );
}
