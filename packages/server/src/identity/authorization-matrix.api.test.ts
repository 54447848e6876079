import { readFileSync, writeFileSync } from 'node:fs';
import { ERRORS } from '@storelens/contract/api/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destinations, sources } from '../db/connectors.schema.ts';
import {
  expectedStatus,
  hasAccountParam,
  type MatrixRoute,
  ROLES,
  type Role,
  renderMatrix,
  type Target,
} from '../test/authorization-matrix.ts';
import { addMember, buildAccount, buildUser, buildVertical, limitToVerticals } from '../test/factories.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { type AccountSource, accountSourcesOf, type RecordKind } from './account-source.ts';
import type { AccessRule } from './route-access.ts';
import { cookieName, createSession } from './sessions.ts';

const MATRIX_FILE = new URL('../../../../docs/authorization-matrix.md', import.meta.url);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

interface OpenApiOperation {
  'x-access'?: AccessRule;
  parameters?: Array<{ name: string; in: string; schema?: { type?: string } }>;
}

let t: TestContext;
let routes: MatrixRoute[];
let operations: Map<string, OpenApiOperation>;
const accountIds: Record<Target, number> = { own: 0, other: 0 };
/** a saved record of each kind a rule may name, in each account */
const recordIds: Record<RecordKind, Record<Target, number>> = {
  source: { own: 0, other: 0 },
  destination: { own: 0, other: 0 },
};
const userIds = new Map<string, number>();

beforeAll(async () => {
  t = await createTestContext();
  const db = t.deps.database.db;
  const vertical = await buildVertical(db);
  const elsewhere = await buildVertical(db);
  accountIds.own = (await buildAccount(db, { verticalId: vertical.id })).id;
  accountIds.other = (await buildAccount(db, { verticalId: vertical.id })).id;
  for (const target of ['own', 'other'] as const) {
    const accountId = accountIds[target];
    // inactive and of a type no preview reads: a call that passes the guard is answered, never run
    const [source] = await db
      .insert(sources)
      .values({
        accountId,
        name: 'matrix',
        sourceType: 1,
        frequencyMinutes: 60,
        anchorTime: '00:00',
        timezone: 'UTC',
        startDate: '2024-01-01',
        active: false,
      })
      .returning({ id: sources.id });
    const [destination] = await db
      .insert(destinations)
      .values({ accountId, name: 'matrix', destinationType: 1 })
      .returning({ id: destinations.id });
    recordIds.source[target] = source!.id;
    recordIds.destination[target] = destination!.id;
  }
  for (const role of ROLES) {
    if (role.kind === 'anonymous') continue;
    const flags = Object.fromEntries((role.flags ?? []).map((f) => [f, true]));
    const user = await buildUser(db, { systemAccessLevel: role.systemAccessLevel ?? null, ...flags });
    if (role.ownLevel) await addMember(db, accountIds.own, user.id, role.ownLevel);
    if (role.inOther) await addMember(db, accountIds.other, user.id, 'user');
    if (role.limitedElsewhere) await limitToVerticals(db, user.id, [elsewhere.id]);
    userIds.set(role.name, user.id);
  }

  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  routes = [];
  operations = new Map();
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = ops[method];
      if (!op) continue;
      const rule = op['x-access'];
      if (!rule) throw new Error(`${method.toUpperCase()} ${path} publishes no access rule`);
      routes.push({ method: method.toUpperCase(), path, rule });
      operations.set(`${method.toUpperCase()} ${path}`, op);
    }
  }
  routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const sourcesOf = (route: MatrixRoute): readonly AccountSource[] =>
  accountSourcesOf('account' in route.rule ? route.rule.account : undefined);

/** The id a source names for the target account: the account's own, or its saved record's. */
const idFor = (source: AccountSource, target: Target) =>
  typeof source !== 'string' && 'record' in source ? recordIds[source.record][target] : accountIds[target];

/** The path with its parameters filled: the account's sources name the target, other ids match nothing. */
function urlFor(route: MatrixRoute, target: Target): string {
  const op = operations.get(`${route.method} ${route.path}`);
  const named = new Map<string, number>();
  const query = new URLSearchParams();
  for (const source of sourcesOf(route)) {
    if (typeof source === 'string') named.set(source, idFor(source, target));
    else if ('param' in source) named.set(source.param, idFor(source, target));
    else if ('query' in source) query.set(source.query, String(idFor(source, target)));
  }
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const id = named.get(name);
    if (id !== undefined) return String(id);
    const param = op?.parameters?.find((p) => p.in === 'path' && p.name === name);
    return param?.schema?.type === 'integer' || param?.schema?.type === 'number' ? '999999' : 'matrix-probe';
  });
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The body: the fields the account's sources read hold the target's ids. */
function payloadFor(route: MatrixRoute, target: Target): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const source of sourcesOf(route))
    if (typeof source !== 'string' && 'body' in source && !('when' in source && source.when))
      body[source.body] = idFor(source, target);
  return body;
}

async function call(route: MatrixRoute, role: Role, target: Target) {
  const headers: Record<string, string> = { 'x-storelens-csrf': '1' };
  const userId = userIds.get(role.name);
  if (userId) {
    // a fresh session per call: sign-out and impersonation calls end or replace the one they get
    const session = await createSession(t.deps.database.db, userId, t.deps.now());
    headers.cookie = `${cookieName(t.deps.config)}=${session.token}`;
  }
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  return t.app.inject({
    method: route.method as 'GET',
    url: urlFor(route, target),
    headers,
    ...(hasBody ? { payload: payloadFor(route, target) } : {}),
  });
}

describe('the authorization matrix', () => {
  it('is the committed table: every route has its rows (a new route without them fails here)', () => {
    const rendered = renderMatrix(routes);
    if (process.env.UPDATE_MATRIX) writeFileSync(MATRIX_FILE, rendered);
    const committed = readFileSync(MATRIX_FILE, 'utf8');
    expect(rendered, 'docs/authorization-matrix.md is out of date: rerun with UPDATE_MATRIX=1').toBe(committed);
  });

  it('names the account of every route whose path carries one (an account id, or a saved record of one)', () => {
    const carriesAccount = (path: string) =>
      /\{accountId\}/.test(path) ||
      // a saved source or destination, or an account, by its id
      /\/(sources|destinations)\/.*\{id\}/.test(path) ||
      /^\/api\/(admin\/)?accounts\/(\w+\/)?\{id\}/.test(path);
    // creating an account: its path's id is the vertical's (the spec's POST /admin/accounts/{verticalId})
    const createsInVertical = (r: (typeof routes)[number]) =>
      r.method === 'POST' && r.path === '/api/admin/accounts/{id}';
    const unnamed = routes
      .filter((r) => carriesAccount(r.path) && !hasAccountParam(r.rule) && !createsInVertical(r))
      .map((r) => `${r.method} ${r.path}`);
    expect(unnamed, 'these routes check an account their rule does not name').toEqual([]);
  });

  it('holds for every route, role and account', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const targets: Target[] = hasAccountParam(route.rule) ? ['own', 'other'] : ['own'];
      for (const role of ROLES) {
        for (const target of targets) {
          const expected = expectedStatus(route.rule, role, target);
          const answer = await call(route, role, target);
          const error = String(answer.headers['content-type']).includes('json') ? answer.json()?.error : undefined;
          const label = `${route.method} ${route.path} as ${role.name} (${target}): expected ${expected}, got ${answer.statusCode} ${error ?? ''}`;
          if (expected === 401 && !(answer.statusCode === 401 && error === ERRORS.authentication.error))
            failures.push(label);
          if (expected === 403 && !(answer.statusCode === 403 && error === ERRORS.forbidden.error))
            failures.push(label);
          const refused = answer.statusCode === 401 || (answer.statusCode === 403 && error === ERRORS.forbidden.error);
          // every route is built, so any 5xx is a crash behind a guard that let the call through
          const crashed = answer.statusCode >= 500;
          if (expected === 'pass' && (refused || crashed)) failures.push(label);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
