import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorAnswer } from '@storelens/contract/api/errors';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cookieName, createSession } from './identity/sessions.ts';
import type { VendorEndpoints } from './integrations/connector.ts';
import { addMember, buildAccount, buildUser } from './test/factories.ts';
import { encodeLoosely, type JsonSchema, PATH_SEGMENT, valueFor } from './test/fuzz-arbitraries.ts';
import { createTestContext, type TestContext } from './test/harness.ts';

/**
 * The fuzzer: schema-violating and edge-case bodies, path ids and query strings, derived
 * from the OpenAPI document, sent to every route as a system admin (who passes every guard) and as
 * an account admin. No answer may be a 5xx. `FUZZ_RUNS` and `FUZZ_SEED` set its size and seed
 * (`npm run fuzz` runs a longer one).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Operation {
  method: (typeof METHODS)[number];
  path: string;
  parameters: Array<{ name: string; in: string; schema?: JsonSchema }>;
  body?: JsonSchema;
}

let t: TestContext;
let vendor: Server;
let operations: Operation[];
let accountId: number;
const sessionUsers: number[] = [];

beforeAll(async () => {
  // every vendor API answers 401 at once: calls that reach a vendor end quickly and deterministically
  vendor = createServer((_req, res) => {
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end('{"message":"unauthorized"}');
  });
  await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}`;
  const keys: Array<keyof VendorEndpoints> = [
    'shopify',
    'woocommerce',
    'lightspeed',
    'lightspeedAuth',
    'brightpearlAuth',
    'perkvilleAuth',
    'runSignup',
    'raceRoster',
    'heartland',
    's3',
    'mailchimp',
    'zaius',
    'blueshift',
    'bridalLive',
    'bigcommerce',
    'skuvault',
  ];
  t = await createTestContext({}, Object.fromEntries(keys.map((k) => [k, base])));
  const db = t.deps.database.db;
  accountId = (await buildAccount(db)).id;
  sessionUsers.push((await buildUser(db, { systemAccessLevel: 'admin' })).id);
  const accountAdmin = await buildUser(db);
  await addMember(db, accountId, accountAdmin.id, 'admin');
  sessionUsers.push(accountAdmin.id);

  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        { parameters?: Operation['parameters']; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
      >
    >;
  };
  operations = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = ops[method];
      if (!op) continue;
      operations.push({
        method,
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
}, 60_000);

afterAll(async () => {
  await t?.close();
  vendor?.close();
});

function requestFor(op: Operation) {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  return fc
    .record({
      as: fc.nat({ max: sessionUsers.length - 1 }),
      path: fc.tuple(
        ...pathParams.map((p) =>
          p.name.toLowerCase().includes('account')
            ? fc.oneof(fc.constant(String(accountId)), PATH_SEGMENT)
            : PATH_SEGMENT,
        ),
      ),
      query: fc.tuple(...queryParams.map((p) => fc.option(valueFor(p.schema), { nil: undefined }))),
      body: op.body ? valueFor(op.body) : fc.constant(undefined),
      raw: fc.option(fc.constantFrom('{', '[1,', '"\\u0000"', 'null', '{"a":'), { nil: undefined }),
    })
    .map((r) => {
      let i = 0;
      const path = op.path.replace(/\{\w+\}/g, () => r.path[i++] ?? '1');
      const query = queryParams
        .map((p, j) => (r.query[j] === undefined ? null : `${p.name}=${encodeLoosely(r.query[j])}`))
        .filter(Boolean)
        .join('&');
      const hasBody = op.method !== 'get' && op.method !== 'delete';
      return {
        as: r.as,
        url: `${path}${query ? `?${query}` : ''}`,
        payload: hasBody ? (r.raw ?? JSON.stringify(r.body ?? {})) : undefined,
      };
    });
}

it('answers no 5xx to any route, whatever the body, path and query', async () => {
  const failures = new Map<string, string>();
  let calls = 0;
  for (const op of operations) {
    await fc.assert(
      fc.asyncProperty(requestFor(op), async (request) => {
        const session = await createSession(t.deps.database.db, sessionUsers[request.as]!, t.deps.now());
        calls++;
        const answer = await t.app.inject({
          method: op.method.toUpperCase() as 'GET',
          url: request.url,
          // a new client address per call, so that the per-address limits never answer for the route
          remoteAddress: `10.0.${(calls >> 8) & 255}.${calls & 255}`,
          headers: {
            cookie: `${cookieName(t.deps.config)}=${session.token}`,
            'x-storelens-csrf': '1',
            ...(request.payload !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
        });
        // no call answers 5xx to any input (every vendor call is built, none answers 501)
        if (answer.statusCode >= 500) {
          const key = `${op.method.toUpperCase()} ${op.path}`;
          if (!failures.has(key))
            failures.set(
              key,
              `${answer.statusCode} ${answer.body.slice(0, 200)} ← ${request.url} ${String(request.payload).slice(0, 300)}`,
            );
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  }
  expect(calls).toBeGreaterThanOrEqual(operations.length * RUNS);
  expect(Object.fromEntries(failures)).toEqual({});
}, 600_000);

/** Ids every id parameter must refuse with 400 (not a number, not positive, past PostgreSQL's integer). */
const BAD_IDS = ['0', '-1', '2147483648', 'abc'];
/** An id in exponent notation: a number (1000), which names nothing here; any answer but a 5xx. */
const ODD_IDS = ['1e3'];
/** Percent-encodings that do not decode to UTF-8 text. */
const BROKEN_ENCODINGS = ['%E0%A4%A', '%', '%ZZ', '%C0%AF'];

/** A path or query parameter that is an id: an integer in the API document. */
const isIdParam = (p: Operation['parameters'][number]) => p.schema?.type === 'integer' || p.schema?.type === 'number';

it('refuses bad ids in every id parameter (path and query) and broken encodings in paths and query strings, with the error body', async () => {
  const session = await createSession(t.deps.database.db, sessionUsers[0]!, t.deps.now());
  const headers = { cookie: `${cookieName(t.deps.config)}=${session.token}`, 'x-storelens-csrf': '1' };
  type Probe = { op: Operation; url: string; want400: boolean };
  const probes: Probe[] = [];
  for (const op of operations) {
    const pathParams = op.parameters.filter((p) => p.in === 'path');
    // every other parameter names something that passes the guards (the account) or nothing (999999)
    const fill = (name: string) => (name.toLowerCase().includes('account') ? String(accountId) : '999999');
    const pathWith = (target: string, value: string) =>
      op.path.replace(/\{(\w+)\}/g, (_all, name: string) => (name === target ? value : fill(name)));
    for (const param of pathParams.filter(isIdParam)) {
      for (const id of BAD_IDS) probes.push({ op, url: pathWith(param.name, id), want400: true });
      for (const id of ODD_IDS) probes.push({ op, url: pathWith(param.name, id), want400: false });
    }
    const first = pathParams[0];
    if (first)
      for (const broken of BROKEN_ENCODINGS) probes.push({ op, url: pathWith(first.name, broken), want400: true });
    const queryParams = op.parameters.filter((p) => p.in === 'query');
    // the path's ids are the account here (the one thing a system admin's calls surely find), so that
    // the query is what is refused
    const accountPath = op.path.replace(/\{(\w+)\}/g, (_all, name: string) =>
      isIdParam(pathParams.find((p) => p.name === name)!) ? String(accountId) : fill(name),
    );
    for (const param of queryParams.filter((p) => isIdParam(p) && /^id$|Id$/.test(p.name)))
      for (const id of BAD_IDS) probes.push({ op, url: `${accountPath}?${param.name}=${id}`, want400: true });
    if (queryParams.length > 0)
      for (const broken of BROKEN_ENCODINGS)
        probes.push({
          op,
          url: `${pathWith('', '')}?${queryParams.map((p) => `${p.name}=${broken}`).join('&')}`,
          want400: false,
        });
  }

  const failures: string[] = [];
  let calls = 0;
  const send = async ({ op, url, want400 }: Probe) => {
    calls++;
    const hasBody = op.method !== 'get' && op.method !== 'delete';
    const answer = await t.app.inject({
      method: op.method.toUpperCase() as 'GET',
      url,
      remoteAddress: `10.1.${(calls >> 8) & 255}.${calls & 255}`,
      headers: { ...headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
      ...(hasBody ? { payload: '{}' } : {}),
    });
    const where = `${op.method.toUpperCase()} ${url} → ${answer.statusCode} ${answer.body.slice(0, 160)}`;
    if (answer.statusCode >= 500 || (want400 && answer.statusCode !== 400)) failures.push(where);
    else if (answer.statusCode >= 400) {
      // the project's error body, and nothing of the framework's own (`statusCode`, `code`)
      const body = (() => {
        try {
          return JSON.parse(answer.body) as Record<string, unknown>;
        } catch {
          return null;
        }
      })();
      const extra = body ? Object.keys(body).filter((key) => !['error', 'message', 'fields'].includes(key)) : [];
      if (!ErrorAnswer.safeParse(body).success || extra.length > 0) failures.push(`not the error body: ${where}`);
    }
  };
  // a few at a time: app.inject runs them side by side in this process
  for (let i = 0; i < probes.length; i += 8) await Promise.all(probes.slice(i, i + 8).map(send));
  expect(calls).toBe(probes.length);
  expect(probes.length).toBeGreaterThan(operations.length);
  expect(failures).toEqual([]);
}, 300_000);
