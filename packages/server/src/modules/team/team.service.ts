import { isSystemUser } from '@storelens/contract/access/roles';
import type { MessageAnswer } from '@storelens/contract/api/profile';
import { TEAM_ERRORS, TEAM_MESSAGES, type TeamInviteAnswer, type TeamUser } from '@storelens/contract/api/team';
import type { TeamAccessLevel } from '@storelens/contract/domain/identity';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountPermissions, accounts, accountUsers, users } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { auditAccountChange } from '../../identity/account-audit.ts';
import { toAccessUser } from '../../identity/guards.ts';
import type { AccountAccess } from '../../identity/route-access.ts';
import { HttpError } from '../../platform/errors.ts';
import { sendUserInvite } from '../auth/join.service.ts';
import { countMemberships, findTeam, findTeamMember, findUserByEmail, type TeamRow } from './team.queries.ts';
import {
  hasPendingInvitation,
  listPendingInvitations,
  sendTeamInvitation,
  withdrawInvitation,
} from './team-invitations.service.ts';

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

/** The audit row of a change to one member (or invitee) of the caller's account. */
const auditMember = (
  db: Db,
  access: AccountAccess,
  action: string,
  userId: number,
  ip: string,
  details?: Record<string, unknown>,
) => auditAccountChange(db, access, { action, targetType: 'user', targetId: userId, details, ip });

async function memberOrNotFound(deps: Deps, accountId: number, userId: number): Promise<TeamRow> {
  const member = await findTeamMember(deps.database.db, accountId, userId);
  if (!member) throw HttpError.from(404, TEAM_ERRORS.notMember);
  return member;
}

const accountNameOf = async (deps: Deps, accountId: number) =>
  (await deps.database.db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId)))[0]?.name ??
  '';

/** GET /accounts/users/{accountId}: the members, then the invitations not accepted yet. */
export async function listTeam(deps: Deps, access: AccountAccess): Promise<TeamUser[]> {
  const accountId = access.account.id;
  const members = (await findTeam(deps.database.db, accountId)).map(toTeamUser);
  return [...members, ...(await listPendingInvitations(deps, access))];
}

/**
 * POST /accounts/users/{accountId} {email}. Every address gets the same neutral answer, so that the
 * form tells no one which addresses have a user: a new address becomes an unactivated user with a join link; someone who already has
 * a user gets an invitation to accept, and joins only then. DuplicateUser (already in this team)
 * tells the admin nothing their team list does not; SystemUser is said only to system users, who
 * know their colleagues anyway; anyone else inviting a staff address sees the neutral answer and
 * the staff member is refused on accepting.
 */
export async function inviteTeamUser(
  deps: Deps,
  access: AccountAccess,
  rawEmail: string,
  ip: string,
): Promise<TeamInviteAnswer> {
  const db = deps.database.db;
  const accountId = access.account.id;
  const accountName = await accountNameOf(deps, accountId);
  const email = rawEmail.trim().toLowerCase();
  const existing = await findUserByEmail(db, email);
  if (existing && (await findTeamMember(db, accountId, existing.id)))
    throw withField(TEAM_ERRORS.duplicateUser, 'email');
  const isStaff = existing ? isSystemUser(toAccessUser(existing)) : false;
  if (isStaff && isSystemUser(toAccessUser(access.user))) throw withField(TEAM_ERRORS.systemUser, 'email');

  let inviteeId: number;
  if (existing && (existing.activatedAt !== null || isStaff)) {
    await sendTeamInvitation(deps, access, accountName, existing);
    inviteeId = existing.id;
  } else {
    let user = existing;
    await db.transaction(async (tx) => {
      if (!user) [user] = await tx.insert(users).values({ email }).returning();
      await tx.insert(accountUsers).values({ accountId, userId: user!.id, accessLevel: 'user' });
    });
    await sendUserInvite(deps, user!, access.user, accountName);
    inviteeId = user!.id;
  }
  await auditMember(db, access, 'team.invite', inviteeId, ip);
  return { status: 'Success', email, message: TEAM_MESSAGES.inviteSent(email) };
}

/** POST /accounts/users/{accountId}/{userId}/resend: only for users who have not activated yet. */
export async function resendTeamInvite(
  deps: Deps,
  auth: AccountAccess,
  userId: number,
  ip: string,
): Promise<MessageAnswer> {
  const accountId = auth.account.id;
  const accountName = await accountNameOf(deps, accountId);
  if (await hasPendingInvitation(deps, auth, userId)) {
    const [invitee] = await deps.database.db.select().from(users).where(eq(users.id, userId));
    await sendTeamInvitation(deps, auth, accountName, invitee!);
  } else {
    const member = await memberOrNotFound(deps, accountId, userId);
    if (member.activatedAt !== null) throw HttpError.from(400, TEAM_ERRORS.alreadyActivated);
    await sendUserInvite(deps, member, auth.user, accountName);
  }
  await auditMember(deps.database.db, auth, 'team.resendInvite', userId, ip);
  return { status: 'Success', message: TEAM_MESSAGES.inviteResent };
}

/** PUT /accounts/users/{accountId}/{userId}/accessLevel: never one's own (spec 3 §2). */
export async function setTeamAccessLevel(
  deps: Deps,
  auth: AccountAccess,
  userId: number,
  accessLevel: TeamAccessLevel,
  ip: string,
): Promise<TeamUser> {
  const db = deps.database.db;
  const accountId = auth.account.id;
  if (userId === auth.user.id) throw HttpError.from(400, TEAM_ERRORS.selfChange);
  await memberOrNotFound(deps, accountId, userId);
  await db
    .update(accountUsers)
    .set({ accessLevel })
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
  await auditMember(db, auth, 'team.accessLevel', userId, ip, { accessLevel });
  return toTeamUser((await findTeamMember(db, accountId, userId))!);
}

/**
 * DELETE /accounts/users/{accountId}/{userId}: never oneself. The member's permissions in the
 * account go too; an invited user who never activated and belongs nowhere else is removed.
 */
export async function removeTeamUser(
  deps: Deps,
  auth: AccountAccess,
  userId: number,
  ip: string,
): Promise<MessageAnswer> {
  const db = deps.database.db;
  const accountId = auth.account.id;
  if (userId === auth.user.id) throw HttpError.from(400, TEAM_ERRORS.selfChange);
  if (await withdrawInvitation(deps, auth, userId, ip)) return { status: 'Success', message: 'Member removed' };
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
  await auditMember(db, auth, 'team.remove', userId, ip);
  return { status: 'Success', message: 'Member removed' };
}
