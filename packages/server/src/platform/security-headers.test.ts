import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { securityHeadersHook } from './security-headers.ts';

/** The headers an answer gets under this environment. */
async function headersUnder(env: Record<string, string>, url = '/page') {
  const config = loadConfig({
    SECRET_KEY: 'test-secret-key-test-secret-key-0123456789',
    DATA_DIR: '/tmp/unused',
    ...env,
  });
  const app = Fastify();
  app.addHook('onRequest', securityHeadersHook(config));
  app.get('/*', async () => 'ok');
  const res = await app.inject({ url });
  await app.close();
  const csp = String(res.headers['content-security-policy']);
  const directive = (name: string) =>
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? '';
  return { hsts: res.headers['strict-transport-security'], csp, directive };
}

describe('HSTS and upgrade-insecure-requests follow PUBLIC_URL', () => {
  it('an http PUBLIC_URL (or none) sends neither', async () => {
    for (const env of [{ PUBLIC_URL: 'http://storelens.lan:3000' }, { PUBLIC_URL: '' }]) {
      const { hsts, csp } = await headersUnder(env);
      expect(hsts).toBeUndefined();
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(csp).toContain("default-src 'self'");
    }
  });

  it('an https PUBLIC_URL sends both', async () => {
    const { hsts, csp } = await headersUnder({ PUBLIC_URL: 'https://storelens.example.com' });
    expect(hsts).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(csp).toContain('upgrade-insecure-requests');
  });

  it('an https PUBLIC_URL with a plain-http report provider keeps HSTS but does not upgrade', async () => {
    const { hsts, csp } = await headersUnder({
      PUBLIC_URL: 'https://storelens.example.com',
      METABASE_SITE_URL: 'http://127.0.0.1:3046',
      METABASE_SECRET_KEY: 'k'.repeat(64),
    });
    expect(hsts).toBeDefined();
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});

describe('the analytics script (spec 1 §7) in the CSP', () => {
  it('is allowed as a script, a call and an image source when ANALYTICS_SCRIPT_URL is set', async () => {
    const { directive } = await headersUnder({
      ANALYTICS_SCRIPT_URL: 'https://stats.example.net/js/script.js',
      ANALYTICS_SITE_ID: 'storelens',
    });
    expect(directive('script-src')).toBe("script-src 'self' https://stats.example.net");
    expect(directive('connect-src')).toContain('https://stats.example.net');
    expect(directive('img-src')).toContain('https://stats.example.net');
  });

  it('adds nothing when unset', async () => {
    const { directive } = await headersUnder({});
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('connect-src')).toBe("connect-src 'self' https:");
  });
});
