import { REPORT_VIEW_TEXTS } from '@storelens/contract/api/reports';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { HttpError } from '../platform/errors.ts';
import { type AccountWithAccess, requireAccountAccess } from './account-access.ts';
import { verifyEmbedToken } from './embed-token.ts';
import type { UserRow } from './sessions.ts';

/** The built-in report frame's caller, once its token and the account it names are checked. */
export interface EmbedAccess {
  user: UserRow;
  account: AccountWithAccess;
}

const expired = () => HttpError.from(401, { error: 'Authentication Error', message: REPORT_VIEW_TEXTS.expired });

/**
 * The frame's calls carry no cookie: the signed embed token (Authorization: Bearer) names the
 * account, user and report, so its route rule is `anyone` and this is its account check, kept here
 * with every other one. The user's access to the account is checked again, so a token of someone
 * who has since lost the account reads nothing.
 */
export async function embedAccessOf(
  db: Db,
  secretKey: string,
  authorization: string | undefined,
  key: string,
  now: Date,
): Promise<EmbedAccess> {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  const claims = token ? await verifyEmbedToken(secretKey, token, now) : null;
  if (!claims) throw expired();
  if (claims.key !== key)
    throw HttpError.from(403, { error: 'Forbidden', message: 'You do not have access to this resource.' });
  const [user] = await db.select().from(users).where(eq(users.id, claims.userId));
  if (!user?.isActive) throw expired();
  return { user, account: await requireAccountAccess(db, user, claims.accountId) };
}

/** Whether the frame's user may open another account (a group's store): the same check as opening it. */
export const mayOpenAccount = (db: Db, user: UserRow, accountId: number): Promise<boolean> =>
  requireAccountAccess(db, user, accountId).then(
    () => true,
    () => false,
  );
