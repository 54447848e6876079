import {
  RunSignupRequestTokenQuery,
  SourceAuthorizeUrlAnswer,
  SourceOAuthAnswer,
  ValidationTokenParams,
} from '@storelens/contract/api/source-validation';
import { RunSignupRequestTokenAnswer, SourceOAuthBody, SourceValidationAnswer } from '@storelens/contract/api/sources';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { allow } from '../../identity/route-access.ts';
import { LINK_ERRORS, routeTable } from '../../identity/route-table.ts';
import {
  getAuthorizeUrl,
  getSourceValidation,
  requestRunSignupToken,
  saveSourceCredentials,
} from './source-validation.service.ts';

/**
 * Public calls behind /validateSource, /runsignup and /finalizeOauth (spec 2 §2, §7): no session,
 * the validation token is the access (spec 2 §6). Throttled per client address like the other
 * token links.
 */
export function registerSourceValidationRoutes(app: FastifyInstance, deps: Deps): void {
  const route = routeTable(app, { tag: 'source validation', errors: LINK_ERRORS });
  const access = { ...allow.anyone(), rateLimited: true };
  const params = ValidationTokenParams;

  route.get(
    '/sources/validation/:token',
    { summary: 'Check a source validation link', params, answer: SourceValidationAnswer, access },
    async (request) => getSourceValidation(deps, request.params.token),
  );
  route.get(
    '/sources/validation/:token/authorizeUrl',
    {
      summary: "The provider's authorization URL (OAuth 2: state = the token)",
      params,
      answer: SourceAuthorizeUrlAnswer,
      access,
    },
    async (request) => getAuthorizeUrl(deps, request.params.token),
  );
  route.get(
    '/sources/runSignup/requestToken',
    {
      summary: 'A RunSignup OAuth 1.0a request token for a validation link',
      query: RunSignupRequestTokenQuery,
      answer: RunSignupRequestTokenAnswer,
      access,
    },
    async (request) => requestRunSignupToken(deps, request.query.token),
  );
  route.patch(
    '/sources/oauth/:token',
    {
      summary: 'Save the credentials of a validation link (login, OAuth 1 or OAuth 2 return)',
      params,
      body: SourceOAuthBody,
      answer: SourceOAuthAnswer,
      access,
    },
    async (request) => saveSourceCredentials(deps, request.params.token, request.body),
  );
}
