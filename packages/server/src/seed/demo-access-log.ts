import { and, eq, inArray } from 'drizzle-orm';
import { accounts, users, verticals } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { recordingBrandDataReads } from '../modules/connections/brand-data-reads.service.ts';
import { brandPerformance } from '../modules/report-data/report-brand.service.ts';

const DAY_MS = 86_400_000;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * Acme's reads of its retailers' data over the past weeks: who read, how many days ago, and the
 * range the report showed (the days before the read) with its other filters.
 */
const READS = [
  { email: 'owner@demo.test', daysAgo: 27, rangeDays: 90, filters: { grain: 'month' } },
  { email: 'user@demo.test', daysAgo: 20, rangeDays: 30, filters: {} },
  { email: 'owner@demo.test', daysAgo: 13, rangeDays: 28, filters: { grain: 'week', compare: 'lastYear' } },
  { email: 'user@demo.test', daysAgo: 6, rangeDays: 7, filters: { grain: 'day' } },
  { email: 'owner@demo.test', daysAgo: 2, rangeDays: 30, filters: { compare: 'previous' } },
] as const;

/**
 * The demo's access-log entries, made by the product: Acme's users read Brand Performance through
 * the real service (brandDataAccess decides and records each retailer read, as for any request),
 * each with the clock set to when the read is dated. Runs once the connections and Acme's user
 * permissions exist, so the owner reads every approved retailer and the plain user Summit only.
 */
export async function seedDemoAccessLog(deps: Deps): Promise<void> {
  const db = deps.database.db;
  const [acme] = await db
    .select({ account: accounts, metadata: verticals.metadata })
    .from(accounts)
    .innerJoin(verticals, eq(verticals.id, accounts.verticalId))
    .where(and(eq(accounts.verticalId, 'retail'), eq(accounts.name, 'Acme Brand')));
  if (!acme) return;
  const readers = new Map(
    (
      await db
        .select()
        .from(users)
        .where(inArray(users.email, ['owner@demo.test', 'user@demo.test']))
    ).map((u) => [u.email, u]),
  );
  const now = deps.now().getTime();
  for (const read of READS) {
    const user = readers.get(read.email);
    if (!user) continue;
    const at = now - read.daysAgo * DAY_MS;
    const filters = { from: isoDay(at - read.rangeDays * DAY_MS), to: isoDay(at - DAY_MS), ...read.filters };
    // the read happens now; only its time is the story's
    const then: Deps = { ...deps, now: () => new Date(at) };
    await recordingBrandDataReads(then, { reportKey: 'brand-performance', filters }, (reads) =>
      brandPerformance(then, {
        reads,
        account: acme.account,
        user,
        scope: { accountIds: [], from: filters.from, to: filters.to, location: null },
        verticalMetadata: acme.metadata,
      }),
    );
  }
}
