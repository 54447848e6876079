import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sources } from '../../db/connectors.schema.ts';
import { buildAccount } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { changesAfterQuery, inIndexOrder, readChangesAfter } from './warehouse.queries.ts';

/** The query with its (numeric) parameters written in, for EXPLAIN. */
const inline = (q: { sql: string; params: unknown[] }) =>
  q.sql.replace(/\$(\d+)/g, (_, n) => String(q.params[Number(n) - 1]));
/** EXPLAIN's lines: node-postgres answers { rows }, PGlite an array-like result with rows too. */
const planText = (result: unknown) =>
  ((result as { rows: Array<Record<string, unknown>> }).rows ?? []).map((r) => Object.values(r)[0]).join('\n');

let t: TestContext;
const sourceIds: number[] = [];
const ROWS = 20_000;

beforeAll(async () => {
  t = await createTestContext();
  const db = t.deps.database.db;
  const account = await buildAccount(db, { accountType: 'Connectors' });
  for (const name of ['a', 'b']) {
    const [row] = await db
      .insert(sources)
      .values({
        accountId: account.id,
        name,
        sourceType: 2,
        frequencyMinutes: 60,
        anchorTime: '08:00',
        timezone: 'Etc/UTC',
        startDate: '2020-01-01',
      })
      .returning({ id: sources.id });
    sourceIds.push(row!.id);
    await db.execute(sql`
      insert into wh_orders (account_id, source_id, vendor_id, data)
      select ${account.id}, ${row!.id}, g::text, jsonb_build_object('vendorId', g::text)
      from generate_series(1, ${ROWS}) g`);
  }
});
afterAll(() => t.close());

it('reads a delivery batch by the change-order index even before the table has statistics (issue 15 §1)', async () => {
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
