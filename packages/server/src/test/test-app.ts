import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { VendorEndpoints } from '../integrations/connector.ts';
import { adminOnConnectorsAccount } from './connectors.fixture.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { signInNewUser } from './identity-helpers.ts';

/**
 * The test file's app (createTestContext's), built before the file's tests and closed after them:
 * what each file otherwise writes as a `let t` assigned in its beforeAll and closed in its afterAll.
 * The answer is filled in by that beforeAll, so the file's own beforeAll (declared after this call:
 * vitest runs a file's hooks in the order they are declared) and its tests see it whole; the file's
 * top level must not read it. `start` builds the app when the file needs more than the defaults
 * (its own settings, vendor fakes); harness.ts stays free of vitest, as the benchmarks use it too.
 */
export function useTestContext(start: () => Promise<TestContext> = () => createTestContext()): TestContext {
  const t = {} as TestContext;
  beforeAll(async () => {
    Object.assign(t, await start());
  });
  // an answer the API document does not describe fails the test that got it
  afterEach(() => {
    const mismatches = t.answers?.takeMismatches() ?? [];
    expect(mismatches, 'answers that do not match the API document').toEqual([]);
  });
  afterAll(async () => {
    // a failed start leaves nothing to close, and its own error is the one to see
    if ('close' in t) await t.close();
  });
  return t;
}

type Closable = { close(): Promise<void> };

/**
 * The test file's app whose vendors are local fakes: each of `starters` is started (in turn) before
 * the app, which talks to them at `endpoints`, and every one started is closed after the app. Like
 * useTestContext's app, `fakes` is filled in before the file's own hooks run.
 */
export function useTestContextWithFakes<F extends Record<string, Closable>>(
  starters: { [K in keyof F]: () => Promise<F[K]> },
  endpoints: (fakes: F) => VendorEndpoints,
  env: Record<string, string> = {},
): { t: TestContext; fakes: F } {
  const fakes = {} as F;
  // declared first, so it runs after the app's own close (vitest runs after-hooks last declared first)
  afterAll(async () => {
    for (const fake of Object.values(fakes)) await fake.close();
  });
  const t = useTestContext(async () => {
    for (const [name, start] of Object.entries(starters) as Array<[keyof F, () => Promise<F[keyof F]>]>) {
      fakes[name] = await start();
    }
    return createTestContext(env, endpoints(fakes));
  });
  return { t, fakes };
}

/**
 * The test file's app talking to one vendor's fake (at its `endpoint`), and the session `cookie` of an
 * account manager with the connectors flag: the caller of the connector calls that take credentials
 * rather than a saved source or destination. `fake` and `cookie` are there once the file's hooks run.
 */
export function useConnectorFake<F extends Closable & { endpoint: string }>(
  vendor: keyof VendorEndpoints,
  start: () => Promise<F>,
): { t: TestContext; readonly fake: F; cookie: string } {
  const { t, fakes } = useTestContextWithFakes({ fake: start }, (f) => ({ [vendor]: f.fake.endpoint }));
  const session = {
    t,
    get fake() {
      return fakes.fake;
    },
    cookie: '',
  };
  beforeAll(async () => {
    session.cookie = await signInNewUser(t, { systemAccessLevel: 'accountManager', hasConnectors: true });
  });
  return session;
}

/**
 * A new Connectors account of the file's app with a signed-in system admin's `call`
 * (adminOnConnectorsAccount), made before the file's tests: its fields are there once its hooks ran.
 */
export function useConnectorsAdmin(t: TestContext, accountName: string) {
  const admin = {} as Awaited<ReturnType<typeof adminOnConnectorsAccount>>;
  beforeAll(async () => {
    Object.assign(admin, await adminOnConnectorsAccount(t, accountName));
  });
  return admin;
}

/** What a test pushes to undo as it goes (fakes, databases): run last first, after the file's tests. */
export function useCleanups(): Array<() => Promise<void> | void> {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const clean of cleanups.reverse()) await clean();
  });
  return cleanups;
}
