import { API_KEY_ERRORS, API_KEY_PREFIX, CreatedApiKey } from '@storelens/contract/api/api-keys';
import { PROFILE_ERRORS } from '@storelens/contract/api/profile';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiKeys } from '../../db/api-keys.schema.ts';
import { auditLog, users } from '../../db/schema.ts';
import { hashToken } from '../../platform/crypto.ts';
import { buildAccount } from '../../test/factories.ts';
import { createTestContext } from '../../test/harness.ts';
import { call, expectFieldErrors, impersonateNewMember, newSignedInUser } from '../../test/identity-helpers.ts';
import { useTestContext } from '../../test/test-app.ts';

const RATE = 5;
const t = useTestContext(() => createTestContext({ API_KEY_RATE_PER_MINUTE: String(RATE) }));

/** A new user with a session and a new key of `scope`: the user, the cookie and the key's answer. */
async function userWithKey(scope: 'read' | 'write' = 'write', expiresInDays?: number, overrides = {}) {
  const { user, cookie } = await newSignedInUser(t, overrides);
  const res = await call(t, 'POST', '/api/user/apiKeys', cookie, { name: 'Onboarding script', scope, expiresInDays });
  expect(res.statusCode, res.body).toBe(201);
  return { user, cookie, created: CreatedApiKey.parse(res.json()) };
}

/** A call with only the key: no cookie, no Origin, no CSRF header. */
const withKey = (key: string, method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${key}` }, ...(payload ? { payload } : {}) });

describe('creating, listing and revoking keys', () => {
  it('answers 201 with the key once; the list shows its prefix, never the key; the database holds its SHA-256', async () => {
    const { user, cookie, created } = await userWithKey('read');
    expect(created.key).toMatch(/^sl_[A-Za-z0-9_-]{43,}$/);
    expect(created.scope).toBe('read');
    const days = (Date.parse(created.expiresAt) - t.deps.now().getTime()) / 86_400_000;
    expect(days).toBeCloseTo(90, 1);

    const list = await call(t, 'GET', '/api/user/apiKeys', cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({ id: created.id, name: 'Onboarding script', scope: 'read', lastUsedAt: null }),
    ]);
    expect(list.body).not.toContain(created.key);
    expect(created.key.startsWith(list.json()[0].prefix)).toBe(true);

    const [row] = await t.deps.database.db.select().from(apiKeys).where(eq(apiKeys.userId, user.id));
    expect(row!.keyHash).toBe(hashToken(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);
  });

  it('refuses a bad name, scope or lifetime with the field messages, and creates nothing', async () => {
    const { user, cookie } = await newSignedInUser(t);
    const bad = async (body: object) => call(t, 'POST', '/api/user/apiKeys', cookie, body);
    expectFieldErrors(await bad({ name: ' ', scope: 'read' }), { name: 'Name is required' });
    expectFieldErrors(await bad({ name: 'x'.repeat(101), scope: 'read' }), {
      name: 'Name must have at most 100 letters',
    });
    expectFieldErrors(await bad({ name: 'ok', scope: 'admin' }), { scope: 'Scope is not one of the allowed options' });
    expectFieldErrors(await bad({ name: 'ok', scope: 'write', expiresInDays: 366 }), {
      expiresInDays: 'Expires in (days) must be between 1 and 365',
    });
    expectFieldErrors(await bad({ name: 'ok', scope: 'write', expiresInDays: 0 }), {
      expiresInDays: 'Expires in (days) must be between 1 and 365',
    });
    expect(await t.deps.database.db.select().from(apiKeys).where(eq(apiKeys.userId, user.id))).toEqual([]);
  });

  it('refuses to make a key while an admin impersonates the user', async () => {
    const { cookie, target } = await impersonateNewMember(t);
    const res = await call(t, 'POST', '/api/user/apiKeys', cookie, { name: 'Taken along', scope: 'write' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(PROFILE_ERRORS.impersonating);
    expect(await t.deps.database.db.select().from(apiKeys).where(eq(apiKeys.userId, target.id))).toEqual([]);
  });

  it('audits creation and revocation; a revoked key answers 401 at once; another user cannot revoke it', async () => {
    const { user, cookie, created } = await userWithKey();
    const other = await newSignedInUser(t);
    expect((await call(t, 'DELETE', `/api/user/apiKeys/${created.id}`, other.cookie)).statusCode).toBe(404);
    expect((await withKey(created.key, 'GET', '/api/user')).statusCode).toBe(200);

    const revoked = await call(t, 'DELETE', `/api/user/apiKeys/${created.id}`, cookie);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toEqual({ id: created.id });
    const after = await withKey(created.key, 'GET', '/api/user');
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe('Authentication Error');
    expect((await call(t, 'GET', '/api/user/apiKeys', cookie)).json()).toEqual([]);

    const audit = await t.deps.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, user.id), eq(auditLog.targetId, String(created.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['api_key.create', 'api_key.revoke']);
  });
});

describe('calling with a key', () => {
  it('acts as its user without cookie, Origin or CSRF header, and ignores a cookie sent along', async () => {
    const { user, created } = await userWithKey();
    const other = await newSignedInUser(t);
    const res = await t.app.inject({
      url: '/api/user',
      headers: { authorization: `Bearer ${created.key}`, cookie: other.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().email).toBe(user.email);
    // a write from another origin: the key is the credential, no browser sends it by itself
    const write = await t.app.inject({
      method: 'PUT',
      url: '/api/user/timezone',
      headers: { authorization: `Bearer ${created.key}`, origin: 'https://elsewhere.example' },
      payload: { timeZone: 'Europe/Paris' },
    });
    expect(write.statusCode, write.body).toBe(200);
  });

  it('never more than its user: an account the user is not a member of stays closed', async () => {
    const { created } = await userWithKey();
    const account = await buildAccount(t.deps.database.db);
    const res = await withKey(created.key, 'GET', `/api/accounts/users/${account.id}`);
    expect(res.statusCode).toBe(403);
  });

  it('a read key may GET and HEAD only: 403 ApiKeyScope otherwise', async () => {
    const { created } = await userWithKey('read');
    expect((await withKey(created.key, 'GET', '/api/user')).statusCode).toBe(200);
    expect((await withKey(created.key, 'HEAD', '/api/user')).statusCode).toBe(200);
    const write = await withKey(created.key, 'PUT', '/api/user/timezone', { timeZone: 'Europe/Paris' });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual(API_KEY_ERRORS.scope);
  });

  it.each([
    ['GET', '/api/user/apiKeys'],
    ['POST', '/api/user/apiKeys'],
    ['PUT', '/api/user/password'],
    ['PUT', '/api/user/email'],
    ['GET', '/api/user/twoFactor/init'],
    ['DELETE', '/api/user/twoFactor'],
    ['DELETE', '/api/admin/users/impersonate'],
    ['GET', '/api/admin/users/impersonate/1/2'],
  ] as const)('refuses %s %s with 403 ApiKeyNotAllowed', async (method, url) => {
    const { created } = await userWithKey('write', undefined, { systemAccessLevel: 'admin' });
    const res = await withKey(created.key, method, url, method === 'GET' ? undefined : {});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(API_KEY_ERRORS.notAllowed);
  });

  it('answers 401 to an unknown or malformed key, an expired key and the key of a deactivated user', async () => {
    expect((await withKey(`${API_KEY_PREFIX}not-a-key`, 'GET', '/api/user')).statusCode).toBe(401);
    const basic = await t.app.inject({ url: '/api/user', headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(basic.statusCode).toBe(401);

    const expiring = await userWithKey('read', 1);
    t.clock.advanceMinutes(24 * 60 + 1);
    try {
      expect((await withKey(expiring.created.key, 'GET', '/api/user')).statusCode).toBe(401);
    } finally {
      t.clock.reset();
    }

    const { user, created } = await userWithKey();
    await t.deps.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await withKey(created.key, 'GET', '/api/user')).statusCode).toBe(401);
  });

  it('writes lastUsedAt on use, at most once a minute', async () => {
    const { created } = await userWithKey('read');
    const lastUsed = async () =>
      (await t.deps.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id)))[0]!.lastUsedAt;
    await withKey(created.key, 'GET', '/api/user');
    const first = await lastUsed();
    expect(first).not.toBeNull();
    try {
      t.clock.advanceMinutes(0.5);
      await withKey(created.key, 'GET', '/api/user');
      expect(await lastUsed()).toEqual(first);
      t.clock.advanceMinutes(0.6);
      await withKey(created.key, 'GET', '/api/user');
      expect((await lastUsed())!.getTime()).toBeGreaterThan(first!.getTime());
    } finally {
      t.clock.reset();
    }
  });

  it('is rate-limited per key: 429 with Retry-After past API_KEY_RATE_PER_MINUTE, other keys unaffected', async () => {
    const { created } = await userWithKey('read');
    for (let i = 0; i < RATE; i++) expect((await withKey(created.key, 'GET', '/api/user')).statusCode).toBe(200);
    const limited = await withKey(created.key, 'GET', '/api/user');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error).toBe('TooManyRequests');
    const fresh = await userWithKey('read');
    expect((await withKey(fresh.created.key, 'GET', '/api/user')).statusCode).toBe(200);
  });
});
