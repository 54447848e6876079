import { isSystemUser } from '@storelens/contract/access/roles';
import type { MessageAnswer } from '@storelens/contract/api/profile';
import { TEAM_ERRORS, TEAM_MESSAGES, type TeamUser } from '@storelens/contract/api/team';
import type { TeamAccessLevel } from '@storelens/contract/domain/identity';
import { and, eq } from 'drizzle-orm';
import { accountPermissions, accountUsers, users } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { writeAudit } from '../../platform/audit.ts';
import { HttpError } from '../../platform/errors.ts';
import { requireAccountAdmin } from '../accounts/account-access.ts';
import { toAccessUser } from '../auth/guards.ts';
import { sendUserInvite } from '../auth/join.service.ts';
import type { AuthContext } from '../auth/sessions.ts';
import { countMemberships, findTeam, findTeamMember, findUserByEmail, type TeamRow } from './team.queries.ts';

const toTeamUser = (r: TeamRow): TeamUser => ({
  id: r.id,
  firstName: r.firstName,
  lastName: r.lastName,
  email: r.email,
  accessLevel: r.accessLevel === 'admin' ? 'admin' : 'user',
  twoFactorEnabled: r.twoFactorEnabled,
  activated: r.activatedAt !== null,
  createdAt: r.createdAt.toISOString(),
});

const withField = (e: { error: string; message: string }, field: string) =>
  new HttpError(400, e.error, e.message, { [field]: e.message });

const auditOf = (auth: AuthContext, accountId: number, ip: string) => ({
  actorUserId: auth.user.id,
  impersonatorUserId: auth.impersonatorUserId,
  accountId,
  ip,
});

async function memberOrNotFound(deps: Deps, accountId: number, userId: number): Promise<TeamRow> {
  const member = await findTeamMember(deps.database.db, accountId, userId);
  if (!member) throw HttpError.from(404, TEAM_ERRORS.notMember);
  return member;
}

/** GET /accounts/users/{accountId} */
export async function listTeam(deps: Deps, auth: AuthContext, accountId: number): Promise<TeamUser[]> {
  await requireAccountAdmin(deps.database.db, auth.user, accountId);
  return (await findTeam(deps.database.db, accountId)).map(toTeamUser);
}

/**
 * POST /accounts/users/{accountId} {email}: a new address becomes an unactivated user with an
 * invite; an existing customer user joins the team (an unactivated one gets a fresh invite).
 * System users cannot be added (SystemUser), members cannot be added twice (DuplicateUser).
 */
export async function inviteTeamUser(
  deps: Deps,
  auth: AuthContext,
  accountId: number,
  rawEmail: string,
  ip: string,
): Promise<TeamUser> {
  const db = deps.database.db;
  const { account } = await requireAccountAdmin(db, auth.user, accountId);
  const email = rawEmail.trim().toLowerCase();
  let user = await findUserByEmail(db, email);
  if (user && isSystemUser(toAccessUser(user))) throw withField(TEAM_ERRORS.systemUser, 'email');
  if (user && (await findTeamMember(db, accountId, user.id))) throw withField(TEAM_ERRORS.duplicateUser, 'email');
  await db.transaction(async (tx) => {
    if (!user) [user] = await tx.insert(users).values({ email }).returning();
    await tx.insert(accountUsers).values({ accountId, userId: user!.id, accessLevel: 'user' });
  });
  const invited = user!;
  if (invited.activatedAt === null) await sendUserInvite(deps, invited, auth.user, account.name);
  await writeAudit(db, {
    ...auditOf(auth, accountId, ip),
    action: 'team.invite',
    targetType: 'user',
    targetId: invited.id,
  });
  return toTeamUser((await findTeamMember(db, accountId, invited.id))!);
}

/** POST /accounts/users/{accountId}/{userId}/resend: only for users who have not activated yet. */
export async function resendTeamInvite(
  deps: Deps,
  auth: AuthContext,
  accountId: number,
  userId: number,
  ip: string,
): Promise<MessageAnswer> {
  const { account } = await requireAccountAdmin(deps.database.db, auth.user, accountId);
  const member = await memberOrNotFound(deps, accountId, userId);
  if (member.activatedAt !== null) throw HttpError.from(400, TEAM_ERRORS.alreadyActivated);
  await sendUserInvite(deps, member, auth.user, account.name);
  await writeAudit(deps.database.db, {
    ...auditOf(auth, accountId, ip),
    action: 'team.resendInvite',
    targetType: 'user',
    targetId: userId,
  });
  return { status: 'Success', message: TEAM_MESSAGES.inviteResent };
}

/** PUT /accounts/users/{accountId}/{userId}/accessLevel: never one's own (spec 3 §2). */
export async function setTeamAccessLevel(
  deps: Deps,
  auth: AuthContext,
  accountId: number,
  userId: number,
  accessLevel: TeamAccessLevel,
  ip: string,
): Promise<TeamUser> {
  const db = deps.database.db;
  await requireAccountAdmin(db, auth.user, accountId);
  if (userId === auth.user.id) throw HttpError.from(400, TEAM_ERRORS.selfChange);
  await memberOrNotFound(deps, accountId, userId);
  await db
    .update(accountUsers)
    .set({ accessLevel })
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
  await writeAudit(db, {
    ...auditOf(auth, accountId, ip),
    action: 'team.accessLevel',
    targetType: 'user',
    targetId: userId,
    details: { accessLevel },
  });
  return toTeamUser((await findTeamMember(db, accountId, userId))!);
}

/**
 * DELETE /accounts/users/{accountId}/{userId}: never oneself. The member's permissions in the
 * account go too; an invited user who never activated and belongs nowhere else is removed.
 */
export async function removeTeamUser(
  deps: Deps,
  auth: AuthContext,
  accountId: number,
  userId: number,
  ip: string,
): Promise<MessageAnswer> {
  const db = deps.database.db;
  await requireAccountAdmin(db, auth.user, accountId);
  if (userId === auth.user.id) throw HttpError.from(400, TEAM_ERRORS.selfChange);
  const member = await memberOrNotFound(deps, accountId, userId);
  await db.transaction(async (tx) => {
    await tx.delete(accountUsers).where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
    await tx
      .delete(accountPermissions)
      .where(and(eq(accountPermissions.accountId, accountId), eq(accountPermissions.userId, userId)));
  });
  if (member.activatedAt === null && (await countMemberships(db, userId)) === 0) {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    if (row && !isSystemUser(toAccessUser(row))) await db.delete(users).where(eq(users.id, userId));
  }
  await writeAudit(db, {
    ...auditOf(auth, accountId, ip),
    action: 'team.remove',
    targetType: 'user',
    targetId: userId,
  });
  return { status: 'Success', message: 'Member removed' };
}
