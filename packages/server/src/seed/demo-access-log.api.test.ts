import type { AccessLogAnswer } from '@storelens/contract/api/access-log';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brandDataReads } from '../db/report-subscriptions.schema.ts';
import { accounts } from '../db/schema.ts';
import { useDemoWorld } from '../test/demo-database.ts';
import { signIn } from '../test/harness.ts';
import { call } from '../test/identity-helpers.ts';
import { DEMO_PASSWORD } from './demo-data.ts';

const DAY_MS = 86_400_000;

// Acme's users read Brand Performance over the past weeks: the retailers they read show those reads
// in their access logs, dated when the story says, and the retailers that refuse Acme show none.
describe("the demo's access log", () => {
  const world = useDemoWorld();

  const accountId = async (name: string) =>
    (
      await world.t.deps.database.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.verticalId, 'retail'), eq(accounts.name, name)))
    )[0]!.id;

  it("Main Street Shoes' admin (owner@demo.test) sees the owner's three reads, newest first, dated back", async () => {
    const owner = await signIn(world.t.app, 'owner@demo.test', DEMO_PASSWORD);
    const res = await call(
      world.t,
      'GET',
      `/api/accounts/settings/${await accountId('Main Street Shoes')}/accessLog`,
      owner,
    );
    expect(res.statusCode, res.body).toBe(200);
    const log = res.json() as AccessLogAnswer;
    expect(log.total).toBe(3);
    const daysAgo = log.items.map((i) => Math.round((Date.now() - Date.parse(i.readAt)) / DAY_MS));
    expect(daysAgo).toEqual([2, 13, 27]);
    expect(log.items.every((i) => i.brand.name === 'Acme Brand' && i.report.name === 'Brand Performance')).toBe(true);
    expect(log.items.map((i) => i.user?.email)).toEqual(Array(3).fill('owner@demo.test'));
    expect(log.items[1]?.filters).toMatchObject({ grain: 'week', compare: 'lastYear' });
  });

  it('Summit is read by both users; Lakeside, which declined Acme, by no one', async () => {
    const db = world.t.deps.database.db;
    const readsOf = async (name: string) =>
      db
        .select()
        .from(brandDataReads)
        .where(eq(brandDataReads.retailerAccountId, await accountId(name)));
    expect(await readsOf('Summit Outfitters')).toHaveLength(5);
    expect(await readsOf('Lakeside Sports')).toEqual([]);
  });
});
