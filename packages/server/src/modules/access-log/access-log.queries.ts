import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brandDataReads } from '../../db/report-subscriptions.schema.ts';
import { accounts, users } from '../../db/schema.ts';

/** Which of a retailer's reads: a brand, a user, read at or after `since` and before `before`. */
export interface AccessLogFilter {
  retailerAccountId: number;
  brandId?: number;
  userId?: number;
  since: Date;
  before?: Date;
}

const whereOf = (f: AccessLogFilter): SQL | undefined =>
  and(
    eq(brandDataReads.retailerAccountId, f.retailerAccountId),
    gte(brandDataReads.readAt, f.since),
    f.before ? lt(brandDataReads.readAt, f.before) : undefined,
    f.brandId !== undefined ? eq(brandDataReads.brandAccountId, f.brandId) : undefined,
    f.userId !== undefined ? eq(brandDataReads.userId, f.userId) : undefined,
  );

const userName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** A page of the retailer's reads, newest first, with the brand's and user's names. */
export const findAccessLog = (db: Db, f: AccessLogFilter, page: { take: number; skip: number }) =>
  db
    .select({
      id: brandDataReads.id,
      readAt: brandDataReads.readAt,
      brandId: brandDataReads.brandAccountId,
      brandName: accounts.name,
      userId: users.id,
      userName,
      userEmail: users.email,
      reportKey: brandDataReads.reportKey,
      filters: brandDataReads.filters,
    })
    .from(brandDataReads)
    .innerJoin(accounts, eq(accounts.id, brandDataReads.brandAccountId))
    .leftJoin(users, eq(users.id, brandDataReads.userId))
    .where(whereOf(f))
    .orderBy(desc(brandDataReads.readAt), desc(brandDataReads.id))
    .limit(page.take)
    .offset(page.skip);
export type AccessLogRow = Awaited<ReturnType<typeof findAccessLog>>[number];

export const countAccessLog = async (db: Db, f: AccessLogFilter): Promise<number> =>
  (await db.select({ n: count() }).from(brandDataReads).where(whereOf(f)))[0]?.n ?? 0;

/** The brands that read the retailer's data since then, by name. */
export const findAccessLogBrands = (db: Db, retailerAccountId: number, since: Date) =>
  db
    .selectDistinct({ id: accounts.id, name: accounts.name })
    .from(brandDataReads)
    .innerJoin(accounts, eq(accounts.id, brandDataReads.brandAccountId))
    .where(whereOf({ retailerAccountId, since }))
    .orderBy(asc(accounts.name), asc(accounts.id));

/** The users who read the retailer's data since then, by name. */
export const findAccessLogUsers = (db: Db, retailerAccountId: number, since: Date) =>
  db
    .selectDistinct({ id: users.id, name: userName, email: users.email })
    .from(brandDataReads)
    .innerJoin(users, eq(users.id, brandDataReads.userId))
    .where(whereOf({ retailerAccountId, since }))
    .orderBy(asc(userName), asc(users.id));

/** Removes every read from before `before` (every retailer's); answers how many. */
export async function deleteBrandDataReadsBefore(db: Db, before: Date): Promise<number> {
  const removed = await db
    .delete(brandDataReads)
    .where(lt(brandDataReads.readAt, before))
    .returning({ id: brandDataReads.id });
  return removed.length;
}
