import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors, validatorCompiler } from 'fastify-type-provider-zod';
import type { Deps } from './deps.ts';
import { requireAccountAccess } from './identity/account-access.ts';
import { registerApiHooks } from './identity/http-hooks.ts';
import { registerRouteAccess } from './identity/route-access.ts';
import { cookieName } from './identity/sessions.ts';
import { registerAccessLogRoutes } from './modules/access-log/access-log.routes.ts';
import { registerAccountRoutes } from './modules/accounts/accounts.routes.ts';
import { registerAdminAccountRoutes } from './modules/admin-accounts/admin-accounts.routes.ts';
import { registerAdminUserRoutes } from './modules/admin-users/admin-users.routes.ts';
import { registerApiKeyRoutes } from './modules/api-keys/api-keys.routes.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { registerAuthFlowRoutes } from './modules/auth/auth-flows.routes.ts';
import { registerConnectionRoutes } from './modules/connections/connections.routes.ts';
import { registerDemoRoutes } from './modules/demo/demo.routes.ts';
import { registerDestinationRoutes } from './modules/destinations/destinations.routes.ts';
import { registerEmailListRoutes } from './modules/email-lists/email-lists.routes.ts';
import { registerLocationRoutes } from './modules/locations/locations.routes.ts';
import { registerPreferencesRoutes } from './modules/preferences/preferences.routes.ts';
import { registerProductRoutes } from './modules/product-data/product-data.routes.ts';
import { registerTaggingRoutes } from './modules/product-tagging/product-tagging.routes.ts';
import { registerProfileRoutes } from './modules/profile/profile.routes.ts';
import { registerSecurityRoutes } from './modules/profile/security.routes.ts';
import { registerReportCalendarRoutes } from './modules/report-calendar/report-calendar.routes.ts';
import { registerReportDataRoutes } from './modules/report-data/report-data.routes.ts';
import { registerReportImageRoutes } from './modules/report-management/report-images.routes.ts';
import { registerReportRoutes } from './modules/report-management/report-management.routes.ts';
import { registerReportSubscriptionRoutes } from './modules/report-subscriptions/report-subscriptions.routes.ts';
import { registerDashboardRoutes } from './modules/reports/report-cards.routes.ts';
import { registerReportViewRoutes } from './modules/reports/reports.routes.ts';
import { registerSettingsRoutes } from './modules/settings/settings.routes.ts';
import { registerSourceValidationRoutes } from './modules/source-validation/source-validation.routes.ts';
import { registerPreviewRoutes } from './modules/sources/source-previews.routes.ts';
import { registerSourceRoutes } from './modules/sources/sources.routes.ts';
import { registerTeamRoutes } from './modules/team/team.routes.ts';
import { registerTeamInvitationRoutes } from './modules/team/team-invitations.routes.ts';
import { registerVerticalRoutes } from './modules/verticals/verticals.routes.ts';
import { registerWebhookRoutes } from './modules/webhooks/webhooks.routes.ts';
import { answerSerializerCompiler } from './platform/answer-serializer.ts';
import { registerApiDocument } from './platform/api-document.ts';
import { clientErrorHandler, frameworkAnswer, HttpError } from './platform/errors.ts';
import { lazyChildLogger } from './platform/logger.ts';
import {
  createObservability,
  type Observability,
  registerObservability,
} from './platform/observability/observability.routes.ts';
import { fastifyTrustProxy, requestIdGenerator } from './platform/proxy.ts';
import { securityHeadersHook } from './platform/security-headers.ts';
import { serveWebApp } from './platform/web-app.ts';

export type AppOptions = Omit<Deps, 'log'> & {
  logger?: FastifyBaseLogger;
  /** /healthz, /readyz and /metrics of this process (main's knows the job queue); made here when absent */
  observability?: Observability;
  /** sees every /api answer as it is sent: the test harness checks each against the API document */
  onApiAnswer?: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => void;
};

/** Each feature adds its routes here, under /api. */
const FEATURE_ROUTES: ReadonlyArray<(app: FastifyInstance, deps: Deps) => void> = [
  registerAuthRoutes,
  registerProfileRoutes,
  registerSettingsRoutes,
  registerAccountRoutes,
  registerDestinationRoutes,
  registerSourceRoutes,
  registerSourceValidationRoutes,
  registerPreviewRoutes,
  registerDemoRoutes,
  // Identity: reset and invites, profile security, team, internal invites and impersonation, preferences
  registerAuthFlowRoutes,
  registerTeamInvitationRoutes,
  registerSecurityRoutes,
  registerApiKeyRoutes,
  registerTeamRoutes,
  registerAdminUserRoutes,
  registerAdminAccountRoutes,
  registerPreferencesRoutes,
  registerVerticalRoutes,
  registerEmailListRoutes,
  // report definitions and the lists of reports an account sees
  registerReportRoutes,
  registerReportImageRoutes,
  registerDashboardRoutes,
  registerReportViewRoutes,
  registerReportDataRoutes,
  registerReportCalendarRoutes,
  // brand–retailer connections, data permissions, locations
  registerConnectionRoutes,
  registerAccessLogRoutes,
  registerLocationRoutes,
  // product data
  registerTaggingRoutes,
  registerProductRoutes,
  registerWebhookRoutes,
  registerReportSubscriptionRoutes,
];

/** Validation failures become `{error: 'ValidationError', message, fields}` with the contract's messages. */
function validationAnswer(error: FastifyError) {
  if (!hasZodFastifySchemaValidationErrors(error)) return null;
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    fields[path] ??= issue.message ?? 'is invalid';
  }
  const first = error.validation[0]?.message ?? 'The request is invalid.';
  return { error: 'ValidationError', message: first, fields };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // a request's logger is made when it first writes (platform/logger.ts)
    ...(options.logger ? { loggerInstance: options.logger, childLoggerFactory: lazyChildLogger } : { logger: false }),
    genReqId: requestIdGenerator(options.config.trustProxy, randomUUID),
    // off by default: a client-chosen X-Forwarded-For must not change request.ip (rate limits, audit)
    trustProxy: fastifyTrustProxy(options.config.trustProxy),
    bodyLimit: 10 * 1024 * 1024,
    // the spec writes some paths with a closing slash (POST /sources/{accountId}/) and their
    // neighbours without (PATCH /destinations/{accountId}/{id}): every path answers either way
    routerOptions: { ignoreTrailingSlash: true },
    // the refusals Fastify and Node's parser make before any route runs carry our error body too
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const status = error.statusCode ?? 400;
      reply.status(status).send(frameworkAnswer(status, error.code, error.message));
    },
    clientErrorHandler,
  });
  const deps: Deps = { ...options, log: app.log };
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler);

  await app.register(fastifyCookie);
  // helmet, with HSTS only on an https PUBLIC_URL and the CSP's extra origins (platform/security-headers.ts)
  app.addHook('onRequest', securityHeadersHook(options.config));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send(error.toAnswer());
    const validation = validationAnswer(error);
    if (validation) return reply.status(400).send(validation);
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.status(status).send(frameworkAnswer(status, error.code, error.message));
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ error: 'InternalError', message: `An unexpected error occurred (request ${request.id}).` });
  });

  // outside /api (no session, no CSRF header) and before the API document, which leaves them out
  registerObservability(
    app,
    options.observability ??
      createObservability({ database: options.database, metricsToken: options.config.metricsToken }),
  );

  await registerApiDocument(app, options.config, cookieName(options.config));

  await app.register(
    async (api) => {
      const { onApiAnswer } = options;
      if (onApiAnswer)
        api.addHook('onSend', async (request, reply, payload) => {
          onApiAnswer(request, reply, payload);
          return payload;
        });
      registerApiHooks(api, deps);
      registerRouteAccess(
        api,
        async (user, accountId) => {
          const found = await requireAccountAccess(deps.database.db, user, accountId);
          return { id: found.account.id, accessLevel: found.accessLevel, found };
        },
        deps.database.db,
      );
      for (const register of FEATURE_ROUTES) register(api, deps);
      api.setNotFoundHandler((_request, reply) =>
        reply.status(404).send({ error: 'NotFound', message: 'No such API call.' }),
      );
    },
    { prefix: '/api' },
  );

  await serveWebApp(app, options.config);
  return app;
}
