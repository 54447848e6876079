import { DESTINATION_TYPE } from '@storelens/contract/domain/connectors';
import { and, eq, like, not } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryCursors, sourceCursors, sources, syncRuns } from '../../db/connectors.schema.ts';
import { auditLog } from '../../db/schema.ts';
import type { PushBatch } from '../../integrations/connector.ts';
import { createConnectorsContext, SIZES } from '../../test/connectors.fixture.ts';
import { TEST_PASSWORD } from '../../test/factories.ts';
import { signIn } from '../../test/harness.ts';
import { connectorHealthSheets } from '../report-data/report-pages.ts';
import { runSource } from '../sync/sync-engine.service.ts';

let c: Awaited<ReturnType<typeof createConnectorsContext>>;
let sourceId: number;
let zaiusId: number;
let ownerCookie: string;
/** what each push handed the destination: stream and record count */
const pushes: Array<{ stream: string; records: number }> = [];

beforeAll(async () => {
  c = await createConnectorsContext();
  ({ sourceId, zaiusId } = await c.saveWooToZaius());
  const zaius = c.t.deps.connectors.destinations[DESTINATION_TYPE.zaius];
  const push = zaius.push.bind(zaius);
  zaius.push = async (detail, batch: PushBatch, context) => {
    pushes.push({ stream: batch.stream, records: batch.json?.length ?? batch.records.length });
    return push(detail, batch, context);
  };
  expect((await runSource(c.t.deps, sourceId, 'manual')).status).toBe('succeeded');
  // a plain account admin: connector calls are for system users with the connectors flag
  ownerCookie = await signIn(c.t.app, c.owner.email, TEST_PASSWORD);
});
afterAll(() => c.close());

const db = () => c.t.deps.database.db;
const url = (path = '') => `/sources/${c.accountId}/${sourceId}${path}`;
const anonymous = (method: 'GET' | 'POST', path: string) => c.t.app.inject({ method, url: `/api${path}` });
const asOwner = (method: 'GET' | 'POST', path: string, payload?: object) =>
  c.t.app.inject({ method, url: `/api${path}`, headers: { cookie: ownerCookie }, ...(payload ? { payload } : {}) });

const mainCursors = () =>
  db()
    .select({ stream: sourceCursors.stream, cursor: sourceCursors.cursor, updatedAt: sourceCursors.updatedAt })
    .from(sourceCursors)
    .where(and(eq(sourceCursors.sourceId, sourceId), eq(sourceCursors.scope, 'main')))
    .orderBy(sourceCursors.stream);
const deliveryState = () =>
  db()
    .select({ stream: deliveryCursors.stream, lastSeq: deliveryCursors.lastSeq })
    .from(deliveryCursors)
    .where(eq(deliveryCursors.sourceId, sourceId))
    .orderBy(deliveryCursors.stream);

describe('run now', () => {
  it('answers 401 without a session, 403 for a user without connectors and 404 for another id', async () => {
    expect((await anonymous('POST', url('/run'))).statusCode).toBe(401);
    expect((await asOwner('POST', url('/run'))).statusCode).toBe(403);
    expect((await c.call('POST', `/sources/${c.accountId}/999999/run`)).statusCode).toBe(404);
  });

  it('queues a manual run and audits it', async () => {
    c.t.sentJobs.length = 0;
    const res = await c.call('POST', url('/run'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: sourceId, message: 'A run of this source is queued: it starts in a moment.' });
    expect(c.t.sentJobs).toEqual([{ name: 'source-sync', payload: { sourceId, kind: 'manual' } }]);
    const [row] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'source.run'), eq(auditLog.targetId, String(sourceId))));
    expect(row).toBeDefined();
  });

  it('is refused for a disabled source', async () => {
    await db().update(sources).set({ active: false }).where(eq(sources.id, sourceId));
    try {
      const res = await c.call('POST', url('/run'));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        error: 'SourceDisabled',
        message: 'This source is disabled. Enable it before running it.',
      });
    } finally {
      await db().update(sources).set({ active: true }).where(eq(sources.id, sourceId));
    }
  });
});

describe('re-sync of one stream', () => {
  it('answers 400 with the message for a bad body, and for a stream the source does not pull', async () => {
    const empty = await c.call('POST', url('/resync'), { streams: [], since: '2024-01-01' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.streams).toBe('Choose at least one stream');
    const badDate = await c.call('POST', url('/resync'), { streams: ['orders'], since: '1999-01-01' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().fields.since).toBeTypeOf('string');
    // WooCommerce pulls no locations
    const foreign = await c.call('POST', url('/resync'), { streams: ['locations'], since: '2024-01-01' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields.streams).toBe('Locations is not a stream of this source');
    expect((await anonymous('POST', url('/resync'))).statusCode).toBe(401);
    expect((await asOwner('POST', url('/resync'), { streams: ['orders'], since: '2024-01-01' })).statusCode).toBe(403);
  });

  it('re-pulls only that stream, leaves every other cursor alone and delivers only the changed records', async () => {
    const cursorsBefore = await mainCursors();
    const deliveryBefore = await deliveryState();
    expect(deliveryBefore.length).toBeGreaterThan(0);

    c.t.sentJobs.length = 0;
    const asked = await c.call('POST', url('/resync'), { streams: ['orders'], since: '2020-01-01' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe('A re-sync of Orders from 2020-01-01 is queued.');
    expect(c.t.sentJobs).toEqual([{ name: 'source-sync', payload: { sourceId, kind: 'resync' } }]);

    // nothing changed at the vendor: every order is pulled again, none is delivered
    pushes.length = 0;
    const quiet = await runSource(c.t.deps, sourceId, 'resync');
    expect(quiet.status).toBe('succeeded');
    expect(quiet.counts.pulled).toEqual({ orders: SIZES.orders });
    expect(pushes).toEqual([]);
    expect(await mainCursors()).toEqual(cursorsBefore);
    expect(await deliveryState()).toEqual(deliveryBefore);
    // the request is done: no re-sync waits any more
    const waiting = await db()
      .select()
      .from(sourceCursors)
      .where(and(eq(sourceCursors.sourceId, sourceId), not(eq(sourceCursors.scope, 'main'))));
    expect(waiting).toEqual([]);
    // a second re-sync job finds nothing waiting: no run at all
    expect((await runSource(c.t.deps, sourceId, 'resync')).status).toBe('skipped');

    // one order changed at the vendor: the re-sync delivers that one only
    c.fakes.woo.data.orders.touch(4, (o) => ({ ...o }));
    await c.call('POST', url('/resync'), { streams: ['orders'], since: '2020-01-01' });
    pushes.length = 0;
    const changed = await runSource(c.t.deps, sourceId, 'resync');
    expect(changed.counts.pulled).toEqual({ orders: SIZES.orders });
    expect(pushes).toEqual([{ stream: 'orders', records: 1 }]);
    expect(await mainCursors()).toEqual(cursorsBefore);
    const deliveryAfter = await deliveryState();
    for (const before of deliveryBefore.filter((d) => d.stream !== 'orders'))
      expect(deliveryAfter).toContainEqual(before);
    const orders = deliveryAfter.find((d) => d.stream === 'orders')!;
    expect(orders.lastSeq).toBeGreaterThan(deliveryBefore.find((d) => d.stream === 'orders')!.lastSeq);

    const audited = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'source.resync'), like(auditLog.targetId, String(sourceId))));
    expect(audited[0]?.details).toEqual({ streams: ['orders'], since: '2020-01-01' });
  });
});

describe('freshness', () => {
  it('answers the last success, how far each stream is complete, and stale once the data is too old', async () => {
    const fresh = (await c.call('GET', url())).json();
    expect(fresh.freshness.stale).toBe(false);
    expect(fresh.freshness.lastSuccessAt).toBeTypeOf('string');
    expect(Object.keys(fresh.freshness.completeThrough).sort()).toEqual([
      'customers',
      'inventory',
      'orders',
      'products',
    ]);
    expect(fresh.streams).toEqual(['customers', 'orders', 'products', 'inventory']);
    // hourly: stale once the last success is older than 2 × 60 + 15 minutes
    const lastSuccessAgo = (minutes: number) =>
      db()
        .update(syncRuns)
        .set({
          startedAt: new Date(Date.now() - minutes * 60_000 - 1_000),
          finishedAt: new Date(Date.now() - minutes * 60_000),
        })
        .where(and(eq(syncRuns.sourceId, sourceId), eq(syncRuns.status, 'succeeded')));
    await lastSuccessAgo(134);
    expect((await c.call('GET', url())).json().freshness.stale).toBe(false);
    await lastSuccessAgo(136);
    expect((await c.call('GET', url())).json().freshness.stale).toBe(true);
    const listed = (await c.call('GET', `/sources/${c.accountId}`)).json()[0];
    expect(listed.freshness.stale).toBe(true);
    // the Connector Health report lists it as stale
    const sheets = await connectorHealthSheets(db(), c.accountId, '2020-01-01', '2030-01-01');
    expect(sheets[0]!.kpis).toContainEqual(expect.objectContaining({ label: 'Stale sources', value: 1 }));
    expect(sheets[0]!.tables[0]!.rows).toEqual([expect.objectContaining({ source: 'Woo', stale: 'yes' })]);
  });
});

describe('timeline', () => {
  it('answers 401, 403 and 400 for a bad page', async () => {
    expect((await anonymous('GET', url('/timeline'))).statusCode).toBe(401);
    expect((await asOwner('GET', url('/timeline'))).statusCode).toBe(403);
    const bad = await c.call('GET', url('/timeline?take=0'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.take).toBe('take must be at least 1');
  });

  it('lists runs and configuration changes newest first, with the changed field names only', async () => {
    const saved = await c.editSource(sourceId, (current) => ({
      name: 'Woo shop',
      frequency: 120,
      destinations: current.destinations.map((d) => ({ id: d.id, detail: d.detail })),
    }));
    expect(saved.statusCode).toBe(200);
    const page = (await c.call('GET', url('/timeline?take=3'))).json();
    expect(page.total).toBeGreaterThan(5);
    expect(page.items).toHaveLength(3);
    const [latest] = page.items;
    expect(latest).toMatchObject({
      type: 'change',
      action: 'source.update',
      summary: 'Changed name, frequency',
      fields: ['name', 'frequency'],
    });
    expect(latest.actor.name).toBeTypeOf('string');
    const times = page.items.map((i: { at: string }) => i.at);
    expect([...times].sort().reverse()).toEqual(times);

    const all = (await c.call('GET', url('/timeline?take=100'))).json();
    const run = all.items.find((i: { type: string; kind?: string }) => i.type === 'run' && i.kind === 'manual');
    expect(run).toMatchObject({ status: 'succeeded', pulled: { orders: SIZES.orders } });
    expect(run.durationMs).toBeGreaterThanOrEqual(0);
    expect(run.deliveries).toContainEqual(
      expect.objectContaining({ destinationId: zaiusId, name: 'CDP', error: null }),
    );
    const created = all.items.filter((i: { type: string }) => i.type === 'change').at(-1);
    expect(created).toMatchObject({ type: 'change', action: 'sourceLink.add' });
    expect(all.items.map((i: { summary?: string }) => i.summary)).toContain('Created the source');
    // never a value: the secret appears nowhere
    expect(JSON.stringify(all)).not.toContain('cs_');
    const second = (await c.call('GET', url('/timeline?take=3&skip=3'))).json();
    expect(second.items[0].at <= page.items[2].at).toBe(true);
  });
});
