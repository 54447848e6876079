import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { firstRow } from '../../db/rows.ts';
import { accountPermissions, accountUsers, users } from '../../db/schema.ts';

export const teamColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  accessLevel: accountUsers.accessLevel,
  twoFactorEnabled: users.twoFactorEnabled,
  activatedAt: users.activatedAt,
  createdAt: accountUsers.createdAt,
};

export type TeamRow = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  accessLevel: string;
  twoFactorEnabled: boolean;
  activatedAt: Date | null;
  createdAt: Date;
};

/** The members of an account, oldest first. */
export const findTeam = (db: Db, accountId: number): Promise<TeamRow[]> =>
  db
    .select(teamColumns)
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(eq(accountUsers.accountId, accountId))
    .orderBy(asc(accountUsers.createdAt), asc(users.id));

export const findTeamMember = async (db: Db, accountId: number, userId: number): Promise<TeamRow | undefined> =>
  firstRow(
    db
      .select(teamColumns)
      .from(accountUsers)
      .innerJoin(users, eq(users.id, accountUsers.userId))
      .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId))),
  );

export const findUserByEmail = async (db: Db, email: string) =>
  firstRow(db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`));

export const countMemberships = async (db: Db, userId: number): Promise<number> =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(accountUsers).where(eq(accountUsers.userId, userId)))[0]
    ?.n ?? 0;

/** The ids among `userIds` that are members of the account. */
export const findMemberIds = async (db: Db, accountId: number, userIds: number[]): Promise<Set<number>> =>
  userIds.length === 0
    ? new Set()
    : new Set(
        (
          await db
            .select({ id: accountUsers.userId })
            .from(accountUsers)
            .where(and(eq(accountUsers.accountId, accountId), inArray(accountUsers.userId, userIds)))
        ).map((r) => r.id),
      );

export const findPermissionRows = (
  db: Db,
  accountId: number,
  filter: { typeId?: number; referenceId?: number; userId?: number },
) =>
  db
    .select()
    .from(accountPermissions)
    .where(
      and(
        eq(accountPermissions.accountId, accountId),
        filter.typeId !== undefined ? eq(accountPermissions.typeId, filter.typeId) : undefined,
        filter.referenceId !== undefined ? eq(accountPermissions.referenceId, filter.referenceId) : undefined,
        filter.userId !== undefined ? eq(accountPermissions.userId, filter.userId) : undefined,
      ),
    )
    .orderBy(asc(accountPermissions.typeId), asc(accountPermissions.referenceId), asc(accountPermissions.userId));

/**
 * Whether a user of a brand account may see a retailer's data: global access (type 1) overrides
 * retailer-specific access (type 2), spec 3 §6.
 */
export async function hasRetailerAccess(
  db: Db,
  accountId: number,
  userId: number,
  retailerId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: accountPermissions.id })
    .from(accountPermissions)
    .where(
      and(
        eq(accountPermissions.accountId, accountId),
        eq(accountPermissions.userId, userId),
        sql`(${accountPermissions.typeId} = 1 or (${accountPermissions.typeId} = 2 and ${accountPermissions.referenceId} = ${retailerId}))`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
