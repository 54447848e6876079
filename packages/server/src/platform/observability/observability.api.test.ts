import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DESTINATION_TYPE, SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sources } from '../../db/connectors.schema.ts';
import { mailOutbox } from '../../db/schema.ts';
import { startQueue } from '../../jobs/queue.ts';
import { JOBS } from '../../jobs/registry.ts';
import { runSource } from '../../modules/sync/sync-engine.service.ts';
import { createConnectorsContext, wooDetail, zaiusDetail } from '../../test/connectors.fixture.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { parsePrometheusText, type Sample, sampleValue } from '../../test/prometheus-text.ts';
import { waitFor } from '../../test/server-processes.ts';
import { createObservability, registerObservability } from './observability.routes.ts';
import { watchQueuePolling } from './queue-probe.ts';

const TOKEN = 'metrics-token-for-the-observability-test';

describe('health and readiness (outside /api, no sign-in)', () => {
  let t: TestContext;
  let webDist: string;
  beforeAll(async () => {
    // a web build: its fallback answers index.html to any unknown GET, and must not take these paths
    webDist = mkdtempSync(join(tmpdir(), 'storelens-obs-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>web app</title>');
    t = await createTestContext({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('GET /healthz answers {status: ok} with no session, no CSRF header and no cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("GET /readyz answers ready with each check named (a process without a worker: the queue's tables are there)", async () => {
    const before = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(before.statusCode).toBe(503);
    expect(before.json()).toEqual({
      status: 'unready',
      checks: { database: 'ok', migrations: 'ok', queue: 'starting' },
    });
    // a ROLE=web process starts the queue only to send jobs
    const queue = await startQueue(t.deps, JOBS, false);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', queue: 'ok' } });
    } finally {
      await queue.stop();
    }
  });

  it('GET /metrics is 404 while METRICS_TOKEN is unset (not the web app)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/some/page' })).body).toContain('web app');
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NotFound' });
  });

  it('the probes stay out of the API document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/healthz');
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
  });

  it('readiness names unapplied migrations: 503 with migrations pending', async () => {
    const probe = Fastify();
    const removed = await t.deps.database.executeSql(
      'delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning *',
    );
    try {
      registerObservability(probe, createObservability({ database: t.deps.database }));
      const res = await probe.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unready', checks: { database: 'ok', migrations: 'pending' } });
    } finally {
      const row = removed.rows[0]!;
      await t.deps.database.executeSql(
        'insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)',
        [row.id, row.hash, row.created_at],
      );
      await probe.close();
    }
  });

  it('on a worker, readiness waits for the job queue to poll, and turns 503 once it stopped', async () => {
    const queue = await startQueue(t.deps, JOBS, true, { intervalMs: 60_000 });
    const probe = Fastify();
    registerObservability(
      probe,
      createObservability({ database: t.deps.database, queue: watchQueuePolling(queue.boss) }),
    );
    try {
      const ready = await waitFor('the queue to poll', 15_000, async () => {
        const res = await probe.inject({ method: 'GET', url: '/readyz' });
        return res.statusCode === 200 && res.json();
      });
      expect(ready).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', queue: 'ok' } });
      await queue.stop();
      const res = await probe.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unready', checks: { queue: 'stopped' } });
    } finally {
      await probe.close();
    }
  }, 40_000);
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());
  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('401 without the token, with another token or another scheme; no CSRF header or session needed', async () => {
    for (const header of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, 'Bearer ']) {
      const res = await scrape(header);
      expect(res.statusCode, String(header)).toBe(401);
      expect(res.json()).toMatchObject({ error: 'Authentication Error' });
      expect(res.body).not.toContain('storelens_');
    }
  });

  it('200 in the Prometheus text format: process metrics, and requests labelled by route template', async () => {
    await t.app.inject({ method: 'GET', url: '/api/sources/12345' });
    await t.app.inject({ method: 'GET', url: '/no-such-page-user-typed-text' });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = parsePrometheusText(res.body);
    const names = new Set(samples.map((s) => s.name));
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'storelens_http_request_duration_seconds_bucket',
      'storelens_outbox_pending',
      'storelens_metrics_database_up',
    ])
      expect(names, name).toContain(name);
    expect(
      sampleValue(samples, 'storelens_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/sources/:accountId',
        status_code: '401',
      }),
    ).toBe(1);
    expect(
      sampleValue(samples, 'storelens_http_request_duration_seconds_count', { method: 'GET', route: 'unmatched' }),
    ).toBeGreaterThanOrEqual(1);
    // bounded cardinality: the path asked for never becomes a label
    expect(res.body).not.toContain('12345');
    expect(res.body).not.toContain('user-typed-text');
    expect(sampleValue(samples, 'storelens_metrics_database_up')).toBe(1);
  });
});

describe('metrics read from the database move with a sync run', () => {
  let c: Awaited<ReturnType<typeof createConnectorsContext>>;
  let probe: FastifyInstance;
  let sourceId: number;
  let zaiusId: number;
  beforeAll(async () => {
    c = await createConnectorsContext();
    // a worker's listener on the same database: any process answers the database's figures alike
    probe = Fastify();
    registerObservability(
      probe,
      createObservability({ database: c.t.deps.database, metricsToken: TOKEN, figuresTtlMs: 0 }),
    );
    zaiusId = (
      await c.call('POST', `/destinations/${c.accountId}/`, {
        name: 'CDP',
        type: DESTINATION_TYPE.zaius,
        detail: zaiusDetail(),
      })
    ).json().id;
    sourceId = (
      await c.call('POST', `/sources/${c.accountId}/`, {
        name: 'Woo',
        type: SOURCE_TYPE.wooCommerce,
        detail: wooDetail(c.fakes),
        frequency: 10,
        anchorTime: '08:00',
        startDate: '2020-01-01',
        timezone: 'Etc/UTC',
        destinations: [{ id: zaiusId, detail: {} }],
      })
    ).json().id;
  });
  afterAll(async () => {
    await probe.close();
    await c.close();
  });

  const scrape = async (): Promise<Sample[]> => {
    const res = await probe.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    return parsePrometheusText(res.body);
  };
  const woo = (labels: Record<string, string>) => ({ source_type: 'wooCommerce', ...labels });

  it('runs, records pulled and pushed, and the source’s last success', async () => {
    const before = await scrape();
    expect(sampleValue(before, 'storelens_sync_runs_total', woo({ outcome: 'succeeded' })) ?? 0).toBe(0);
    expect(
      sampleValue(before, 'storelens_source_last_success_timestamp_seconds', { source_id: String(sourceId) }),
    ).toBe(undefined);

    const outcome = await runSource(c.t.deps, sourceId, 'manual');
    expect(outcome.status).toBe('succeeded');
    const pulled = Object.values(outcome.counts.pulled).reduce((a, b) => a + b, 0);
    const pushed = Object.values(outcome.counts.pushed)
      .flatMap((streams) => Object.values(streams))
      .reduce((a, b) => a + b, 0);
    expect(pulled).toBeGreaterThan(0);
    expect(pushed).toBeGreaterThan(0);

    const after = await scrape();
    expect(sampleValue(after, 'storelens_sync_runs_total', woo({ outcome: 'succeeded' }))).toBe(1);
    expect(sampleValue(after, 'storelens_sync_records_total', woo({ direction: 'pulled' }))).toBe(pulled);
    expect(sampleValue(after, 'storelens_sync_records_total', woo({ direction: 'pushed' }))).toBe(pushed);
    const lastSuccess = sampleValue(after, 'storelens_source_last_success_timestamp_seconds', {
      source_id: String(sourceId),
    });
    expect(Math.abs(lastSuccess! - Date.now() / 1000)).toBeLessThan(120);
  }, 60_000);

  it('the sync counters never go down when runs are deleted with their source', async () => {
    const second = await runSource(c.t.deps, sourceId, 'manual');
    expect(second.status).toBe('succeeded');
    // one run settled (over a minute old), the other still young: both paths of the counters
    const db = c.t.deps.database.db;
    await db.execute(sql`update sync_runs set started_at = now() - interval '1 hour' where id < ${second.runId}`);
    const before = await scrape();
    const runs = sampleValue(before, 'storelens_sync_runs_total', woo({ outcome: 'succeeded' }));
    const pulled = sampleValue(before, 'storelens_sync_records_total', woo({ direction: 'pulled' }));
    expect(runs).toBe(2);

    await db.delete(sources).where(eq(sources.id, sourceId));
    const after = await scrape();
    expect(sampleValue(after, 'storelens_sync_runs_total', woo({ outcome: 'succeeded' }))).toBe(runs);
    expect(sampleValue(after, 'storelens_sync_records_total', woo({ direction: 'pulled' }))).toBe(pulled);
    // a deleted source's gauge goes with it
    expect(sampleValue(after, 'storelens_source_last_success_timestamp_seconds', { source_id: String(sourceId) })).toBe(
      undefined,
    );
  }, 60_000);

  it('queue jobs by queue and state, and the outbox not yet delivered', async () => {
    const queue = await startQueue(c.t.deps, JOBS, false);
    try {
      await queue.send('source-sync', { sourceId: 999_999, kind: 'manual' });
      await c.t.deps.database.db.insert(mailOutbox).values([
        { to: 'a@example.test', subject: 'A', htmlSealed: 'x', textSealed: 'x', kind: 'test', status: 'queued' },
        { to: 'b@example.test', subject: 'B', htmlSealed: 'x', textSealed: 'x', kind: 'test', status: 'sent' },
      ]);
      const samples = await scrape();
      expect(sampleValue(samples, 'storelens_queue_jobs', { queue: 'source-sync', state: 'created' })).toBe(1);
      expect(sampleValue(samples, 'storelens_queue_jobs', { queue: 'source-sync', state: 'active' })).toBe(0);
      expect(sampleValue(samples, 'storelens_outbox_pending')).toBe(1);
    } finally {
      await queue.stop();
    }
  }, 30_000);
});
