import { ErrorAnswer } from '@storelens/contract/api/errors';
import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { FILE_ANSWER } from '../platform/api-document.ts';
import type { AccessRule } from './route-access.ts';

/**
 * One compact way to declare a feature's routes (docs/architecture.md, What guards every route):
 *
 *   const route = routeTable(app, { tag: 'verticals' });
 *   route.get(
 *     '/admin/verticals/:id',
 *     { summary: 'One vertical', params: VerticalIdParam, answer: Vertical, access: allow.systemAdmin() },
 *     async (request) => getVertical(deps, request.params.id),
 *   );
 *
 * The table fills in what every route of a feature repeats — its OpenAPI tag and the error answers —
 * and hands Fastify the same route the long form would: `schema` (tags, summary, params, querystring,
 * body, response) and `config` (the access rule the guard and the authorization matrix read). The
 * handler is Fastify's own, typed from the schemas: `request.params/query/body` and the answer.
 */

type Schema = z.ZodType;
/** Answers by status code, for a route whose success is not one answer under one code. */
type AnswerMap = { readonly [status: number]: Schema };

/** What a signed-in call may answer besides its success: bad input, no session, refused, not found. */
export const SIGNED_IN_ERRORS = [400, 401, 403, 404] as const;
/** A signed-in call that also asks a vendor, who may fail it: 502 VendorUnavailable. */
export const VENDOR_ERRORS = [...SIGNED_IN_ERRORS, 502] as const;
/** A public call behind an emailed link or token: bad input (or token), too many calls from one address. */
export const LINK_ERRORS = [400, 429] as const;
/** Any call: its URL (414) or headers (431) too long for the server to read, or a fault of the server (500). */
const TRANSPORT_ERRORS = [414, 431, 500] as const;
/** A call with a body: too large (413), or of a content type it does not read (415). */
const BODY_ERRORS = [413, 415] as const;
/** A call an API key may make: no or a spent key (401), a scope that does not allow it (403), its rate (429). */
const KEY_ERRORS = [401, 403, 429] as const;

/** The route's `config`: an `allow.*` rule, spread with other config such as `rateLimited` where needed. */
export type RouteAccess = FastifyContextConfig & { access: AccessRule };

export interface RouteSpec<P, Q, B, A> {
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  /** The success answer (under `status`, 200 unless said), or answers by status code. */
  answer?: A;
  /** instead of `answer`: the content types of the bytes the handler sends (an image, a file) */
  file?: readonly string[];
  /** the success status code, set on the reply before the handler runs */
  status?: number;
  /** who may call it: `allow.*` (identity/route-access.ts) */
  access: RouteAccess;
  /** the error codes answered with ErrorAnswer, when not the table's */
  errors?: readonly number[];
  /** request content types other than JSON (an upload: `['multipart/form-data']`) */
  consumes?: readonly string[];
  /** a check of its own that runs before validation, after the access rule */
  preValidation?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

type ResponseOf<A> = A extends Schema ? { 200: A } : A extends AnswerMap ? A : undefined;

/** The schema Fastify types the handler from; errors are left out, so the handler answers the success only. */
export interface RouteSchema<P, Q, B, A> extends FastifySchema {
  params: P;
  querystring: Q;
  body: B;
  response: ResponseOf<A>;
}

export type RouteHandler<P, Q, B, A> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<P, Q, B, A>,
  ZodTypeProvider
>;

type Declare = <
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  A extends Schema | AnswerMap | undefined = undefined,
>(
  url: string,
  spec: RouteSpec<P, Q, B, A>,
  handler: RouteHandler<P, Q, B, A>,
) => void;

export interface RouteTable {
  get: Declare;
  post: Declare;
  put: Declare;
  patch: Declare;
  delete: Declare;
}

const isSchema = (answer: Schema | AnswerMap): answer is Schema => '_zod' in answer;

/** The Fastify `schema` of a route, keys in the order the long form wrote them. */
type DeclaredSpec = RouteSpec<
  Schema | undefined,
  Schema | undefined,
  Schema | undefined,
  Schema | AnswerMap | undefined
>;

export function routeSchema(
  method: HTTPMethods,
  tag: string,
  spec: DeclaredSpec,
  tableErrors: readonly number[],
): FastifySchema & Record<string, unknown> {
  const schema: FastifySchema & Record<string, unknown> = { tags: [tag], summary: spec.summary };
  schema.security = securityOf(spec.access);
  if (spec.consumes) schema.consumes = spec.consumes;
  if (spec.params) schema.params = spec.params;
  if (spec.query) schema.querystring = spec.query;
  if (spec.body) schema.body = spec.body;
  const answers = !spec.answer ? {} : isSchema(spec.answer) ? { [spec.status ?? 200]: spec.answer } : spec.answer;
  const errors = errorCodesOf(method, spec, tableErrors).map((code) => [code, ErrorAnswer]);
  schema.response = { ...answers, ...Object.fromEntries(errors) };
  if (spec.file) schema[FILE_ANSWER] = spec.file;
  return schema;
}

/** Every error code an operation answers with ErrorAnswer: its own, and those of how it is called. */
function errorCodesOf(method: HTTPMethods, spec: DeclaredSpec, tableErrors: readonly number[]): number[] {
  const takesKey = securityOf(spec.access).some((scheme) => 'apiKey' in scheme);
  const codes = [
    ...(spec.errors ?? tableErrors),
    // a parameter, query or body that does not validate
    ...(spec.params || spec.query || spec.body ? [400] : []),
    // a browser call that changes something from another site (the Origin check, identity/http-hooks.ts)
    ...(method === 'GET' ? [] : [403]),
    ...(takesKey ? KEY_ERRORS : []),
    ...(spec.body || spec.consumes ? BODY_ERRORS : []),
    ...TRANSPORT_ERRORS,
  ];
  return [...new Set(codes)].sort((a, b) => a - b);
}

/**
 * The credentials an operation takes, as the API document says it: none for a public call, else the
 * session cookie and (unless the route is keyless) an API key.
 */
export function securityOf(access: RouteAccess): Array<Record<string, string[]>> {
  if (access.access.who === 'anyone') return [];
  return access.keyless ? [{ session: [] }] : [{ session: [] }, { apiKey: [] }];
}

/**
 * A unique camelCase name for the operation, from its method and path: `GET /user/apiKeys/:id` is
 * `getUserApiKeysById`. A generated client calls it by this name.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by ${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/).filter(Boolean));
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return method.toLowerCase() + words.map(capital).join('');
}

/**
 * The route declarator of one feature: `tag` names its OpenAPI section, `errors` the error codes its
 * routes answer (SIGNED_IN_ERRORS unless said; a route may name its own).
 */
export function routeTable(app: FastifyInstance, table: { tag: string; errors?: readonly number[] }): RouteTable {
  const tableErrors = table.errors ?? SIGNED_IN_ERRORS;
  const declare =
    (method: HTTPMethods): Declare =>
    (url, spec, handler) => {
      const { status, preValidation } = spec;
      const run = handler as RouteHandlerMethod;
      app.route({
        method,
        url,
        schema: { ...routeSchema(method, table.tag, spec, tableErrors), operationId: operationIdOf(method, url) },
        config: spec.access,
        ...(preValidation ? { preValidation } : {}),
        handler:
          status === undefined
            ? run
            : function (request, reply) {
                reply.code(status);
                return run.call(this, request, reply);
              },
      });
    };
  return {
    get: declare('GET'),
    post: declare('POST'),
    put: declare('PUT'),
    patch: declare('PATCH'),
    delete: declare('DELETE'),
  };
}
