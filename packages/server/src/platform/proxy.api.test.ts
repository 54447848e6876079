import { Writable } from 'node:stream';
import { AUTH_RATE_LIMIT_PER_MINUTE } from '@storelens/contract/domain/session';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { buildUser, TEST_PASSWORD } from '../test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../test/harness.ts';
import { compileProxyTrust } from './proxy.ts';

const signInFrom = (t: TestContext, remoteAddress: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: 'nobody@example.test', password: 'wrong' },
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

describe('TRUST_PROXY unset (the default)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('is off', () => {
    expect(t.deps.config.trustProxy).toBe(false);
  });

  it('a client-chosen X-Forwarded-For does not reset the sign-in rate limit', async () => {
    for (let i = 0; i < AUTH_RATE_LIMIT_PER_MINUTE; i++)
      expect((await signInFrom(t, '10.1.1.1', `192.0.2.${i}`)).statusCode).not.toBe(429);
    const res = await signInFrom(t, '10.1.1.1', '198.51.100.7');
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe('TooManyRequests');
  });
});

describe('TRUST_PROXY naming the proxy', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ TRUST_PROXY: '10.2.0.0/16' });
  });
  afterAll(() => t.close());

  it('counts each forwarded client address on its own', async () => {
    for (let i = 0; i < AUTH_RATE_LIMIT_PER_MINUTE; i++)
      expect((await signInFrom(t, '10.2.0.5', '203.0.113.1')).statusCode).not.toBe(429);
    expect((await signInFrom(t, '10.2.0.5', '203.0.113.1')).statusCode).toBe(429);
    // another client behind the same proxy is still let through
    expect((await signInFrom(t, '10.2.0.5', '203.0.113.2')).statusCode).not.toBe(429);
  });

  it('ignores X-Forwarded-For from a peer that is not the proxy', async () => {
    for (let i = 0; i < AUTH_RATE_LIMIT_PER_MINUTE; i++) await signInFrom(t, '10.3.0.9', `203.0.113.${100 + i}`);
    expect((await signInFrom(t, '10.3.0.9', '203.0.113.250')).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY parsing', () => {
  const parse = (value: string) => loadConfig({ SECRET_KEY: 'k'.repeat(40), TRUST_PROXY: value }).trustProxy;

  it('takes off, true, a hop count and a list of addresses, CIDRs and keywords', () => {
    expect(parse('off')).toBe(false);
    expect(parse('true')).toBe(true);
    expect(parse('2')).toBe(2);
    expect(parse('10.0.0.1, 172.16.0.0/12,loopback,::1')).toEqual(['10.0.0.1', '172.16.0.0/12', 'loopback', '::1']);
  });

  it('refuses anything else at start-up', () => {
    expect(() => parse('10.0.0.0/40')).toThrow(/TRUST_PROXY/);
    expect(() => parse('proxy.example')).toThrow(/TRUST_PROXY/);
  });

  it('matches peers, IPv4-mapped addresses included', () => {
    const trusted = compileProxyTrust(['10.2.0.0/16', 'loopback']);
    expect(trusted('10.2.3.4')).toBe(true);
    expect(trusted('::ffff:10.2.3.4')).toBe(true);
    expect(trusted('127.0.0.1')).toBe(true);
    expect(trusted('10.3.0.1')).toBe(false);
    expect(trusted(undefined)).toBe(false);
  });
});

/** Captures the JSON lines a pino logger writes. */
function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, stream) };
}

describe('request ids', () => {
  it('generates the id, ignoring a client-chosen X-Request-Id', async () => {
    const t = await createTestContext();
    try {
      // the id is what every log line and a 500 answer carry
      const { lines, logger } = captureLog();
      const app = await buildApp({ ...t.deps, logger });
      await app.ready();
      await app.inject({ url: '/api/auth/expiration', headers: { 'x-request-id': 'forged-id' } });
      await app.close();
      const reqIds = lines.map((line) => JSON.parse(line).reqId).filter(Boolean);
      expect(reqIds.length).toBeGreaterThan(0);
      expect(reqIds).not.toContain('forged-id');
    } finally {
      await t.close();
    }
  });

  it('keeps a well-formed X-Request-Id from a trusted proxy, and only a well-formed one', async () => {
    const t = await createTestContext({ TRUST_PROXY: '10.2.0.0/16' });
    try {
      const { lines, logger } = captureLog();
      const app = await buildApp({ ...t.deps, logger });
      await app.ready();
      await app.inject({
        url: '/api/auth/expiration',
        remoteAddress: '10.2.0.1',
        headers: { 'x-request-id': 'lb-42' },
      });
      await app.inject({
        url: '/api/auth/expiration',
        remoteAddress: '10.2.0.1',
        headers: { 'x-request-id': 'bad id\nforged line' },
      });
      await app.inject({
        url: '/api/auth/expiration',
        remoteAddress: '10.9.0.1',
        headers: { 'x-request-id': 'lb-43' },
      });
      await app.close();
      const reqIds = new Set(lines.map((line) => JSON.parse(line).reqId));
      expect(reqIds).toContain('lb-42');
      expect(reqIds).not.toContain('lb-43');
      expect([...reqIds].some((id) => String(id).includes('forged'))).toBe(false);
    } finally {
      await t.close();
    }
  });
});

describe('Origin check', () => {
  let t: TestContext;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestContext();
    const user = await buildUser(t.deps.database.db);
    cookie = await signIn(t.app, user.email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it('refuses an Origin equal to a forged Host header, since only PUBLIC_URL is ours', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/settings',
      payload: { name: 'hasViewedReportGuide', value: true },
      headers: { cookie, origin: 'http://evil.example', host: 'evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('CsrfRejected');
  });

  it("accepts PUBLIC_URL's origin", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/settings',
      payload: { name: 'hasViewedReportGuide', value: true },
      headers: { cookie, origin: 'http://localhost:3000', host: 'internal-host:8080' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
