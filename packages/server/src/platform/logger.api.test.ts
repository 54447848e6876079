import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { users } from '../db/schema.ts';
import { buildUser, TEST_PASSWORD } from '../test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../test/harness.ts';
import { latestToken } from '../test/identity-helpers.ts';
import { createLogger, redactUrl } from './logger.ts';

const SECRETS = {
  apiKey: 'HeartlandKey0123456789',
  accessToken: 'shpat_AccessToken0123456789',
  password: 'ShopifyPassword0123456789',
  token: 'PreferencesToken0123456789',
  hash: '$argon2id$v=19$m=19456,t=2,p=1$SaltSaltSalt$HashHashHashHashHash',
};

let t: TestContext;
let app: FastifyInstance;
let cookie: string;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestContext();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({ ...t.deps, logger: createLogger('info', stream) });
  // a call whose SQL fails: a second user with a taken email, and a password hash among the values
  app.get('/test/failing-insert', async () => {
    const [taken] = await t.deps.database.db.select({ email: users.email }).from(users).limit(1);
    await t.deps.database.db
      .insert(users)
      .values({ email: taken!.email, firstName: 'A', lastName: 'B', passwordHash: SECRETS.hash });
    return { ok: true };
  });
  await app.ready();
  const user = await buildUser(t.deps.database.db);
  cookie = await signIn(app, user.email, TEST_PASSWORD);
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const expectNoSecretLogged = () => {
  const log = lines.join('\n');
  for (const secret of Object.values(SECRETS)) {
    expect(log).not.toContain(secret);
    expect(log).not.toContain(encodeURIComponent(secret));
  }
  // and the hash's distinctive middle, in case it was cut or escaped
  expect(log).not.toContain('HashHashHashHashHash');
};

describe('the log', () => {
  it('redacts secret query parameters of the request URL', async () => {
    lines.length = 0;
    await app.inject({ url: `/api/sources/heartland/preview?apiKey=${SECRETS.apiKey}`, headers: { cookie } });
    await app.inject({
      url: `/api/sources/shopify/locations?appType=custom&storeName=shop&accessToken=${SECRETS.accessToken}&password=${SECRETS.password}`,
      headers: { cookie },
    });
    await app.inject({ url: `/api/email/preferences?token=${SECRETS.token}` });
    expect(lines.some((line) => line.includes('/api/sources/heartland/preview?apiKey=[redacted]'))).toBe(true);
    expect(lines.some((line) => line.includes('storeName=shop'))).toBe(true);
    expectNoSecretLogged();
  });

  it('logs a failed query with its SQL but without its values', async () => {
    lines.length = 0;
    const res = await app.inject({ url: '/test/failing-insert' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('argon2');
    const errorLines = lines.filter((line) => line.includes('unhandled error'));
    expect(errorLines).toHaveLength(1);
    expect(errorLines[0]).toContain(String.raw`insert into \"users\"`);
    expectNoSecretLogged();
  });

  it('redacts secret properties of logged objects, nested ones included', () => {
    lines.length = 0;
    app.log.info(
      {
        password: SECRETS.password,
        detail: { apiKey: SECRETS.apiKey, nested: { accessToken: SECRETS.accessToken } },
        user: { passwordHash: SECRETS.hash },
        headers: { authorization: `Bearer ${SECRETS.token}` },
      },
      `calling https://vendor.example/api?api_key=${SECRETS.apiKey}&page=2`,
    );
    app.log.error({ err: Object.assign(new Error('failed'), { params: [SECRETS.hash], token: SECRETS.token }) }, 'x');
    expect(lines.join('\n')).toContain('page=2');
    expectNoSecretLogged();
  });
});

/** The URL of the 'incoming request' line of each request the call made. */
const loggedUrlsOf = async (call: () => Promise<unknown>): Promise<string[]> => {
  const before = lines.length;
  await call();
  return lines
    .slice(before)
    .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
    .filter((line) => line.msg === 'incoming request')
    .map((line) => line.req?.url ?? '');
};

describe('link tokens in URL paths', () => {
  // a real link's shape (43 base64url characters) and a short one that only the route's template gives away
  const LONG = 'LinkToken0123456789abcdefghijklmnopqrstuvwx';
  const SHORT = 'Short-Tok3n';
  const R = '[redacted]';
  // every API path with a link token (reset, join, admin join, team, source validation, connection
  // links) and the web pages that carry one
  const ROUTES: Array<{ method: 'GET' | 'PUT' | 'PATCH' | 'POST'; template: string }> = [
    { method: 'GET', template: '/api/auth/validateReset/{token}' },
    { method: 'PUT', template: '/api/auth/changePassword/{token}' },
    { method: 'GET', template: '/api/auth/join/validate/{token}' },
    { method: 'PUT', template: '/api/auth/join/{token}' },
    { method: 'GET', template: '/api/auth/join/admin/validate/{token}' },
    { method: 'PUT', template: '/api/auth/join/admin/{token}' },
    { method: 'GET', template: '/api/auth/join/team/validate/{token}' },
    { method: 'PUT', template: '/api/auth/join/team/{token}' },
    { method: 'GET', template: '/api/sources/validation/{token}' },
    { method: 'GET', template: '/api/sources/validation/{token}/authorizeUrl' },
    { method: 'PATCH', template: '/api/sources/oauth/{token}' },
    { method: 'POST', template: '/api/accounts/connections/email/{token}' },
    { method: 'GET', template: '/join/{token}' },
    { method: 'GET', template: '/join/admin/{token}' },
    { method: 'GET', template: '/join/team/{token}' },
  ];

  it.each(ROUTES)(
    '$method $template logs the path with its token redacted, long or short',
    async ({ method, template }) => {
      for (const token of [LONG, SHORT]) {
        const path = template.replace('{token}', token);
        for (const url of [path, `${path}/`]) {
          const logged = await loggedUrlsOf(() =>
            app.inject({ method, url, payload: method === 'GET' ? undefined : {} }),
          );
          expect(logged).toEqual([url.replace(token, R)]);
        }
      }
      expect(lines.join('\n')).not.toContain(SHORT);
      expect(lines.join('\n')).not.toContain(LONG);
    },
  );

  it("keeps other paths' ids and words, and redacts a token-shaped segment of any path", async () => {
    const kept = ['/api/accounts/connections/brand/12', '/api/embed/reports/sales-summary', '/join', '/reset'];
    for (const url of kept) expect(await loggedUrlsOf(() => app.inject({ url }))).toEqual([url]);
    expect(await loggedUrlsOf(() => app.inject({ url: `/api/no/such/${LONG}?x=1` }))).toEqual([
      `/api/no/such/${R}?x=1`,
    ]);
    expect(await loggedUrlsOf(() => app.inject({ url: `/somewhere/${LONG}` }))).toEqual([`/somewhere/${R}`]);
    // the query-string secrets as before, beside a path token
    expect(await loggedUrlsOf(() => app.inject({ url: `/api/sources/validation/${SHORT}?t=${SHORT}&n=2` }))).toEqual([
      `/api/sources/validation/${R}?t=${R}&n=2`,
    ]);
  });

  it("an admin invite's check answers the TOTP secret to the link's holder, uncached, and the log holds neither", async () => {
    const admin = await buildUser(t.deps.database.db, { systemAccessLevel: 'admin' });
    const adminCookie = await signIn(app, admin.email, TEST_PASSWORD);
    const email = `logged-invite-${Date.now()}@example.test`;
    const invite = await app.inject({
      method: 'POST',
      url: '/api/admin/users/invite',
      payload: { email, accessLevel: 'accountManager' },
      headers: { cookie: adminCookie },
    });
    expect(invite.statusCode).toBe(200);
    const token = await latestToken(t, email, '/join/admin/');
    lines.length = 0;
    const res = await app.inject({ url: `/api/auth/join/admin/validate/${token}` });
    expect(res.statusCode).toBe(200);
    const { secret } = res.json() as { secret: string };
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const log = lines.join('\n');
    expect(log).toContain('/api/auth/join/admin/validate/[redacted]');
    expect(log).not.toContain(token);
    expect(log).not.toContain(secret);
  });
});

describe('redactUrl', () => {
  it('replaces the values of secret parameters by name, whatever their spelling', () => {
    expect(redactUrl('/a?apiKey=1&x=2&api_key=3&T=4&code=5&Access-Token=6')).toBe(
      '/a?apiKey=[redacted]&x=2&api_key=[redacted]&T=[redacted]&code=[redacted]&Access-Token=[redacted]',
    );
    expect(redactUrl('/a/b')).toBe('/a/b');
    expect(redactUrl('/a?%61piKey=1')).toBe('/a?%61piKey=[redacted]');
  });
});

describe("a request's logger (made on its first line)", () => {
  it('writes each request line with the request id, as pino children do', async () => {
    const before = lines.length;
    await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    const mine = lines.slice(before).map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(new Set(mine.map((line) => line.reqId)).size).toBe(1);
    expect(mine[0]?.reqId).toBeTruthy();
  });

  it('writes nothing below its level', async () => {
    const quiet: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        quiet.push(String(chunk));
        done();
      },
    });
    const warnApp = await buildApp({ ...t.deps, logger: createLogger('warn', stream) });
    await warnApp.ready();
    const res = await warnApp.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(quiet).toEqual([]);
    await warnApp.close();
  });
});
