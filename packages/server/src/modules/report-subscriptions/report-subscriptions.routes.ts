import { successAnswer } from '@storelens/contract/api/common';
import {
  CreateReportSubscriptionBody,
  ReportSubscription,
  ReportSubscriptionParams,
  ReportSubscriptionsAnswer,
  ReportSubscriptionsParams,
  SendNowAnswer,
  UnsubscribeAnswer,
  UnsubscribeBody,
  UnsubscribeParams,
  UpdateReportSubscriptionBody,
  UserReportSubscriptionsAnswer,
} from '@storelens/contract/api/report-subscriptions';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { accessOf, accountAccessOf, allow } from '../../identity/route-access.ts';
import { LINK_ERRORS, routeTable } from '../../identity/route-table.ts';
import { sendAllNow } from './report-send.service.ts';
import {
  createSubscription,
  deleteSubscription,
  describeUnsubscribe,
  listSubscriptions,
  listUserReportSubscriptions,
  unsubscribe,
  updateSubscription,
} from './report-subscriptions.service.ts';

const TAG = 'report-subscriptions';

/** Report emails (docs/features/report-subscriptions.md): a user's own subscriptions, and the emailed unsubscribe link. */
export function registerReportSubscriptionRoutes(app: FastifyInstance, deps: Deps): void {
  const route = routeTable(app, { tag: TAG });
  // any member of the account (a system user within their verticals), each for their own subscriptions
  const access = allow.accountMember('accountId');

  route.get(
    '/accounts/:accountId/reportSubscriptions',
    {
      summary: "The caller's report emails in this account",
      params: ReportSubscriptionsParams,
      answer: ReportSubscriptionsAnswer,
      access,
    },
    async (request) => listSubscriptions(deps, accountAccessOf(request)),
  );
  route.post(
    '/accounts/:accountId/reportSubscriptions',
    {
      summary: 'Subscribe to a built-in report by email',
      params: ReportSubscriptionsParams,
      body: CreateReportSubscriptionBody,
      answer: ReportSubscription,
      status: 201,
      access,
    },
    async (request) => createSubscription(deps, accountAccessOf(request), request.body, request.ip),
  );
  route.patch(
    '/accounts/:accountId/reportSubscriptions/:id',
    {
      summary: 'Change a report email (any of its fields)',
      params: ReportSubscriptionParams,
      body: UpdateReportSubscriptionBody,
      answer: ReportSubscription,
      access,
    },
    async (request) => updateSubscription(deps, accountAccessOf(request), request.params.id, request.body, request.ip),
  );
  route.delete(
    '/accounts/:accountId/reportSubscriptions/:id',
    {
      summary: 'Stop a report email',
      params: ReportSubscriptionParams,
      answer: { 204: z.null().describe('Deleted') },
      status: 204,
      access,
    },
    async (request, reply) => {
      await deleteSubscription(deps, accountAccessOf(request), request.params.id, request.ip);
      return reply.send(null);
    },
  );
  route.get(
    '/user/reportSubscriptions',
    {
      summary: "The caller's report emails in every account (the profile's list)",
      answer: UserReportSubscriptionsAnswer,
      access: allow.signedIn(),
    },
    async (request) => listUserReportSubscriptions(deps, accessOf(request)),
  );
  // a body it cannot read (it takes none) is answered 400, as on every route
  routeTable(app, { tag: TAG, errors: [400, 401, 403] }).post(
    '/admin/reportSubscriptions/sendNow',
    {
      summary: 'Send every report email now for its latest ended period (never twice for a period)',
      answer: SendNowAnswer,
      access: allow.systemAdmin(),
    },
    async () => sendAllNow(deps),
  );

  // a mail provider posts the one-click unsubscribe as a form (RFC 8058): this scope alone reads forms
  void app.register(async (scope) => {
    const form = (_request: unknown, body: string, done: (err: null, body: unknown) => void) =>
      done(null, Object.fromEntries(new URLSearchParams(body)));
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, form);
    // the body says nothing the token does not: a multipart one is read as empty
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (_r, _b, done) => done(null, {}));
    const link = routeTable(scope, { tag: TAG, errors: [...LINK_ERRORS, 404] });
    const linkAccess = { ...allow.anyone(), rateLimited: true };
    link.get(
      '/reportSubscriptions/unsubscribe/:token',
      {
        summary: 'What an emailed unsubscribe link stops (nothing changes)',
        params: UnsubscribeParams,
        answer: UnsubscribeAnswer,
        access: linkAccess,
      },
      async (request) => describeUnsubscribe(deps, request.params.token),
    );
    link.post(
      '/reportSubscriptions/unsubscribe/:token',
      {
        summary: 'One-click unsubscribe (RFC 8058): stops the report email the link names; a used link is not found',
        params: UnsubscribeParams,
        body: UnsubscribeBody,
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'],
        answer: successAnswer({}),
        access: { ...linkAccess, sessionlessFormPost: true },
      },
      async (request) => {
        await unsubscribe(deps, request.params.token, request.ip);
        return { status: 'Success' as const };
      },
    );
  });
}
