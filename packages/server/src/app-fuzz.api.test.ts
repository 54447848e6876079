import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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
