import { type MetabaseFake, startMetabaseFake } from '@storelens/fakes/metabase/metabase-fake';
import { DEFAULT_TABLEAU_APP, startTableauFake, type TableauFake } from '@storelens/fakes/tableau/tableau-fake';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../db/reports.schema.ts';
import { addMember, buildAccount, buildUser, buildVertical, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { call } from '../../test/identity-helpers.ts';

// Providers: Tableau (connected app direct trust) and Metabase (signed static embed)
// reports, their tokens read back, the local fakes opening them, and a provider that is not set up.

const METABASE_KEY = 'f0e1d2c3b4a5968778695a4b3c2d1e0ff0e1d2c3b4a5968778695a4b3c2d1e0f';
let tableau: TableauFake;
let metabase: MetabaseFake;
let t: TestContext;
let bare: TestContext;

interface World {
  accountId: number;
  report: Record<string, number>;
  admin: string;
  member: string;
  memberEmail: string;
}

/** A retailer with the given report definitions chosen, an admin and a member, in a context. */
async function world(ctx: TestContext, urls: Record<string, string>): Promise<World> {
  const db = ctx.deps.database.db;
  const verticalId = (await buildVertical(db)).id;
  const report: Record<string, number> = {};
  for (const [path, reportUrl] of Object.entries(urls)) {
    const [row] = await db
      .insert(reports)
      .values({ verticalId, accountType: 'retailer', path, referenceName: path, title: path, reportUrl, guide: '' })
      .returning();
    report[path] = row!.id;
  }
  const settings = { customFields: {}, selectedReports: Object.values(report) };
  const accountId = (await buildAccount(db, { verticalId, accountType: 'Retailer', settings })).id;
  const admin = await signIn(ctx.app, (await buildUser(db, { systemAccessLevel: 'admin' })).email, TEST_PASSWORD);
  const user = await buildUser(db);
  await addMember(db, accountId, user.id);
  return {
    accountId,
    report,
    admin,
    member: await signIn(ctx.app, user.email, TEST_PASSWORD),
    memberEmail: user.email,
  };
}

let w: World;
let b: World;

beforeAll(async () => {
  tableau = await startTableauFake();
  metabase = await startMetabaseFake({
    secretKey: METABASE_KEY,
    dashboards: { 4: 'Store Sales' },
    questions: { 9: 'Weekly Orders' },
  });
  t = await createTestContext({
    TABLEAU_SERVER_URL: tableau.url,
    TABLEAU_CLIENT_ID: DEFAULT_TABLEAU_APP.clientId,
    TABLEAU_SECRET_ID: DEFAULT_TABLEAU_APP.secretId,
    TABLEAU_SECRET_VALUE: DEFAULT_TABLEAU_APP.secretValue,
    METABASE_SITE_URL: metabase.url,
    METABASE_SECRET_KEY: METABASE_KEY,
  });
  bare = await createTestContext();
  const urls = {
    'tableau-sales': `${tableau.url}/t/retail/views/Sales/Overview`,
    'metabase-sales': `${metabase.url}/dashboard/4-store-sales`,
    'metabase-orders': `${metabase.url}/question/9`,
    'metabase-missing': `${metabase.url}/dashboard/77`,
  };
  w = await world(t, urls);
  b = await world(bare, {
    'tableau-cloud': 'https://eu-west-a.online.tableau.com/#/site/acme/views/Sales/Overview',
    'metabase-cloud': 'https://acme.metabaseapp.com/dashboard/3',
  });
});
afterAll(async () => {
  await t?.close();
  await bare?.close();
  await tableau?.close();
  await metabase?.close();
});

const open = (ctx: TestContext, x: World, slug: string, cookie = x.member) =>
  call(ctx, 'GET', `/api/dashboards/retailer/${x.accountId}/${slug}`, cookie);
const embedOf = async (slug: string) => {
  const res = await open(t, w, slug);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().embed as { provider: string; src: string; origin: string; token?: string; expiresAt: null };
};
const postView = (viewUrl: string, token: string) =>
  fetch(`${viewUrl}?:embed=y`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  });

describe('Tableau reports (connected app, direct trust)', () => {
  it('answer the view, the server origin and a token with the documented header and claims, no secret', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await open(t, w, 'tableau-sales');
    const embed = res.json().embed;
    expect(embed).toMatchObject({
      provider: 'tableau',
      src: `${tableau.url}/t/retail/views/Sales/Overview`,
      origin: tableau.url,
      expiresAt: null,
    });
    expect(res.body).not.toContain(DEFAULT_TABLEAU_APP.secretValue);
    expect(decodeProtectedHeader(embed.token)).toEqual({
      alg: 'HS256',
      typ: 'JWT',
      kid: DEFAULT_TABLEAU_APP.secretId,
      iss: DEFAULT_TABLEAU_APP.clientId,
    });
    const claims = decodeJwt(embed.token);
    expect(claims).toMatchObject({
      iss: DEFAULT_TABLEAU_APP.clientId,
      aud: 'tableau',
      sub: w.memberEmail,
      scp: ['tableau:views:embed'],
    });
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.exp! - before).toBeGreaterThan(0);
    expect(claims.exp! - before).toBeLessThanOrEqual(600);
    // every opening a token of its own
    expect(decodeJwt((await embedOf('tableau-sales')).token!).jti).not.toBe(claims.jti);
  });

  it('the fake opens the view with the token, once; a tampered token is refused', async () => {
    const embed = await embedOf('tableau-sales');
    const ok = await postView(embed.src, embed.token!);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('"tableauFake":"firstinteractive"');
    expect(tableau.signIns.at(-1)).toMatchObject({ sub: w.memberEmail, view: 'Sales/Overview' });
    expect((await postView(embed.src, embed.token!)).status).toBe(401);

    const fresh = (await embedOf('tableau-sales')).token!;
    const [head, body, sig] = fresh.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, sub: 'ceo@example.com' })).toString('base64url')}.${sig}`;
    const refused = await postView(embed.src, forged);
    expect(refused.status).toBe(401);
    expect(await refused.text()).toContain('not signed with this connected app secret');
  });

  it('POST /dashboards/test/{id} opens the view with a signed token', async () => {
    const res = await call(t, 'POST', `/api/dashboards/test/${w.report['tableau-sales']}`, w.admin, {});
    expect(res.json()).toEqual({
      url: `${tableau.url}/t/retail/views/Sales/Overview`,
      ok: true,
      provider: 'tableau',
      status: 200,
      message: 'Tableau opened it with a signed token (HTTP 200, "Overview - Tableau").',
    });
  });
});

describe('Metabase reports (signed static embed)', () => {
  it('answer the embed address with a signed token: resource, params, exp; no secret', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await open(t, w, 'metabase-sales');
    expect(res.body).not.toContain(METABASE_KEY);
    const embed = res.json().embed;
    expect(embed).toMatchObject({ provider: 'metabase', origin: metabase.url, expiresAt: null });
    const match = new RegExp(`^${metabase.url}/embed/dashboard/([^#]+)#bordered=true&titled=true$`).exec(embed.src);
    expect(match).not.toBeNull();
    expect(decodeProtectedHeader(match![1]!).alg).toBe('HS256');
    const claims = decodeJwt(match![1]!);
    expect(claims).toMatchObject({ resource: { dashboard: 4 }, params: {} });
    expect(claims.exp! - before).toBeGreaterThan(0);
    expect(claims.exp! - before).toBeLessThanOrEqual(30 * 60 + 1);
    const question = await embedOf('metabase-orders');
    expect(question.src).toMatch(new RegExp(`^${metabase.url}/embed/question/`));
  });

  it('the fake shows the embed and posts its frame message; a tampered token gets its error page', async () => {
    const { src } = await embedOf('metabase-sales');
    const ok = await fetch(src.split('#')[0]!);
    expect(ok.status).toBe(200);
    const html = await ok.text();
    expect(html).toContain('<title>Store Sales</title>');
    expect(html).toContain("metabase: { type: 'frame'");
    const token = src.split('/embed/dashboard/')[1]!.split('#')[0]!;
    const [head, body, sig] = token.split('.') as [string, string, string];
    const other = Buffer.from(JSON.stringify({ resource: { dashboard: 5 }, params: {} })).toString('base64url');
    const refused = await fetch(`${metabase.url}/embed/dashboard/${head}.${other}.${sig}`);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Message seems corrupt or manipulated');
    expect(body).not.toBe(other);
  });

  it('POST /dashboards/test/{id}: the embed API answers the dashboard, the question; a missing one is not found', async () => {
    const test = (slug: string) => call(t, 'POST', `/api/dashboards/test/${w.report[slug]}`, w.admin, {});
    expect((await test('metabase-sales')).json()).toMatchObject({
      ok: true,
      provider: 'metabase',
      status: 200,
      message: 'Metabase opened it with a signed token (HTTP 200, "Store Sales").',
    });
    expect((await test('metabase-orders')).json()).toMatchObject({
      ok: true,
      message: expect.stringContaining('Weekly Orders'),
    });
    expect((await test('metabase-missing')).json()).toMatchObject({
      ok: false,
      status: 404,
      message: 'Metabase refused the signed token (HTTP 404: Not found.).',
    });
  });
});

describe('a provider that is not set up', () => {
  it('the report screen gets a sentence to show, not a 500 and no frame', async () => {
    for (const [slug, name] of [
      ['tableau-cloud', 'Tableau'],
      ['metabase-cloud', 'Metabase'],
    ] as const) {
      const res = await open(bare, b, slug);
      expect(res.statusCode).toBe(200);
      expect(res.json().embed).toEqual({
        provider: name.toLowerCase(),
        src: '',
        origin: null,
        expiresAt: null,
        error: `This report is served by ${name}, which is not set up on this StoreLens server. Ask your administrator.`,
      });
    }
  });

  it('POST /dashboards/test/{id} names the variables to set', async () => {
    const res = await call(bare, 'POST', `/api/dashboards/test/${b.report['tableau-cloud']}`, b.admin, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: false,
      provider: 'tableau',
      status: null,
      message: expect.stringContaining('TABLEAU_SERVER_URL, TABLEAU_CLIENT_ID'),
    });
    const metabaseTest = await call(bare, 'POST', `/api/dashboards/test/${b.report['metabase-cloud']}`, b.admin, {});
    expect(metabaseTest.json().message).toBe(
      'Metabase is not set up on this server: set METABASE_SITE_URL and METABASE_SECRET_KEY.',
    );
  });

  it("the page's CSP lets the configured providers in, and only there", async () => {
    const csp = (await call(t, 'GET', '/api/auth/expiration')).headers['content-security-policy'] as string;
    expect(csp).toContain(`script-src 'self' ${tableau.url}`);
    expect(csp).toContain(`frame-src 'self' https: ${tableau.url} ${metabase.url}`);
    expect(csp).toContain(`form-action 'self' ${tableau.url}`);
    const bareCsp = (await call(bare, 'GET', '/api/auth/expiration')).headers['content-security-policy'] as string;
    expect(bareCsp).toContain("script-src 'self';");
    // PUBLIC_URL is http here: nothing is upgraded to https (only an https PUBLIC_URL upgrades)
    expect(bareCsp).not.toContain('upgrade-insecure-requests');
  });
});
