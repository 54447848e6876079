import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sources, syncRuns } from '../db/connectors.schema.ts';
import { createConnectorsContext, wooDetail, zaiusDetail } from '../modules/connectors/connectors.fixture.ts';
import { type Queue, startQueue } from './queue.ts';
import { JOBS } from './registry.ts';
import { queueDueSources } from './sources-schedule.job.ts';

let c: Awaited<ReturnType<typeof createConnectorsContext>>;
let queue: Queue;
beforeAll(async () => {
  c = await createConnectorsContext();
  queue = await startQueue(c.t.deps, JOBS, true);
  c.t.deps.sendJob = async (name, payload) => {
    await queue.send(name, payload);
  };
});
afterAll(async () => {
  await queue.stop();
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

it('runs a due source through pg-boss on a worker, one run at a time', async () => {
  const zaius = (
    await c.call('POST', `/destinations/${c.accountId}/`, { name: 'CDP', type: 1, detail: zaiusDetail() })
  ).json();
  const source = (
    await c.call('POST', `/sources/${c.accountId}/`, {
      name: 'Woo',
      type: 2,
      detail: wooDetail(c.fakes),
      frequency: 10,
      anchorTime: '08:00',
      startDate: '2020-01-01',
      timezone: 'Etc/UTC',
      destinations: [{ id: zaius.id, detail: {} }],
    })
  ).json();
  const db = c.t.deps.database.db;
  await db
    .update(sources)
    .set({ nextRunTime: new Date(Date.now() - 1000) })
    .where(eq(sources.id, source.id));
  expect(await queueDueSources(c.t.deps)).toEqual([source.id]);
  // two more requests for the same source while the first is queued or running
  await c.t.deps.sendJob('source-sync', { sourceId: source.id, kind: 'manual' });
  await c.t.deps.sendJob('source-sync', { sourceId: source.id, kind: 'manual' });

  const finished = await waitFor(async () => {
    const runs = await db.select().from(syncRuns).where(eq(syncRuns.sourceId, source.id));
    return runs.length >= 1 && runs.every((r) => r.status !== 'running') && runs.some((r) => r.status === 'succeeded')
      ? runs
      : undefined;
  });
  expect(finished.filter((r) => r.status === 'failed')).toEqual([]);
  // runs never overlapped: each started after the previous one finished
  const ordered = [...finished].sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
  for (let i = 1; i < ordered.length; i++) expect(ordered[i]!.startedAt >= ordered[i - 1]!.finishedAt!).toBe(true);
}, 120_000);
