import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import type { DomainEvent } from '@storelens/contract/domain/webhook-events';
import { SOURCE_SECRET_FIELDS } from '@storelens/contract/validation/sources';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sources } from '../../db/connectors.schema.ts';
import { auditLog, mailOutbox, userSettings } from '../../db/schema.ts';
import { sealDetail } from '../../integrations/connector-secrets.ts';
import { queueDueSources } from '../../jobs/sources-schedule.job.ts';
import { createConnectorsContext, wooDetail } from '../../test/connectors.fixture.ts';
import { addMember, buildUser } from '../../test/factories.ts';
import { findSourceById } from '../sync/sync.queries.ts';
import { runSource } from '../sync/sync-engine.service.ts';
import { watchRunOutcome } from './run-alerts.service.ts';

let c: Awaited<ReturnType<typeof createConnectorsContext>>;
let sourceId: number;
let goodSecrets: string | null;
let optedOut: { email: string };
const events: DomainEvent[] = [];

beforeAll(async () => {
  c = await createConnectorsContext();
  ({ sourceId } = await c.saveWooToZaius());
  goodSecrets = (await findSourceById(db(), sourceId))!.secrets;
  // a second admin who turned source alert emails off in their profile
  const db_ = db();
  const other = await buildUser(db_);
  await addMember(db_, c.accountId, other.id, 'admin');
  await db_.insert(userSettings).values({ userId: other.id, name: 'sourceAlertEmails', value: 'false' });
  optedOut = other;
  for (const type of [
    'sync.run.failed',
    'sync.run.succeeded',
    'source.needs_reconnect',
    'source.paused',
    'source.resumed',
  ] as const)
    c.t.deps.events.on(type, (event) => {
      events.push(event);
    });
});
afterAll(() => c.close());
beforeEach(async () => {
  await db()
    .update(sources)
    .set({ secrets: goodSecrets, failureStreak: 0, failingNotifiedAt: null, pausedAt: null, pausedReason: null })
    .where(eq(sources.id, sourceId));
  await db().delete(mailOutbox);
  events.length = 0;
});

const db = () => c.t.deps.database.db;
const run = () => runSource(c.t.deps, sourceId, 'scheduled');
const revokeCredentials = async () => {
  const bad = sealDetail(
    c.t.deps.secrets,
    wooDetail(c.fakes, { consumerSecret: 'cs_revoked' }),
    SOURCE_SECRET_FIELDS[SOURCE_TYPE.wooCommerce],
  );
  await db().update(sources).set({ secrets: bad.secrets }).where(eq(sources.id, sourceId));
};
const mails = (kind: string) => db().select().from(mailOutbox).where(eq(mailOutbox.kind, kind));

describe('failure alerts', () => {
  it('mails the opted-in admins once after three failed runs in a row, and once when a run works again', async () => {
    await revokeCredentials();
    for (let i = 0; i < 2; i++) expect((await run()).status).toBe('failed');
    expect(await mails('sourceFailing')).toHaveLength(0);
    await run();
    const failing = await mails('sourceFailing');
    expect(failing.map((m) => m.to)).toEqual([c.owner.email]);
    expect(failing[0]!.subject).toBe('Source Woo is failing');
    // the last error in words and a link to the source
    const text = c.t.deps.secrets.decrypt(failing[0]!.textSealed);
    expect(text).toContain('The last 3 runs of Woo');
    expect(text).toContain(`http://localhost:3000/connectors/sources/edit/${sourceId}`);
    await run();
    expect(await mails('sourceFailing')).toHaveLength(1);
    expect((await findSourceById(db(), sourceId))!.failureStreak).toBe(4);

    await db().update(sources).set({ secrets: goodSecrets, health: 'ok' }).where(eq(sources.id, sourceId));
    expect((await run()).status).toBe('succeeded');
    await run();
    const recovered = await mails('sourceRecovered');
    expect(recovered.map((m) => [m.to, m.subject])).toEqual([[c.owner.email, 'Source Woo is working again']]);
    expect(await mails('sourceRecovered')).not.toContainEqual(expect.objectContaining({ to: optedOut.email }));
    expect((await findSourceById(db(), sourceId))!.failureStreak).toBe(0);
    expect(events.map((e) => e.type)).toContain('sync.run.failed');
    // the refused credentials: admins told to reconnect once, and so are subscribers
    expect(events.filter((e) => e.type === 'source.needs_reconnect')).toHaveLength(1);
    expect(events.find((e) => e.type === 'sync.run.failed')?.data).toMatchObject({
      sourceId,
      sourceName: 'Woo',
      kind: 'scheduled',
      status: 'failed',
    });
    expect(events.map((e) => e.type)).toContain('sync.run.succeeded');
  });

  it('sends one failing email when two failed runs end at the same moment', async () => {
    await db().update(sources).set({ failureStreak: 2 }).where(eq(sources.id, sourceId));
    const source = (await findSourceById(db(), sourceId))!;
    const failed = { status: 'failed' as const, error: 'The store did not answer.' };
    const verdicts = await Promise.all([
      watchRunOutcome(c.t.deps, source, failed),
      watchRunOutcome(c.t.deps, source, failed),
    ]);
    expect(verdicts.filter((v) => v.failingSent)).toHaveLength(1);
    expect(await mails('sourceFailing')).toHaveLength(1);
  });
});

describe('auto-pause', () => {
  it('pauses after ten failed runs: mails the admins, leaves the schedule and refuses runs until resumed', async () => {
    await revokeCredentials();
    await db()
      .update(sources)
      .set({ failureStreak: 9, nextRunTime: new Date(0) })
      .where(eq(sources.id, sourceId));
    expect((await run()).status).toBe('failed');
    const row = (await findSourceById(db(), sourceId))!;
    expect(row.pausedAt).not.toBeNull();
    expect(row.pausedReason).toBe('Paused after 10 failed runs');
    expect(row.nextRunTime).toBeNull();
    expect((await mails('sourcePaused')).map((m) => m.subject)).toEqual(['Source Woo is paused']);
    expect(events.filter((e) => e.type === 'source.paused')).toHaveLength(1);
    // a run asked for later is skipped, and the scheduler does not queue it even when its time has come
    expect((await run()).status).toBe('skipped');
    await db()
      .update(sources)
      .set({ nextRunTime: new Date(0) })
      .where(eq(sources.id, sourceId));
    expect(await queueDueSources(c.t.deps)).not.toContain(sourceId);

    const listed = (await c.call('GET', `/sources/${c.accountId}`)).json()[0];
    expect(listed.status).toMatchObject({ state: 'paused', message: 'Paused after 10 failed runs' });
    expect(listed.paused).toMatchObject({ reason: 'Paused after 10 failed runs' });

    const refused = await c.call('POST', `/sources/${c.accountId}/${sourceId}/run`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'SourcePaused',
      message: 'This source is paused after failed runs. Resume it before running or re-syncing it.',
    });
    const resync = await c.call('POST', `/sources/${c.accountId}/${sourceId}/resync`, {
      streams: ['orders'],
      since: '2024-01-01',
    });
    expect(resync.statusCode).toBe(409);
    expect(resync.json().error).toBe('SourcePaused');

    const resumed = await c.call('POST', `/sources/${c.accountId}/${sourceId}/resume`);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().message).toBe('The source is resumed: its runs start again on schedule.');
    const after = (await findSourceById(db(), sourceId))!;
    expect(after).toMatchObject({ pausedAt: null, pausedReason: null, failureStreak: 0 });
    expect(after.nextRunTime!.getTime()).toBeGreaterThan(Date.now());
    expect(events.filter((e) => e.type === 'source.resumed')).toHaveLength(1);
    const audited = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'source'), eq(auditLog.targetId, String(sourceId))));
    expect(audited.map((a) => a.action)).toEqual(expect.arrayContaining(['source.pause', 'source.resume']));
    // resuming twice: not paused
    const again = await c.call('POST', `/sources/${c.accountId}/${sourceId}/resume`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'SourceNotPaused', message: 'This source is not paused.' });
  });
});
