import {
  DESTINATION_DETAIL_FORMS,
  DemoVendorValues,
  SOURCE_DETAIL_FORMS,
} from '@storelens/contract/domain/connector-forms';
import {
  DESTINATION_TYPE,
  type DestinationTypeId,
  isDestinationCompatible,
  SOURCE_TYPE,
  type SourceTypeId,
} from '@storelens/contract/domain/connectors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destinations, sourceDestinations, sources } from '../db/connectors.schema.ts';
import { runSource } from '../modules/sync/sync-engine.service.ts';
import { createDemoTestContext } from '../test/demo-database.ts';
import { signIn, type TestContext } from '../test/harness.ts';
import { DEMO_PIPELINES, findDemoConnectorsAccount, seedDemoConnectors } from './demo-connectors.ts';
import { type DemoFakes, demoVendorValues, startDemoFakes } from './demo-connectors-fakes.ts';
import { DEMO_PASSWORD } from './demo-data.ts';
import { DEMO_PAUSED_SOURCE, DEMO_STALE_SOURCE } from './demo-source-health.ts';

// the demo's own pipelines must be ones the spec 2 §4 matrix allows, or Edit Source
// shows them unselected and Save offers to cut them; and they must really deliver.
describe('the demo connectors', () => {
  let fakes: DemoFakes;
  let t: TestContext;
  let sourceIds: number[];

  beforeAll(async () => {
    // the fakes' clock half a day on: today's orders are there whatever the hour the test runs at
    fakes = await startDemoFakes({ now: () => Date.now() + 12 * 3_600_000 });
    // as main.ts does in demo mode: the Race Roster and RunSignup fakes' own OAuth clients
    const { raceRoster, runSignup } = fakes.oauthClients;
    const clients = {
      RACEROSTER_CLIENT_ID: raceRoster.id,
      RACEROSTER_CLIENT_SECRET: raceRoster.secret,
      RUNSIGNUP_CONSUMER_KEY: runSignup.id,
      RUNSIGNUP_CONSUMER_SECRET: runSignup.secret,
    };
    ({ t } = await createDemoTestContext('data', {
      env: clients,
      endpoints: fakes.endpoints,
      extra: { demoVendorValues: demoVendorValues(fakes) },
    }));
    sourceIds = await seedDemoConnectors(t.deps, fakes);
  });
  afterAll(async () => {
    await t?.close();
    await fakes?.close();
  });

  it('links only pairs the spec 2 §4 compatibility matrix allows, between vendors with a client', async () => {
    const db = t.deps.database.db;
    const links = await db.select().from(sourceDestinations);
    const allSources = await db.select().from(sources);
    const allDestinations = await db.select().from(destinations);
    // all but the paused and the stale source run first
    expect(sourceIds).toHaveLength(allSources.length - 2);
    expect(links.length).toBeGreaterThan(0);
    for (const source of allSources) {
      expect(
        links.some((l) => l.sourceId === source.id),
        `${source.name} has a destination`,
      ).toBe(true);
      expect(t.deps.connectors.sources[source.sourceType as 2], `${source.name} has a client`).toBeDefined();
    }
    for (const link of links) {
      const source = allSources.find((s) => s.id === link.sourceId)!;
      const destination = allDestinations.find((d) => d.id === link.destinationId)!;
      expect(
        isDestinationCompatible(destination.destinationType as 1, source.sourceType as 2),
        `${source.name} → ${destination.name}`,
      ).toBe(true);
      expect(t.deps.connectors.destinations[destination.destinationType as 1]).toBeDefined();
    }
  });

  it('seeds the pipelines DEMO_PIPELINES names, and a destination of each of the 7 types', async () => {
    const db = t.deps.database.db;
    const allSources = await db.select().from(sources);
    const allDestinations = await db.select().from(destinations);
    const typeOf = new Map(allSources.map((s) => [s.id, s.sourceType]));
    const destinationTypeOf = new Map(allDestinations.map((d) => [d.id, d.destinationType]));
    const seeded = (await db.select().from(sourceDestinations)).map(
      (l) => `${typeOf.get(l.sourceId)}→${destinationTypeOf.get(l.destinationId)}`,
    );
    const named = DEMO_PIPELINES.map((p) => `${p.source}→${p.destination}`);
    expect(new Set(seeded)).toEqual(new Set(named));
    expect(new Set(allDestinations.map((d) => d.destinationType))).toEqual(new Set(Object.values(DESTINATION_TYPE)));
    // a source of each of the 19 types, every one active
    expect(new Set(allSources.map((s) => s.sourceType))).toEqual(new Set(Object.values(SOURCE_TYPE)));
    expect(allSources.filter((s) => !s.active || !s.isSetup).map((s) => s.name)).toEqual([]);
  });

  it('shows a source paused after 10 failed runs, and a stale one, beside healthy ones', async () => {
    const account = (await findDemoConnectorsAccount(t.deps))!;
    const cookie = await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD);
    const res = await t.app.inject({ url: `/api/sources/${account.id}`, headers: { cookie } });
    const list = res.json() as Array<{
      id: number;
      name: string;
      status: { state: string; message: string | null };
      freshness: { stale: boolean };
    }>;
    const paused = list.find((s) => s.name === DEMO_PAUSED_SOURCE)!;
    expect(paused.status).toMatchObject({ state: 'paused', message: 'Paused after 10 failed runs' });
    const stale = list.find((s) => s.name === DEMO_STALE_SOURCE)!;
    expect(stale.freshness.stale).toBe(true);
    expect(stale.status.state).toBe('healthy');
    // the paused source's runs really fail against the fakes: resumed, its next run is refused again
    const resumed = await t.app.inject({
      method: 'POST',
      url: `/api/sources/${account.id}/${paused.id}/resume`,
      headers: { cookie },
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    const outcome = await runSource(t.deps, paused.id, 'scheduled');
    expect(outcome.status).toBe('failed');
    const history = await t.app.inject({
      url: `/api/sources/${account.id}/${paused.id}/timeline?take=2`,
      headers: { cookie },
    });
    expect(history.json().items[0]).toMatchObject({ type: 'run', status: 'failed', error: outcome.error });
  });

  it('answers each seeded source with its destinations, as Edit Source loads it', async () => {
    const account = (await findDemoConnectorsAccount(t.deps))!;
    const cookie = await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD);
    for (const id of sourceIds) {
      const res = await t.app.inject({ url: `/api/sources/${account.id}/${id}`, headers: { cookie } });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { type: SourceTypeId; destinations: Array<{ id: number }> };
      expect(body.destinations.length).toBeGreaterThan(0);
      const list = await t.app.inject({ url: `/api/destinations/${account.id}`, headers: { cookie } });
      const types = new Map((list.json() as Array<{ id: number; type: DestinationTypeId }>).map((d) => [d.id, d.type]));
      for (const link of body.destinations) expect(isDestinationCompatible(types.get(link.id)!, body.type)).toBe(true);
    }
  });

  it('has orders for a new source whose Start Date is today, the form default', async () => {
    const account = (await findDemoConnectorsAccount(t.deps))!;
    const cookie = await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD);
    const cdp = (await t.deps.database.db.select().from(destinations)).find(
      (d) => d.destinationType === DESTINATION_TYPE.zaius,
    )!;
    const today = t.deps.now().toISOString().slice(0, 10);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sources/${account.id}/`,
      headers: { cookie },
      payload: {
        name: 'Opened today',
        type: SOURCE_TYPE.wooCommerce,
        detail: fakes.credentials.woo,
        frequency: 1440,
        anchorTime: '08:00',
        timezone: 'Etc/UTC',
        startDate: today,
        destinations: [{ id: cdp.id, detail: { emailConsent: 'Ignore', phoneConsent: 'Ignore' } }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const outcome = await runSource(t.deps, (res.json() as { id: number }).id, 'manual');
    expect(outcome.status, outcome.error ?? '').toBe('succeeded');
    expect(outcome.counts.pulled.orders ?? 0).toBeGreaterThan(0);
  }, 60_000);

  it("tells connector users what the demo's fakes accept", async () => {
    const cookie = await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD);
    const res = await t.app.inject({ url: '/api/connectors/demoValues', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const values = DemoVendorValues.parse(res.json());
    expect(values.sources['2']).toEqual(fakes.credentials.woo);
    expect(values.destinations['1']).toEqual(fakes.credentials.zaius);
    // every value names a field of its type's form, so the form can show it under that field's label
    for (const [type, detail] of Object.entries(values.sources)) {
      const names = SOURCE_DETAIL_FORMS[Number(type) as 2].map((f) => f.name);
      expect(names, `source ${type}`).toEqual(expect.arrayContaining(Object.keys(detail)));
    }
    for (const [type, detail] of Object.entries(values.destinations)) {
      const names = DESTINATION_DETAIL_FORMS[Number(type) as 1].map((f) => f.name);
      expect(names, `destination ${type}`).toEqual(expect.arrayContaining(Object.keys(detail)));
    }
    // connector screens are for system users with the connectors flag
    const customer = await signIn(t.app, 'user@demo.test', DEMO_PASSWORD);
    const refused = await t.app.inject({ url: '/api/connectors/demoValues', headers: { cookie: customer } });
    expect(refused.statusCode).toBe(403);
  });

  it('has no demo values outside demo mode', async () => {
    const { t: plain } = await createDemoTestContext('data');
    try {
      const cookie = await signIn(plain.app, 'admin@demo.test', DEMO_PASSWORD);
      const res = await plain.app.inject({ url: '/api/connectors/demoValues', headers: { cookie } });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('really delivers: a first run of each seeded source pulls and pushes records', async () => {
    // a week of history, not the demo's year: what is proven is that each pipeline pulls and pushes, and
    // 19 years of a store's history one after another cost this file two minutes
    const weekAgo = new Date(t.deps.now().getTime() - 7 * 86_400_000).toISOString().slice(0, 10);
    await t.deps.database.db.update(sources).set({ startDate: weekAgo });
    await t.deps.database.db.update(sourceDestinations).set({ startDate: weekAgo });
    for (const id of sourceIds) {
      const outcome = await runSource(t.deps, id, 'manual');
      expect(outcome.status, outcome.error ?? '').toBe('succeeded');
      expect(outcome.error).toBeNull();
      const pulled = Object.values(outcome.counts.pulled).reduce((a, b) => a + b, 0);
      // pushed: by destination id, then by stream
      const pushed = Object.values(outcome.counts.pushed)
        .flatMap((byStream) => Object.values(byStream))
        .reduce((a, b) => a + b, 0);
      expect(pulled).toBeGreaterThan(0);
      expect(pushed).toBeGreaterThan(0);
    }
    // 19 first runs one after another, on a machine the other test files share
  }, 120_000);
});
