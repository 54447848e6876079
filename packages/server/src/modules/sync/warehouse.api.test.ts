import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { encodeCopyRows } from '../../db/copy-rows.ts';
import { buildAccount, buildSource } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { changesAfterQuery, inIndexOrder, readChangesAfter, storeCopyRows } from '../../warehouse/records.queries.ts';

/** The query with its (numeric) parameters written in, for EXPLAIN. */
const inline = (q: { sql: string; params: unknown[] }) =>
  q.sql.replace(/\$(\d+)/g, (_, n) => String(q.params[Number(n) - 1]));
/** EXPLAIN's lines: node-postgres answers { rows }, PGlite an array-like result with rows too. */
const planText = (result: unknown) =>
  ((result as { rows: Array<Record<string, unknown>> }).rows ?? []).map((r) => Object.values(r)[0]).join('\n');

let t: TestContext;
const sourceIds: number[] = [];
let accountId = 0;
const ROWS = 20_000;

beforeAll(async () => {
  t = await createTestContext();
  const db = t.deps.database.db;
  const account = await buildAccount(db, { accountType: 'Connectors' });
  accountId = account.id;
  for (const name of ['a', 'b']) {
    const source = await buildSource(db, { accountId: account.id, name });
    sourceIds.push(source.id);
    await db.execute(sql`
      insert into wh_orders (account_id, source_id, vendor_id, data)
      select ${account.id}, ${source.id}, g::text, jsonb_build_object('vendorId', g::text)
      from generate_series(1, ${ROWS}) g`);
  }
});
afterAll(() => t.close());

it('reads a delivery batch by the change-order index even before the table has statistics', async () => {
  const db = t.deps.database.db;
  const [first] = await readChangesAfter(db, 'orders', sourceIds[1]!, 0, 1);
  const from = first!.seq + ROWS / 2;
  // no ANALYZE has run: PGlite never gathers statistics, PostgreSQL not before autovacuum
  const query = changesAfterQuery(db, 'orders', sourceIds[1]!, from, 500).toSQL();
  const plan = await inIndexOrder(db, (tx) => tx.execute(sql.raw(`explain ${inline(query)}`)));
  const text = planText(plan);
  expect(text).toContain('Index Scan using wh_orders_seq_idx');
  expect(text).not.toContain('Sort');
  // the query the engine builds has that same shape, and answers the source's next rows in order
  const rows = await readChangesAfter(db, 'orders', sourceIds[1]!, from, 500);
  expect(rows).toHaveLength(500);
  expect(rows[0]!.seq).toBe(from + 1);
  expect(rows.every((r, i) => i === 0 || r.seq > rows[i - 1]!.seq)).toBe(true);
});

describe('a store batch as COPY rows', () => {
  const account = () => accountId;
  const record = (vendorId: string, updatedAt: string | null, total: number) => ({
    vendorId,
    json: JSON.stringify({ vendorId, total, ...(updatedAt ? { updatedAt } : {}) }),
    updatedAt,
  });
  const rowsOf = async (sourceId: number) => {
    const { rows } = await t.deps.database.executeSql(
      `select vendor_id, data->>'total' as total, change_seq::text as seq, vendor_updated_at = (data->>'updatedAt')::timestamptz as same_time,
              vendor_updated_at is null as no_time
       from wh_customers where source_id = $1 order by vendor_id`,
      [sourceId],
    );
    return rows;
  };
  /** Stores the customers inside the transaction `tx`. */
  const storeIn = (tx: unknown, sourceId: number, records: ReturnType<typeof record>[], tryCopy = true) =>
    storeCopyRows(
      tx as Db,
      t.deps.database.kind,
      'customers',
      account(),
      sourceId,
      encodeCopyRows(account(), sourceId, records)!,
      tryCopy,
    );
  const store = (sourceId: number, records: ReturnType<typeof record>[], tryCopy = true) =>
    t.deps.database.db.transaction((tx) => storeIn(tx, sourceId, records, tryCopy));
  /** Stores the records, then reads the source's customers back: how they were stored, and every row. */
  const storeThenRead = async (sourceId: number, records: ReturnType<typeof record>[]) => {
    const how = await store(sourceId, records);
    return { how, rows: await rowsOf(sourceId) };
  };

  it('COPYs new records, with the update time PostgreSQL itself would have cast', async () => {
    const sourceId = sourceIds[0]!;
    const { how, rows } = await storeThenRead(sourceId, [
      record('c1', '2024-03-05T10:20:30.123456+02:00', 1),
      record('c2', '2024-03-05 10:20:30Z', 2),
      record('c3', null, 3),
    ]);
    expect(how).toBe('copied');
    expect(rows.map((r) => [r.vendor_id, r.total])).toEqual([
      ['c1', '1'],
      ['c2', '2'],
      ['c3', '3'],
    ]);
    expect(rows.slice(0, 2).every((r) => r.same_time === true)).toBe(true);
    expect(rows[2]!.no_time).toBe(true);
  });

  it('upserts a batch that meets stored records, leaving nothing of the refused COPY: a changed record moves, an unchanged one stays', async () => {
    const sourceId = sourceIds[0]!;
    const before = new Map((await rowsOf(sourceId)).map((r) => [r.vendor_id, r.seq]));
    const { how, rows } = await storeThenRead(sourceId, [
      record('c1', '2024-03-05T10:20:30.123456+02:00', 1),
      record('c2', '2024-03-06T00:00:00Z', 20),
      record('c4', '2024-03-06T00:00:00Z', 4),
    ]);
    expect(how).toBe('upserted');
    expect(rows.map((r) => [r.vendor_id, r.total])).toEqual([
      ['c1', '1'],
      ['c2', '20'],
      ['c3', '3'],
      ['c4', '4'],
    ]);
    const seq = new Map(rows.map((r) => [r.vendor_id, r.seq]));
    expect(seq.get('c1')).toBe(before.get('c1'));
    expect(BigInt(String(seq.get('c2')))).toBeGreaterThan(BigInt(String(before.get('c3'))));
    expect(rows.every((r) => r.same_time === true || r.no_time === true)).toBe(true);
  });

  it('goes straight to the upsert when told not to try the COPY, and a failure rolls the whole transaction back', async () => {
    const sourceId = sourceIds[1]!;
    expect(await store(sourceId, [record('n1', null, 1)], false)).toBe('upserted');
    await expect(
      t.deps.database.db.transaction(async (tx) => {
        await storeIn(tx, sourceId, [record('n2', null, 2)]);
        throw new Error('the cursor could not be saved');
      }),
    ).rejects.toThrow('the cursor could not be saved');
    expect((await rowsOf(sourceId)).map((r) => r.vendor_id)).toEqual(['n1']);
  });
});
