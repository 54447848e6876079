import { setTimeout as sleep } from 'node:timers/promises';
import { DESTINATION_TYPE, SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sources, syncRuns } from '../db/connectors.schema.ts';
import { createConnectorsContext, wooDetail, zaiusDetail } from '../test/connectors.fixture.ts';
import { type Queue, startQueue } from './queue.ts';
import { JOBS } from './registry.ts';
import { queueDueSources } from './sources-schedule.job.ts';

let c: Awaited<ReturnType<typeof createConnectorsContext>>;
/** a web process's queue: sends, takes no work */
let sender: Queue;
/** a worker, started once every request of the first part is queued */
let worker: Queue | undefined;
beforeAll(async () => {
  c = await createConnectorsContext();
  sender = await startQueue(c.t.deps, JOBS, false);
  // the services called directly (the scheduler, the job handlers) send through pg-boss; the app's
  // routes keep the harness's recorder (buildApp copies deps), so their requests are forwarded below
  c.t.deps.sendJob = async (name, payload) => {
    await sender.send(name, payload);
  };
});
afterAll(async () => {
  await worker?.stop();
  await sender.stop();
  await c.close();
});

const waitFor = async <T>(probe: () => Promise<T | undefined>, ms = 60_000): Promise<T> => {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await sleep(250);
  }
};

/** The source's runs once the queue holds no source-sync job waiting or active and no run is running. */
const settledRuns = (sourceId: number, atLeast: number) =>
  waitFor(async () => {
    const waiting = await sender.boss.getQueueSize('source-sync', { before: 'completed' });
    const runs = await c.t.deps.database.db.select().from(syncRuns).where(eq(syncRuns.sourceId, sourceId));
    return waiting === 0 && runs.length >= atLeast && runs.every((r) => r.status !== 'running') ? runs : undefined;
  });

it('runs a due source through pg-boss on a worker: requests made before it starts fold into exactly one run', async () => {
  const zaiusId = await c.saveDestination('CDP', DESTINATION_TYPE.zaius, zaiusDetail());
  const created = await c.call('POST', `/sources/${c.accountId}/`, {
    name: 'Woo',
    type: SOURCE_TYPE.wooCommerce,
    detail: wooDetail(c.fakes),
    frequency: 10,
    anchorTime: '08:00',
    startDate: '2020-01-01',
    timezone: 'Etc/UTC',
    destinations: [{ id: zaiusId, detail: {} }],
  });
  expect(created.statusCode, created.body).toBe(200);
  const source = created.json();
  // the first pull the create asked for
  const firstPull = c.t.sentJobs.filter((j) => j.name === 'source-sync' && j.payload.sourceId === source.id);
  expect(firstPull).toEqual([{ name: 'source-sync', payload: { sourceId: source.id, kind: 'manual' } }]);
  expect(await sender.send('source-sync', firstPull[0]!.payload)).not.toBeNull();

  const db = c.t.deps.database.db;
  await db
    .update(sources)
    .set({ nextRunTime: new Date(Date.now() - 1000) })
    .where(eq(sources.id, source.id));
  // the schedule's request and two more manual ones, while the first is still queued: folded
  expect(await queueDueSources(c.t.deps)).toEqual([source.id]);
  expect(await sender.send('source-sync', { sourceId: source.id, kind: 'manual' })).toBeNull();
  expect(await sender.send('source-sync', { sourceId: source.id, kind: 'manual' })).toBeNull();
  expect(await sender.boss.getQueueSize('source-sync')).toBe(1);

  worker = await startQueue(c.t.deps, JOBS, true);
  const first = await settledRuns(source.id, 1);
  expect(first).toHaveLength(1);
  expect(first[0]).toMatchObject({ status: 'succeeded', error: null });

  // a request once the source is idle is one more run, and only one
  await c.t.deps.sendJob('source-sync', { sourceId: source.id, kind: 'manual' });
  const all = await settledRuns(source.id, 2);
  expect(all).toHaveLength(2);
  expect(all.map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
  // runs never overlapped: each started after the previous one finished
  const ordered = [...all].sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
  expect(ordered[1]!.startedAt >= ordered[0]!.finishedAt!).toBe(true);
  expect(ordered[1]!.kind).toBe('manual');
}, 120_000);
