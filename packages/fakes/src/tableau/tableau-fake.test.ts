import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signHs256 } from '../shared/hs256-jwt.ts';
import { DEFAULT_TABLEAU_APP, startTableauFake, TABLEAU_LIBRARY_PATH, type TableauFake } from './tableau-fake.ts';

let fake: TableauFake;
beforeAll(async () => {
  fake = await startTableauFake({ users: ['owner@demo.test'] });
});
afterAll(() => fake.close());

const app = DEFAULT_TABLEAU_APP;
const token = (
  claims: Record<string, unknown> = {},
  header: Record<string, unknown> = {},
  secret: string = app.secretValue,
) =>
  signHs256(
    { kid: app.secretId, iss: app.clientId, ...header },
    {
      iss: app.clientId,
      aud: 'tableau',
      sub: 'owner@demo.test',
      exp: Math.floor(Date.now() / 1000) + 300,
      jti: randomUUID(),
      scp: ['tableau:views:embed'],
      ...claims,
    },
    secret,
  );

const openView = (jwt: string, path = '/views/Sales/Overview') =>
  fetch(`${fake.url}${path}?:embed=y`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: jwt }).toString(),
  });

describe('Tableau fake (connected app, direct trust)', () => {
  it('serves the Embedding API v3 library defining <tableau-viz>', async () => {
    const res = await fetch(`${fake.url}${TABLEAU_LIBRARY_PATH}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    const script = await res.text();
    expect(script).toContain("customElements.define('tableau-viz'");
    expect(script).toContain('firstinteractive');
  });

  it('opens a view with a good token, once per jti, and says firstinteractive', async () => {
    const jwt = token();
    const res = await openView(jwt, '/t/retail/views/Sales/Overview');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Overview - Tableau</title>');
    expect(html).toContain('"tableauFake":"firstinteractive"');
    expect(fake.signIns.at(-1)).toMatchObject({ sub: 'owner@demo.test', view: 'Sales/Overview' });
    // a token is spent on its first use
    expect((await openView(jwt)).status).toBe(401);
  });

  it.each([
    ['a tampered token', () => `${token().slice(0, -3)}abc`, 'not signed with this connected app secret'],
    ['another secret', () => token({}, {}, 'another-secret'), 'not signed with this connected app secret'],
    ['a wrong kid', () => token({}, { kid: 'other' }), 'unknown secret (kid)'],
    ['a wrong header iss', () => token({}, { iss: 'other' }), 'unknown connected app (iss)'],
    ['a wrong aud', () => token({ aud: 'other' }), 'audience'],
    ['an expired token', () => token({ exp: Math.floor(Date.now() / 1000) - 120 }), 'expired'],
    ['exp beyond 10 minutes', () => token({ exp: Math.floor(Date.now() / 1000) + 3600 }), 'LOGIN_FAILED'],
    ['no jti', () => token({ jti: undefined }), 'jti'],
    ['no embed scope', () => token({ scp: ['tableau:metrics:embed'] }), 'tableau:views:embed'],
    ['an unknown user', () => token({ sub: 'nobody@demo.test' }), 'SYSTEM_USER_NOT_FOUND'],
    ['no token', () => '', 'no connected app token'],
  ])('refuses %s with a visible error and vizloaderror', async (_name, make, reason) => {
    const res = await openView(make());
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain(reason);
    expect(html).toContain('"tableauFake":"vizloaderror"');
    expect(html).not.toContain('firstinteractive');
  });

  it('answers 404 for what is not a view', async () => {
    expect((await fetch(`${fake.url}/workbooks/Sales`)).status).toBe(404);
  });
});
