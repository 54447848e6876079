import { ErrorAnswer } from '@storelens/contract/api/errors';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { FILE_ANSWER } from '../platform/api-document.ts';
import { allow } from './route-access.ts';
import { LINK_ERRORS, operationIdOf, routeTable, SIGNED_IN_ERRORS, securityOf, VENDOR_ERRORS } from './route-table.ts';

const Params = z.object({ id: z.coerce.number().int() });
const Query = z.object({ q: z.string().optional() });
const Body = z.object({ name: z.string().min(1) });
const Item = z.object({ id: z.number(), name: z.string() });

let app: FastifyInstance;
let routes: RouteOptions[];

/** A bare app with the zod compilers; it keeps each route as Fastify received it. */
function newApp() {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  routes = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  return app;
}

/** ErrorAnswer under each of `codes`. */
const errorAnswers = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ErrorAnswer]));

const routeOf = (method: string, url: string) => {
  const found = routes.find((route) => route.method === method && route.url === url);
  if (!found) throw new Error(`no route ${method} ${url}`);
  return found;
};

afterEach(async () => {
  await app?.close();
});

describe('what Fastify sees', () => {
  it('the same schema and config as the long form: tag, summary, params, querystring, body, answer and every error it may answer', () => {
    const route = routeTable(newApp(), { tag: 'things' });
    const access = allow.systemUser('hasConnectors', 'id');
    route.put(
      '/things/:id',
      { summary: 'Edit a thing', params: Params, query: Query, body: Body, answer: Item, access },
      async (request) => ({ id: request.params.id, name: request.body.name }),
    );

    const { schema, config } = routeOf('PUT', '/things/:id');
    expect(schema).toEqual({
      tags: ['things'],
      summary: 'Edit a thing',
      security: [{ session: [] }, { apiKey: [] }],
      params: Params,
      querystring: Query,
      body: Body,
      // the table's, a key's 429, a body's 413 and 415, and any call's 414, 431 and 500
      response: { 200: Item, ...errorAnswers(400, 401, 403, 404, 413, 414, 415, 429, 431, 500) },
      operationId: 'putThingsById',
    });
    // the key order of the long form, which the OpenAPI document follows
    expect(Object.keys(schema ?? {})).toEqual([
      'tags',
      'summary',
      'security',
      'params',
      'querystring',
      'body',
      'response',
      'operationId',
    ]);
    expect(config).toMatchObject(access);
  });

  it('only the parts a route has; its own errors or the table’s, and those of how it is called', () => {
    const route = routeTable(newApp(), { tag: 'links', errors: LINK_ERRORS });
    const access = { ...allow.anyone(), rateLimited: true };
    route.get('/a', { summary: 'A', answer: Item, access }, async () => ({ id: 1, name: 'a' }));
    route.get('/b', { summary: 'B', answer: Item, access, errors: [401] }, async () => ({ id: 1, name: 'b' }));
    route.delete('/c', { summary: 'C', answer: Item, access, errors: [] }, async () => ({ id: 1, name: 'c' }));

    expect(routeOf('GET', '/a').schema).toEqual({
      tags: ['links'],
      summary: 'A',
      security: [],
      response: { 200: Item, ...errorAnswers(400, 414, 429, 431, 500) },
      operationId: 'getA',
    });
    expect(routeOf('GET', '/a').config).toMatchObject({ access: { who: 'anyone' }, rateLimited: true });
    expect(routeOf('GET', '/b').schema?.response).toEqual({ 200: Item, ...errorAnswers(401, 414, 431, 500) });
    // no errors of its own; a call that changes something may meet the Origin check (403)
    expect(routeOf('DELETE', '/c').schema?.response).toEqual({ 200: Item, ...errorAnswers(403, 414, 431, 500) });
  });

  it('an upload names its content type; a route sending bytes names theirs, and its errors', () => {
    const route = routeTable(newApp(), { tag: 'files' });
    const access = allow.signedIn();
    route.post('/upload', { summary: 'Upload', consumes: ['multipart/form-data'], answer: Item, access }, async () => ({
      id: 1,
      name: 'file',
    }));
    route.get(
      '/bytes/:id',
      { summary: 'Bytes', params: Params, file: ['image/png'], access },
      async (_request, reply) => reply.type('image/png').send(Buffer.from('png')),
    );

    const signedIn = [{ session: [] }, { apiKey: [] }];
    expect(routeOf('POST', '/upload').schema).toEqual({
      tags: ['files'],
      summary: 'Upload',
      security: signedIn,
      consumes: ['multipart/form-data'],
      response: { 200: Item, ...errorAnswers(...SIGNED_IN_ERRORS, 413, 414, 415, 429, 431, 500) },
      operationId: 'postUpload',
    });
    expect(routeOf('GET', '/bytes/:id').schema).toEqual({
      tags: ['files'],
      summary: 'Bytes',
      security: signedIn,
      params: Params,
      response: errorAnswers(...SIGNED_IN_ERRORS, 414, 429, 431, 500),
      [FILE_ANSWER]: ['image/png'],
      operationId: 'getBytesById',
    });
  });

  it('answers by status code; a success status other than 200', () => {
    const route = routeTable(newApp(), { tag: 'things', errors: VENDOR_ERRORS });
    const access = allow.signedIn();
    route.post('/made', { summary: 'Made', answer: Item, status: 201, access }, async () => ({ id: 1, name: 'x' }));
    route.get('/either', { summary: 'Either', answer: { 200: Item, 202: Params }, access }, async () => ({ id: 2 }));

    expect(routeOf('POST', '/made').schema?.response).toEqual({
      201: Item,
      ...errorAnswers(400, 401, 403, 404, 414, 429, 431, 500, 502),
    });
    expect(Object.keys(routeOf('GET', '/either').schema?.response ?? {})).toEqual([
      '200',
      '202',
      '400',
      '401',
      '403',
      '404',
      '414',
      '429',
      '431',
      '500',
      '502',
    ]);
  });
});

describe('what the API document says', () => {
  it('operation names: camelCase from the method and the path, a parameter as By…', () => {
    expect(operationIdOf('GET', '/user/apiKeys')).toBe('getUserApiKeys');
    expect(operationIdOf('DELETE', '/user/apiKeys/:id')).toBe('deleteUserApiKeysById');
    expect(operationIdOf('POST', '/sources/:accountId/')).toBe('postSourcesByAccountId');
    expect(operationIdOf('GET', '/products/brand-summary/:accountId')).toBe('getProductsBrandSummaryByAccountId');
  });

  it('credentials: none for a public call; the session or a key; the session alone on a keyless route', () => {
    expect(securityOf(allow.anyone())).toEqual([]);
    expect(securityOf(allow.signedIn())).toEqual([{ session: [] }, { apiKey: [] }]);
    expect(securityOf({ ...allow.signedIn(), keyless: true })).toEqual([{ session: [] }]);
  });
});

describe('what a request gets', () => {
  it('typed, validated params, query and body; the answer goes out through its schema', async () => {
    const route = routeTable(newApp(), { tag: 'things' });
    route.put(
      '/things/:id',
      { summary: 'Edit', params: Params, query: Query, body: Body, answer: Item, access: allow.anyone() },
      async (request) => {
        expectTypeOf(request.params).toEqualTypeOf<{ id: number }>();
        expectTypeOf(request.query).toEqualTypeOf<{ q?: string | undefined }>();
        expectTypeOf(request.body).toEqualTypeOf<{ name: string }>();
        // what the answer's schema does not name stays home
        const answer = { id: request.params.id, name: `${request.body.name}${request.query.q ?? ''}`, extra: 'x' };
        return answer;
      },
    );

    const ok = await app.inject({ method: 'PUT', url: '/things/7?q=!', payload: { name: 'Ann' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id: 7, name: 'Ann!' });
    const bad = await app.inject({ method: 'PUT', url: '/things/7', payload: { name: '' } });
    expect(bad.statusCode).toBe(400);
  });

  it('the declared success status; the handler’s reply, headers and raw bytes', async () => {
    const route = routeTable(newApp(), { tag: 'things' });
    const access = allow.anyone();
    route.post('/made', { summary: 'Made', answer: Item, status: 201, access }, async () => ({ id: 1, name: 'x' }));
    route.get('/bytes', { summary: 'Bytes', access }, async (_request, reply) => {
      reply.header('cache-control', 'private, max-age=60');
      return reply.type('image/png').send(Buffer.from([1, 2, 3]));
    });

    const made = await app.inject({ method: 'POST', url: '/made' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toEqual({ id: 1, name: 'x' });
    const bytes = await app.inject({ method: 'GET', url: '/bytes' });
    expect(bytes.headers['content-type']).toBe('image/png');
    expect(bytes.headers['cache-control']).toBe('private, max-age=60');
    expect([...bytes.rawPayload]).toEqual([1, 2, 3]);
  });

  it('a preValidation check of its own runs before the handler', async () => {
    const route = routeTable(newApp(), { tag: 'things' });
    route.get(
      '/guarded',
      {
        summary: 'Guarded',
        answer: Item,
        access: allow.anyone(),
        preValidation: async (request) => {
          if (!request.headers['x-same-site']) throw Object.assign(new Error('refused'), { statusCode: 403 });
        },
      },
      async () => ({ id: 1, name: 'in' }),
    );

    expect((await app.inject({ method: 'GET', url: '/guarded' })).statusCode).toBe(403);
    const passed = await app.inject({ method: 'GET', url: '/guarded', headers: { 'x-same-site': '1' } });
    expect(passed.json()).toEqual({ id: 1, name: 'in' });
  });

  it('a handler answers its success schema (checked by the type checker)', () => {
    const route = routeTable(newApp(), { tag: 'things' });
    route.get(
      '/typed',
      { summary: 'Typed', answer: Item, access: allow.anyone() },
      // @ts-expect-error a name must be a string
      async () => ({ id: 1, name: 2 }),
    );
    expect(routeOf('GET', '/typed').url).toBe('/typed');
  });
});
