import { canOpenPath } from '@storelens/contract/access/navigation';
import { type BrandNoticeReader, brandReportNotice, type DeniedRetailer } from '@storelens/contract/api/report-data';
import type { AccountType } from '@storelens/contract/domain/accounts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountUsers } from '../../db/schema.ts';
import { toAccessUser } from '../../identity/guards.ts';
import type { UserRow } from '../../identity/sessions.ts';
import { findAccountForConnections } from './connections.queries.ts';

/** The user's access level on an account (null when not a member: staff reading as support). */
const findAccessLevel = async (db: Db, accountId: number, userId: number): Promise<string | null> =>
  (
    await db
      .select({ level: accountUsers.accessLevel })
      .from(accountUsers)
      .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)))
  )[0]?.level ?? null;

/** Which of the pages a brand notice may point to this reader can open: the web's own role gates. */
export async function brandNoticeReader(db: Db, brandAccountId: number, user: UserRow): Promise<BrandNoticeReader> {
  const account = await findAccountForConnections(db, brandAccountId);
  if (!account) return { canOpenRetailConnect: false, canOpenUsers: false };
  const accessAccount = {
    accountType: account.accountType as AccountType,
    accessLevel: await findAccessLevel(db, brandAccountId, user.id),
    isActive: account.isActive,
    pages: (account.pages ?? {}) as Record<string, boolean>,
  };
  const accessUser = toAccessUser(user);
  return {
    canOpenRetailConnect: canOpenPath('/settings/retailConnect', accessUser, accessAccount),
    canOpenUsers: canOpenPath('/settings/users', accessUser, accessAccount),
  };
}

/**
 * The one notice of a brand report for this reader (contract brandReportNotice): why the report is
 * empty or partial and what they can do, naming only pages they may open.
 */
export async function brandNotice(
  db: Db,
  q: {
    brandAccountId: number;
    account: string;
    brand: string;
    user: UserRow;
    allowed: string[];
    denied: DeniedRetailer[];
  },
): Promise<string | null> {
  const reader = await brandNoticeReader(db, q.brandAccountId, q.user);
  return brandReportNotice({ brand: q.brand, account: q.account, reader, allowed: q.allowed, denied: q.denied });
}
