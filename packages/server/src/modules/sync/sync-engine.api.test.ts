import { DESTINATION_TYPE, SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { SOURCE_SECRET_FIELDS } from '@storelens/contract/validation/sources';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceDestinations, sources, syncRuns } from '../../db/connectors.schema.ts';
import { mailOutbox } from '../../db/schema.ts';
import { sealDetail } from '../../integrations/connector-secrets.ts';
import { deleteAccountDataJob } from '../../jobs/delete-account-data.job.ts';
import { createConnectorsContext, SIZES, s3Detail, wooDetail, zaiusDetail } from '../../test/connectors.fixture.ts';
import { countStored } from '../../warehouse/records.queries.ts';
import { addLink } from '../sources/source-links.service.ts';
import { runSource } from './sync-engine.service.ts';

let c: Awaited<ReturnType<typeof createConnectorsContext>>;
let zaiusId: number;
let s3Id: number;
let sourceId: number;
beforeAll(async () => {
  c = await createConnectorsContext();
  zaiusId = await c.saveDestination('CDP', DESTINATION_TYPE.zaius, zaiusDetail());
  s3Id = await c.saveDestination('Bucket', DESTINATION_TYPE.s3, s3Detail());
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
  sourceId = created.json().id;
  // the engine delivers to any linked destination; the S3 link exercises the bucket push
  await addLink(c.t.deps.database.db, c.accountId, sourceId, {
    destinationId: s3Id,
    detail: {},
    startDate: '2020-01-01',
    withHistory: true,
  });
});
afterAll(() => c.close());

const run = (kind: 'scheduled' | 'history' = 'scheduled') => runSource(c.t.deps, sourceId, kind);
const db = () => c.t.deps.database.db;

describe('a source run', () => {
  it('pulls every stream into the warehouse and pushes it to each destination', async () => {
    const outcome = await run();
    expect(outcome.status).toBe('succeeded');
    expect(outcome.counts.pulled).toMatchObject({
      customers: SIZES.customers,
      orders: SIZES.orders,
      products: SIZES.products,
    });
    const stored = await countStored(db(), c.accountId, sourceId);
    expect(stored).toMatchObject({ customers: SIZES.customers, orders: SIZES.orders, products: SIZES.products });
    expect(outcome.counts.pushed[String(zaiusId)]).toMatchObject({ customers: SIZES.customers, orders: SIZES.orders });
    expect(outcome.counts.pushed[String(s3Id)]).toMatchObject({ customers: SIZES.customers, orders: SIZES.orders });
    expect(c.fakes.zaius.profiles.size).toBeGreaterThan(0);
    expect(c.fakes.s3.objects.size).toBeGreaterThan(0);
    const [row] = await db().select().from(syncRuns).where(eq(syncRuns.id, outcome.runId!));
    expect(row).toMatchObject({ status: 'succeeded', error: null });
    expect(row!.finishedAt).not.toBeNull();
    const listed = (await c.call('GET', `/sources/${c.accountId}`)).json()[0];
    expect(listed.lastRun).toMatchObject({ status: 'succeeded', pulled: { orders: SIZES.orders } });
    // the first clean run loaded the history of the links made with the source
    expect(listed.loadingHistory).toBe(false);
  });

  it('pulls only what changed on the next run', async () => {
    const quiet = await run();
    expect(quiet.counts.pulled.orders).toBe(0);
    expect(quiet.counts.pushed[String(zaiusId)]?.orders ?? 0).toBe(0);
    c.fakes.woo.data.orders.touch(3, (o) => ({ ...o }));
    const changed = await run();
    expect(changed.counts.pulled.orders).toBe(1);
    expect(changed.counts.pushed[String(zaiusId)]?.orders).toBe(1);
    expect(await countStored(db(), c.accountId, sourceId)).toMatchObject({ orders: SIZES.orders });
  });

  it('retries rate limits (429 with Retry-After) and 5xx answers, then succeeds', async () => {
    c.fakes.woo.failNext(2, 429);
    expect((await run()).status).toBe('succeeded');
    c.fakes.woo.failNext(2, 503);
    expect((await run()).status).toBe('succeeded');
  }, 60_000);

  it('keeps delivering to the other destinations when one fails, and catches up later', async () => {
    c.fakes.woo.data.customers.touch(5, (x) => ({ ...x }));
    // five answers of 500 use up the client's five attempts on the first push
    c.fakes.zaius.failNext(5, 500);
    const failed = await run();
    expect(failed.status).toBe('succeeded');
    expect(failed.counts.destinationErrors[String(zaiusId)]).toContain('CDP');
    expect(failed.counts.pushed[String(s3Id)]?.customers).toBe(1);
    const [link] = await db()
      .select()
      .from(sourceDestinations)
      .where(and(eq(sourceDestinations.sourceId, sourceId), eq(sourceDestinations.destinationId, zaiusId)));
    expect(link?.lastError).toContain('CDP');
    const [src] = await db().select().from(sources).where(eq(sources.id, sourceId));
    expect(src?.health).toBe('error');
    const recovered = await run();
    expect(recovered.counts.pushed[String(zaiusId)]?.customers).toBe(1);
    expect(recovered.counts.destinationErrors).toEqual({});
  }, 120_000);

  it('marks refused credentials as reconnect and emails the account admins once', async () => {
    const [row] = await db().select().from(sources).where(eq(sources.id, sourceId));
    const good = row!.secrets;
    const bad = sealDetail(
      c.t.deps.secrets,
      wooDetail(c.fakes, { consumerSecret: 'cs_revoked' }),
      SOURCE_SECRET_FIELDS[SOURCE_TYPE.wooCommerce],
    );
    await db().update(sources).set({ secrets: bad.secrets }).where(eq(sources.id, sourceId));
    try {
      const first = await run();
      expect(first.status).toBe('failed');
      const listed = (await c.call('GET', `/sources/${c.accountId}`)).json()[0];
      expect(listed.health).toBe('reconnect');
      expect(listed.lastError).toBeTypeOf('string');
      await run();
      const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, c.owner.email));
      expect(mails).toHaveLength(1);
    } finally {
      await db()
        .update(sources)
        .set({ secrets: good, health: 'ok', reconnectNotifiedAt: null })
        .where(eq(sources.id, sourceId));
    }
    expect((await run()).status).toBe('succeeded');
  });
});

describe('history and data deletion', () => {
  it('back-fills a destination added with history, then marks the history loaded', async () => {
    const other = await c.saveDestination('CDP two', DESTINATION_TYPE.zaius, zaiusDetail());
    const patched = await c.editSource(sourceId, (current) => ({
      destinations: [
        ...current.destinations
          .filter((d) => d.id !== s3Id) // the directly linked bucket is not selectable for WooCommerce
          .map((d) => ({ id: d.id, detail: d.detail })),
        { id: other, detail: {} },
      ],
      pullHistory: true,
      historicalDate: '2019-06-01',
    }));
    expect(patched.json()).toMatchObject({ id: sourceId });
    const added = patched.json().destinations.find((d: { id: number }) => d.id === other);
    expect(added).toMatchObject({ startDate: '2019-06-01', loadingHistory: true });
    expect((await c.call('GET', `/sources/${c.accountId}`)).json()[0].loadingHistory).toBe(true);
    const history = await run('history');
    expect(history.status).toBe('succeeded');
    expect(history.counts.pushed[String(other)]).toMatchObject({ customers: SIZES.customers, orders: SIZES.orders });
    const after = (await c.call('GET', `/sources/${c.accountId}/${sourceId}`)).json();
    expect(after.destinations.find((d: { id: number }) => d.id === other).loadingHistory).toBe(false);
  });

  it('refuses to delete a source with stored data until the data is deleted', async () => {
    const refused = await c.call('DELETE', `/sources/${c.accountId}/${sourceId}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('DataConstraint');
    await deleteAccountDataJob.handler({ accountId: c.accountId }, c.t.deps);
    expect(await countStored(db(), c.accountId, sourceId)).toEqual({
      customers: 0,
      orders: 0,
      products: 0,
      inventory: 0,
      locations: 0,
    });
    expect((await c.call('DELETE', `/sources/${c.accountId}/${sourceId}`)).statusCode).toBe(200);
  });
});
