import { isSystemUser } from '@storelens/contract/access/roles';
import type { MessageAnswer } from '@storelens/contract/api/profile';
import {
  TEAM_ERRORS,
  TEAM_INVITATION_ERRORS,
  TEAM_MESSAGES,
  type TeamInvitationAnswer,
  type TeamUser,
} from '@storelens/contract/api/team';
import { TOKEN_LIFETIME_MINUTES } from '@storelens/contract/domain/identity';
import { and, eq, gt } from 'drizzle-orm';
import { accounts, accountUsers, teamInvitations, users } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { auditAccountChange } from '../../identity/account-audit.ts';
import { toAccessUser } from '../../identity/guards.ts';
import type { AccountAccess } from '../../identity/route-access.ts';
import type { UserRow } from '../../identity/sessions.ts';
import { writeAudit } from '../../platform/audit.ts';
import { hashToken, newToken } from '../../platform/crypto.ts';
import { HttpError } from '../../platform/errors.ts';
import { queueMail } from '../../platform/mail.ts';
import { mailTemplates } from '../../platform/mail-templates.ts';

/**
 * Invitations for people who already have a user. The inviter learns nothing
 * about them: the answer has the same neutral shape as for a new address, and they join only when
 * they accept through the emailed link.
 */
const LIFETIME_MINUTES = TOKEN_LIFETIME_MINUTES.invite;

const displayName = (u: Pick<UserRow, 'firstName' | 'lastName' | 'email'>) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email;

/** What an inviter sees of anyone they invited and who has not joined yet: the address they typed. */
export const pendingTeamUser = (id: number, email: string, createdAt: Date): TeamUser => ({
  id,
  firstName: '',
  lastName: '',
  email,
  accessLevel: 'user',
  twoFactorEnabled: false,
  activated: false,
  createdAt: createdAt.toISOString(),
});

/** Issues (or renews) the invitation of an existing user to the account and mails its link. */
export async function sendTeamInvitation(
  deps: Deps,
  access: AccountAccess,
  accountName: string,
  invitee: Pick<UserRow, 'id' | 'email'>,
): Promise<void> {
  const token = newToken();
  const expiresAt = new Date(deps.now().getTime() + LIFETIME_MINUTES * 60_000);
  const values = {
    accountId: access.account.id,
    userId: invitee.id,
    invitedByUserId: access.user.id,
    tokenHash: hashToken(token),
    expiresAt,
  };
  await deps.database.db
    .insert(teamInvitations)
    .values(values)
    .onConflictDoUpdate({
      target: [teamInvitations.accountId, teamInvitations.userId],
      set: { tokenHash: values.tokenHash, expiresAt, invitedByUserId: access.user.id },
    });
  await queueMail(
    deps,
    invitee.email,
    'teamInvitation',
    mailTemplates.teamInvitation({
      productName: deps.config.productName,
      url: `${deps.config.publicUrl}/join/team/${encodeURIComponent(token)}`,
      accountName,
      inviterName: displayName(access.user),
      lifetimeMinutes: LIFETIME_MINUTES,
    }),
  );
}

/** The account's invitations not accepted yet, as team rows (nothing of the invitee but the address). */
export async function listPendingInvitations(deps: Deps, access: AccountAccess): Promise<TeamUser[]> {
  const rows = await deps.database.db
    .select({ id: users.id, email: users.email, createdAt: teamInvitations.createdAt })
    .from(teamInvitations)
    .innerJoin(users, eq(users.id, teamInvitations.userId))
    .where(eq(teamInvitations.accountId, access.account.id));
  return rows.map((r) => pendingTeamUser(r.id, r.email, r.createdAt));
}

export async function hasPendingInvitation(deps: Deps, access: AccountAccess, userId: number): Promise<boolean> {
  const rows = await deps.database.db
    .select({ userId: teamInvitations.userId })
    .from(teamInvitations)
    .where(and(eq(teamInvitations.accountId, access.account.id), eq(teamInvitations.userId, userId)));
  return rows.length > 0;
}

/** Withdraws an invitation; false when there was none. */
export async function withdrawInvitation(deps: Deps, access: AccountAccess, userId: number, ip: string) {
  const gone = await deps.database.db
    .delete(teamInvitations)
    .where(and(eq(teamInvitations.accountId, access.account.id), eq(teamInvitations.userId, userId)))
    .returning({ userId: teamInvitations.userId });
  if (gone.length === 0) return false;
  await auditAccountChange(deps.database.db, access, {
    action: 'team.withdrawInvitation',
    targetType: 'user',
    targetId: userId,
    ip,
  });
  return true;
}

/** The live invitation behind a link, with its account and invitee; InvalidToken otherwise. */
async function invitationOf(deps: Deps, token: string) {
  const [row] = await deps.database.db
    .select({ invitation: teamInvitations, account: accounts, user: users })
    .from(teamInvitations)
    .innerJoin(accounts, eq(accounts.id, teamInvitations.accountId))
    .innerJoin(users, eq(users.id, teamInvitations.userId))
    .where(and(eq(teamInvitations.tokenHash, hashToken(token)), gt(teamInvitations.expiresAt, deps.now())));
  if (!row?.user.isActive) throw HttpError.from(400, TEAM_INVITATION_ERRORS.invalid);
  return row;
}

/** GET /auth/join/team/validate/{token} */
export async function validateTeamInvitation(deps: Deps, token: string): Promise<TeamInvitationAnswer> {
  const { user, account } = await invitationOf(deps, token);
  return { email: user.email, accountName: account.name };
}

/**
 * PUT /auth/join/team/{token}: the invitee accepts and joins as a user. The link dies with it. Staff
 * cannot be team members: they hear so here, where it tells the inviter nothing.
 */
export async function acceptTeamInvitation(deps: Deps, token: string, ip: string): Promise<MessageAnswer> {
  const { invitation, account, user } = await invitationOf(deps, token);
  if (isSystemUser(toAccessUser(user))) throw HttpError.from(400, TEAM_ERRORS.systemUser);
  const db = deps.database.db;
  await db.transaction(async (tx) => {
    const taken = await tx
      .delete(teamInvitations)
      .where(and(eq(teamInvitations.accountId, account.id), eq(teamInvitations.userId, user.id)))
      .returning({ userId: teamInvitations.userId });
    if (taken.length === 0) throw HttpError.from(400, TEAM_INVITATION_ERRORS.invalid);
    await tx
      .insert(accountUsers)
      .values({ accountId: account.id, userId: user.id, accessLevel: 'user' })
      .onConflictDoNothing();
  });
  await writeAudit(db, {
    action: 'team.acceptInvitation',
    actorUserId: user.id,
    accountId: account.id,
    targetType: 'user',
    targetId: invitation.invitedByUserId ?? undefined,
    ip,
  });
  return { status: 'Success', message: TEAM_MESSAGES.invitationAccepted(account.name) };
}
