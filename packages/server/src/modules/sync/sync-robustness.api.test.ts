import { setTimeout as sleep } from 'node:timers/promises';
import { DESTINATION_TYPE, HISTORY_MAX_ATTEMPTS, SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { DESTINATION_SECRET_FIELDS } from '@storelens/contract/validation/destinations';
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destinations, sourceDestinations, sources, syncRuns } from '../../db/connectors.schema.ts';
import { workerHeartbeats } from '../../db/runtime.schema.ts';
import type { Deps } from '../../deps.ts';
import type { SourceConnector } from '../../integrations/connector.ts';
import { sealDetail } from '../../integrations/connector-secrets.ts';
import { type Queue, startQueue } from '../../jobs/queue.ts';
import { JOBS } from '../../jobs/registry.ts';
import { SecretBox } from '../../platform/crypto.ts';
import { createConnectorsContext, wooDetail, zaiusDetail } from '../../test/connectors.fixture.ts';
import { observePull } from '../../test/observe-pull.ts';
import { runSource, WORKER_STOPPED } from './sync-engine.service.ts';

let c: Awaited<ReturnType<typeof createConnectorsContext>>;
const logged: Array<{ level: number; msg: string; sourceId?: number; runId?: number }> = [];
beforeAll(async () => {
  c = await createConnectorsContext();
  c.t.deps.log = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) }) as never;
});
afterAll(() => c.close());

const db = () => c.t.deps.database.db;

const waitFor = async <T>(probe: () => Promise<T | undefined>, ms: number, what: string): Promise<T> => {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
};

async function newSource(name: string, destinationIds: number[]): Promise<number> {
  const res = await c.call('POST', `/sources/${c.accountId}/`, {
    name,
    type: SOURCE_TYPE.wooCommerce,
    detail: wooDetail(c.fakes),
    frequency: 1440,
    anchorTime: '08:00',
    startDate: '2020-01-01',
    timezone: 'Etc/UTC',
    destinations: destinationIds.map((id) => ({ id, detail: {} })),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

const newDestination = (name: string) => c.saveDestination(name, DESTINATION_TYPE.zaius, zaiusDetail());

/**
 * A Woo source (sending to a new destination) whose credentials are sealed under another SECRET_KEY,
 * ending in `keyEnd`: decrypting them throws inside its run.
 */
async function sourceSealedElsewhere(destinationName: string, sourceName: string, keyEnd: string) {
  const sourceId = await newSource(sourceName, [await newDestination(destinationName)]);
  const other = sealDetail(new SecretBox(`another-key-another-key-another-key-${keyEnd}`), wooDetail(c.fakes), [
    'consumerKey',
    'consumerSecret',
  ]);
  await db().update(sources).set({ secrets: other.secrets }).where(eq(sources.id, sourceId));
  return sourceId;
}

const runsOf = (sourceId: number) =>
  db().select().from(syncRuns).where(eq(syncRuns.sourceId, sourceId)).orderBy(syncRuns.id);

describe('an exception inside a run', () => {
  it('fails the run with a readable reason and an error line naming source and run', async () => {
    const sourceId = await sourceSealedElsewhere('CDP exception', 'Woo sealed elsewhere', '0');

    const outcome = await runSource(c.t.deps, sourceId, 'manual');
    expect(outcome).toMatchObject({ status: 'failed', crashed: true });
    const [run] = await runsOf(sourceId);
    expect(run).toMatchObject({ status: 'failed', errorKind: 'internal' });
    expect(run!.finishedAt).not.toBeNull();
    expect(run!.error).toContain('SECRET_KEY');
    expect(run!.error).not.toContain('Unsupported state');
    const line = logged.find((l) => l.level >= 50 && l.sourceId === sourceId && l.runId === run!.id);
    expect(line?.msg).toContain(`source ${sourceId} run ${run!.id}`);
    const listed = (await c.call('GET', `/sources/${c.accountId}`))
      .json()
      .find((s: { id: number }) => s.id === sourceId);
    expect(listed.status).toMatchObject({ state: 'failing', message: run!.error });
  });

  it('fails the earlier row with its true reason before a retried job starts its run', async () => {
    const sourceId = await sourceSealedElsewhere('CDP retry', 'Woo retried', '1');
    const queue = await startQueue(c.t.deps, JOBS, true);
    try {
      await queue.send('source-sync', { sourceId, kind: 'manual' });
      const runs = await waitFor(
        async () => {
          const rows = await runsOf(sourceId);
          return rows.length >= 2 && rows.every((r) => r.status === 'failed') ? rows : undefined;
        },
        40_000,
        'a retried run',
      );
      for (const run of runs) expect(run.error).toContain('SECRET_KEY');
      expect(runs.some((r) => r.error?.includes('Interrupted'))).toBe(false);
      expect(runs[1]!.startedAt.getTime()).toBeGreaterThanOrEqual(runs[0]!.finishedAt!.getTime());
    } finally {
      await queue.stop();
    }
  }, 60_000);
});

/** Holds the source's pull at its first page until released. */
function gatePull(deps: Deps): { started: Promise<void>; release: () => void; restore: () => void } {
  const original = deps.connectors.sources[SOURCE_TYPE.wooCommerce] as SourceConnector;
  let release = () => {};
  let markStarted = () => {};
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const inner = observePull(original, {});
  deps.connectors.sources[SOURCE_TYPE.wooCommerce] = {
    ...inner,
    pull: (detail, stream, request) => ({
      async *[Symbol.asyncIterator]() {
        markStarted();
        await gate;
        yield* inner.pull(detail, stream, request);
      },
    }),
  } as SourceConnector;
  return { started, release, restore: () => (deps.connectors.sources[SOURCE_TYPE.wooCommerce] = original) };
}

describe('a run asked for while one is active', () => {
  it('is queued for when the active run ends, not dropped, and the runs never overlap', async () => {
    const cdp = await newDestination('CDP rerun');
    const sourceId = await newSource('Woo busy', [cdp]);
    const gate = gatePull(c.t.deps);
    try {
      const first = runSource(c.t.deps, sourceId, 'manual');
      await gate.started;
      const second = await runSource(c.t.deps, sourceId, 'history');
      expect(second.status).toBe('queued');
      const [flag] = await db().select({ kind: sources.rerunKind }).from(sources).where(eq(sources.id, sourceId));
      expect(flag?.kind).toBe('history');
      const sentBefore = c.t.sentJobs.length;
      gate.release();
      expect((await first).status).toBe('succeeded');
      expect(c.t.sentJobs.slice(sentBefore)).toEqual([{ name: 'source-sync', payload: { sourceId, kind: 'history' } }]);
      const runs = await runsOf(sourceId);
      expect(runs.map((r) => r.status)).toEqual(['succeeded']);
    } finally {
      gate.restore();
    }
  });
});

describe('a worker that stopped', () => {
  it('has its run failed and its job released; a live worker completes the source', async () => {
    const cdp = await newDestination('CDP dead worker');
    const sourceId = await newSource('Woo orphan', [cdp]);
    // a job a dead worker took: fetched (active) by a process that then stopped beating
    const web = await startQueue(c.t.deps, JOBS, false);
    let worker: Queue | null = null;
    try {
      await web.send('source-sync', { sourceId, kind: 'manual' });
      // pg-boss hands out a job once its start time is past: on PGlite's clock that can be the next tick
      const job = await waitFor(async () => (await web.boss.fetch('source-sync'))[0], 5_000, 'the queued job');
      await db()
        .insert(workerHeartbeats)
        .values({ id: 'dead-worker', host: 'gone', pid: 1, beatAt: sql`now() - interval '2 minutes'` });
      const [orphan] = await db()
        .insert(syncRuns)
        .values({ sourceId, kind: 'manual', workerId: 'dead-worker', jobId: job!.id })
        .returning();

      const startedAt = Date.now();
      worker = await startQueue(c.t.deps, JOBS, true);
      const [failed] = await db().select().from(syncRuns).where(eq(syncRuns.id, orphan!.id));
      expect(failed).toMatchObject({ status: 'failed', error: WORKER_STOPPED });
      const released = await web.boss.getJobById('source-sync', job!.id);
      expect(['retry', 'active', 'completed']).toContain(released?.state);
      const next = await waitFor(
        async () => (await runsOf(sourceId)).find((r) => r.id !== orphan!.id && r.status === 'succeeded'),
        60_000,
        'the next run',
      );
      expect(next.startedAt.getTime() - startedAt).toBeLessThan(60_000);
      expect(logged.some((l) => l.level >= 50 && l.runId === orphan!.id && l.sourceId === sourceId)).toBe(true);
    } finally {
      await worker?.stop();
      await web.stop();
    }
  }, 90_000);
});

describe('a destination that cannot deliver history', () => {
  it('ends the history load failed with its reason, never locks, and can be removed', async () => {
    const good = await newDestination('CDP fine');
    const sourceId = await newSource('Woo with a bad CDP', [good]);
    expect((await runSource(c.t.deps, sourceId, 'manual')).status).toBe('succeeded');
    const bad = await newDestination('CDP refusing');
    // its keys are revoked after saving: every push is refused (403)
    const sealed = sealDetail(
      c.t.deps.secrets,
      zaiusDetail({ publicKey: 'PUBLICrevoked01', privateKey: 'PRIVATErevoked.0000' }),
      DESTINATION_SECRET_FIELDS[DESTINATION_TYPE.zaius],
    );
    await db()
      .update(destinations)
      .set({ detail: sealed.detail, secrets: sealed.secrets })
      .where(eq(destinations.id, bad));
    const patched = await c.editSource(sourceId, () => ({
      destinations: [
        { id: good, detail: {} },
        { id: bad, detail: {} },
      ],
      pullHistory: true,
      historicalDate: '2019-01-01',
    }));
    expect(patched.statusCode, patched.body).toBe(200);
    const linkOf = async () =>
      (await c.call('GET', `/sources/${c.accountId}`)).json().find((s: { id: number }) => s.id === sourceId);

    expect((await linkOf()).status.state).toBe('loadingHistory');
    const loading = (await linkOf()).links.find((l: { destinationId: number }) => l.destinationId === bad);
    expect(loading).toMatchObject({ state: 'loadingHistory', locksDestinations: true });

    // every later run goes on with the history (a scheduled one too), and each fails for this link
    for (let i = 1; i <= HISTORY_MAX_ATTEMPTS; i++) {
      await runSource(c.t.deps, sourceId, 'scheduled');
      const link = (await linkOf()).links.find((l: { destinationId: number }) => l.destinationId === bad);
      expect(link.locksDestinations).toBe(false);
      expect(link.message).toContain('CDP refusing');
      expect(link.state).toBe(i < HISTORY_MAX_ATTEMPTS ? 'failing' : 'historyFailed');
    }
    const [row] = await db()
      .select()
      .from(sourceDestinations)
      .where(and(eq(sourceDestinations.sourceId, sourceId), eq(sourceDestinations.destinationId, bad)));
    expect(row).toMatchObject({ loadingHistory: false });
    expect(row!.historyError).toContain('CDP refusing');
    const listed = await linkOf();
    expect(listed.loadingHistory).toBe(false);
    expect(listed.status.state).toBe('deliveryFailing');
    // the good destination took the history
    const fine = listed.links.find((l: { destinationId: number }) => l.destinationId === good);
    expect(fine.state).toBe('healthy');

    // the user removes the failing destination, then deletes it
    const removed = await c.editSource(sourceId, () => ({
      destinations: [{ id: good, detail: {} }],
      pullHistory: false,
    }));
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await c.call('DELETE', `/destinations/${c.accountId}/${bad}`)).statusCode).toBe(200);
    expect((await linkOf()).status.state).toBe('healthy');
  }, 60_000);
});
