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
