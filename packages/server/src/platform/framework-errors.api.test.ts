import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERRORS } from '@storelens/contract/api/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, TEST_PASSWORD } from '../test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../test/harness.ts';

/*
 * The refusals made before any route reads the request (the router, the body parser, Node's HTTP
 * parser) answer the same error body as every other refusal: `{error, message}`, no `statusCode`
 * or `code` of the framework.
 */

let t: TestContext;
let cookie: string;
beforeAll(async () => {
  t = await createTestContext();
  const user = await buildUser(t.deps.database.db, { systemAccessLevel: 'admin' });
  cookie = await signIn(t.app, user.email, TEST_PASSWORD);
});
afterAll(() => t.close());

const expectErrorBody = (
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  status: number,
  answer: { error: string; message: string },
) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  expect(JSON.parse(res.body)).toEqual(answer);
};

describe('the router', () => {
  it('answers a broken percent-encoding in a path with 400 and the error body', async () => {
    for (const url of ['/api/accounts/%E0%A4%A', '/api/dashboards/test/%', '/api/sources/%ZZ/1', '/%E0%A4%A']) {
      expectErrorBody(await t.app.inject({ url, headers: { cookie } }), 400, ERRORS.badUrl);
    }
  });

  it('answers a path parameter past its length with 414 and the error body', async () => {
    const res = await t.app.inject({ url: `/api/accounts/${'1'.repeat(500)}`, headers: { cookie } });
    expectErrorBody(res, 414, ERRORS.uriTooLong);
  });
});

describe('the body parser', () => {
  it('answers a body past the limit with 413 and the error body', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { cookie, 'content-type': 'application/json', 'x-storelens-csrf': '1' },
      payload: JSON.stringify({ firstName: 'x'.repeat(11 * 1024 * 1024), lastName: 'y' }),
    });
    expectErrorBody(res, 413, ERRORS.bodyTooLarge);
  });

  it('answers a content type no parser reads with 415 and the error body', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { cookie, 'content-type': 'application/xml', 'x-storelens-csrf': '1' },
      payload: '<firstName>Ann</firstName>',
    });
    expectErrorBody(res, 415, ERRORS.unsupportedMediaType);
  });
});

describe("Node's HTTP parser", () => {
  it('answers headers past its limit with 431 and the error body', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const res = await new Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>(
      (resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path: '/api/auth/me', headers: { 'x-filler': 'x'.repeat(64 * 1024) } },
          (answer) => {
            let body = '';
            answer.on('data', (chunk: Buffer) => {
              body += chunk.toString();
            });
            answer.on('end', () => resolve({ statusCode: answer.statusCode ?? 0, headers: answer.headers, body }));
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
    expectErrorBody(res, 431, ERRORS.headersTooLarge);
  });
});
