import { ERRORS, PUBLIC_URL_FIELD } from '@storelens/contract/domain/error-codes';
import { AUTH_RATE_LIMIT_PER_MINUTE, CSRF_HEADER } from '@storelens/contract/domain/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema.ts';
import { sessionsCleanupJob } from '../jobs/sessions-cleanup.job.ts';
import { buildUser, TEST_PASSWORD } from '../test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../test/harness.ts';

let t: TestContext;
let cookie: string;
beforeAll(async () => {
  t = await createTestContext();
  const user = await buildUser(t.deps.database.db);
  cookie = await signIn(t.app, user.email, TEST_PASSWORD);
});
afterAll(() => t.close());

const postSetting = (headers: Record<string, string>, payload = '{"name":"hasViewedReportGuide","value":"1"}') =>
  t.app.inject({ method: 'POST', url: '/api/user/settings', payload, headers: { cookie, ...headers } });

describe('CSRF defence', () => {
  it('refuses a cross-site request marked by the browser', async () => {
    const res = await postSetting({ 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('CsrfRejected');
  });

  it('refuses a foreign Origin', async () => {
    const res = await postSetting({ 'content-type': 'application/json', origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a form-encoded or text POST without the custom header (what a cross-site form can send)', async () => {
    expect((await postSetting({ 'content-type': 'text/plain' })).statusCode).toBe(403);
    expect((await postSetting({ 'content-type': 'application/x-www-form-urlencoded' }, 'name=x')).statusCode).toBe(403);
  });

  it('accepts JSON from our own origin and calls with the custom header', async () => {
    expect(
      (await postSetting({ 'content-type': 'application/json', origin: 'http://localhost:3000' })).statusCode,
    ).toBe(200);
    expect((await postSetting({ 'content-type': 'application/json', [CSRF_HEADER]: '1' })).statusCode).toBe(200);
  });
});

describe("first contact: the app's own origins", () => {
  const signInFrom = (context: TestContext, email: string, origin: string) =>
    context.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email, password: TEST_PASSWORD },
      headers: { origin, 'sec-fetch-site': 'same-origin' },
    });

  it('PUBLIC_URL unset: localhost, 127.0.0.1 and [::1] on PORT are all our own origin', async () => {
    const unset = await createTestContext({ PUBLIC_URL: '', PORT: '3000' });
    try {
      const user = await buildUser(unset.deps.database.db);
      for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
        expect((await signInFrom(unset, user.email, origin)).statusCode, origin).toBe(200);
      // another port or host is not: without PUBLIC_URL there is no address to send the browser to
      for (const origin of ['http://127.0.0.1:3001', 'http://192.168.1.20:3000', 'https://localhost:3000']) {
        const res = await signInFrom(unset, user.email, origin);
        expect(res.statusCode, origin).toBe(403);
        expect(res.json(), origin).toEqual(ERRORS.csrf);
      }
    } finally {
      await unset.close();
    }
  });

  it('PUBLIC_URL set: another address of the same server is refused, and the answer names PUBLIC_URL', async () => {
    const user = await buildUser(t.deps.database.db);
    // this context's PUBLIC_URL is http://localhost:3000: a loopback address, sent as it is
    for (const origin of ['http://127.0.0.1:3000', 'http://[::1]:3000', 'https://evil.example']) {
      const res = await signInFrom(t, user.email, origin);
      expect(res.statusCode, origin).toBe(403);
      expect(res.json(), origin).toEqual({ ...ERRORS.csrf, fields: { [PUBLIC_URL_FIELD]: 'http://localhost:3000' } });
    }
    expect((await signInFrom(t, user.email, 'http://localhost:3000')).statusCode).toBe(200);
  });
});

describe('sign-in rate limit', () => {
  it(`answers 429 past ${AUTH_RATE_LIMIT_PER_MINUTE} sign-in calls a minute from one address`, async () => {
    const call = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { email: 'a@b.test', password: 'x' },
        remoteAddress: '10.9.8.7',
      });
    for (let i = 0; i < AUTH_RATE_LIMIT_PER_MINUTE; i++) expect((await call()).statusCode).not.toBe(429);
    const res = await call();
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe('TooManyRequests');
  });
});

describe('answers', () => {
  it('sends security headers', async () => {
    const res = await t.app.inject({ url: '/api/auth/expiration' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    // PUBLIC_URL is http here: no HSTS, no upgrade of our own files to an https nobody serves
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('answers unknown API paths with the error envelope', async () => {
    const res = await t.app.inject({ url: '/api/no-such-call', headers: { cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NotFound' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await postSetting({ 'content-type': 'application/json' }, '{"name":');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBeTypeOf('string');
  });

  it('serves the OpenAPI document with the calls', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth', '/api/user', '/api/accounts/{id}']));
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});

describe('sessions clean-up job', () => {
  it('removes expired sessions and keeps live ones', async () => {
    const user = await buildUser(t.deps.database.db);
    await signIn(t.app, user.email, TEST_PASSWORD);
    const before = (await t.deps.database.db.select().from(sessions)).length;
    t.clock.advanceMinutes(13 * 60);
    try {
      await sessionsCleanupJob.handler({}, t.deps);
    } finally {
      t.clock.reset();
    }
    expect(before).toBeGreaterThan(0);
    expect(await t.deps.database.db.select().from(sessions)).toHaveLength(0);
  });
});
