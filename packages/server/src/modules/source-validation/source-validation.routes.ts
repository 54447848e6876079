import { ErrorAnswer } from '@storelens/contract/api/errors';
import {
  RunSignupRequestTokenQuery,
  SourceAuthorizeUrlAnswer,
  SourceOAuthAnswer,
  ValidationTokenParams,
} from '@storelens/contract/api/source-validation';
import { RunSignupRequestTokenAnswer, SourceOAuthBody, SourceValidationAnswer } from '@storelens/contract/api/sources';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { allow } from '../../identity/route-access.ts';
import {
  getAuthorizeUrl,
  getSourceValidation,
  requestRunSignupToken,
  saveSourceCredentials,
} from './source-validation.service.ts';

const errors = { 400: ErrorAnswer, 429: ErrorAnswer };

/**
 * Public calls behind /validateSource, /runsignup and /finalizeOauth (spec 2 §2, §7): no session,
 * the validation token is the access (spec 2 §6). Throttled per client address like the other
 * token links.
 */
export function registerSourceValidationRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['source validation'];
  const config = { ...allow.anyone(), rateLimited: true };

  r.get(
    '/sources/validation/:token',
    {
      schema: {
        tags,
        summary: 'Check a source validation link',
        params: ValidationTokenParams,
        response: { 200: SourceValidationAnswer, ...errors },
      },
      config,
    },
    async (request) => getSourceValidation(deps, request.params.token),
  );

  r.get(
    '/sources/validation/:token/authorizeUrl',
    {
      schema: {
        tags,
        summary: "The provider's authorization URL (OAuth 2: state = the token)",
        params: ValidationTokenParams,
        response: { 200: SourceAuthorizeUrlAnswer, ...errors },
      },
      config,
    },
    async (request) => getAuthorizeUrl(deps, request.params.token),
  );

  r.get(
    '/sources/runSignup/requestToken',
    {
      schema: {
        tags,
        summary: 'A RunSignup OAuth 1.0a request token for a validation link',
        querystring: RunSignupRequestTokenQuery,
        response: { 200: RunSignupRequestTokenAnswer, ...errors },
      },
      config,
    },
    async (request) => requestRunSignupToken(deps, request.query.token),
  );

  r.patch(
    '/sources/oauth/:token',
    {
      schema: {
        tags,
        summary: 'Save the credentials of a validation link (login, OAuth 1 or OAuth 2 return)',
        params: ValidationTokenParams,
        body: SourceOAuthBody,
        response: { 200: SourceOAuthAnswer, ...errors },
      },
      config,
    },
    async (request) => saveSourceCredentials(deps, request.params.token, request.body),
  );
}
