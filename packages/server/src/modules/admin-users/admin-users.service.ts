import { isSystemAdmin, isSystemUser } from '@storelens/contract/access/roles';
import {
  ADMIN_USER_ERRORS,
  type ImpersonationAnswer,
  INTERNAL_USER_ERRORS,
  INTERNAL_USER_MESSAGES,
  type InternalUser,
  type InternalUserListItem,
  type InternalUserStatus,
  type InviteInternalUserBody,
  type UpdateInternalUserBody,
} from '@storelens/contract/api/admin-users';
import type { MessageAnswer } from '@storelens/contract/api/profile';
import { TEAM_MESSAGES } from '@storelens/contract/api/team';
import type { SystemAccessLevel } from '@storelens/contract/domain/users';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { users, userVerticals, verticals } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { findMembership } from '../../identity/account-access.queries.ts';
import { toAccessUser } from '../../identity/guards.ts';
import type { AccessContext } from '../../identity/route-access.ts';
import {
  type AuthContext,
  createSession,
  deleteSession,
  deleteUserSessions,
  type UserRow,
} from '../../identity/sessions.ts';
import { auditCallerChange, writeAudit } from '../../platform/audit.ts';
import { fieldError, HttpError } from '../../platform/errors.ts';
import { sendAdminInvite } from '../auth/join.service.ts';
import {
  countKnownVerticals,
  findInternalUsers,
  findUser,
  findVerticalIdsOf,
  setVerticalLimits,
  updateUser,
} from './admin-users.queries.ts';

type InviteBody = z.output<typeof InviteInternalUserBody>;

export const toInternalUser = (u: UserRow, verticalIds: string[]): InternalUser => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  accessLevel: (u.systemAccessLevel ?? 'accountManager') as SystemAccessLevel,
  activated: u.activatedAt !== null,
  createdAt: u.createdAt.toISOString(),
  hasReportsManagement: u.hasReportsManagement,
  hasDataManagement: u.hasDataManagement,
  hasConnectors: u.hasConnectors,
  hasAccounts: u.hasAccounts,
  verticals: verticalIds,
});

/** POST /admin/users/invite: a new internal user, not activated, with an admin invite (UserExists when the email is taken). */
export async function inviteInternalUser(
  deps: Deps,
  auth: AuthContext,
  body: InviteBody,
  ip: string,
): Promise<InternalUser> {
  const db = deps.database.db;
  const email = body.email.trim().toLowerCase();
  const [taken] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
  if (taken) throw HttpError.from(400, ADMIN_USER_ERRORS.userExists);
  const verticalIds = [...new Set(body.verticals)];
  if (verticalIds.length > 0) {
    const known = await db.select({ id: verticals.id }).from(verticals).where(inArray(verticals.id, verticalIds));
    if (known.length !== verticalIds.length) throw fieldError('verticals', 'Unknown vertical');
  }
  const user = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email,
        systemAccessLevel: body.accessLevel,
        hasDataManagement: body.hasDataManagement,
        hasConnectors: body.hasConnectors,
        hasAccounts: body.hasAccounts,
        hasReportsManagement: body.hasReportsManagement,
      })
      .returning();
    if (verticalIds.length > 0)
      await tx.insert(userVerticals).values(verticalIds.map((verticalId) => ({ userId: row!.id, verticalId })));
    return row!;
  });
  await sendAdminInvite(deps, user, auth.user);
  await writeAudit(db, {
    action: 'adminUsers.invite',
    actorUserId: auth.user.id,
    targetType: 'user',
    targetId: user.id,
    ip,
  });
  return toInternalUser(user, verticalIds);
}

/** POST /admin/users/{id}/resendInvite: a new link (and a new two-factor secret) for an internal user not yet activated. */
export async function resendInternalInvite(
  deps: Deps,
  auth: AuthContext,
  userId: number,
  ip: string,
): Promise<MessageAnswer> {
  const db = deps.database.db;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || !isSystemUser(toAccessUser(user))) throw HttpError.from(404, ADMIN_USER_ERRORS.notFound);
  if (user.activatedAt !== null) throw HttpError.from(400, ADMIN_USER_ERRORS.alreadyActivated);
  await sendAdminInvite(deps, user, auth.user);
  await writeAudit(db, {
    action: 'adminUsers.resendInvite',
    actorUserId: auth.user.id,
    targetType: 'user',
    targetId: userId,
    ip,
  });
  return { status: 'Success', message: TEAM_MESSAGES.inviteResent };
}

export interface SessionSwap {
  answer: ImpersonationAnswer;
  session: { token: string; absoluteExpiresAt: Date };
}

/**
 * GET /admin/users/impersonate/{accountId}/{userId}: a system admin signs in as a customer user
 * who is a member of that account. The admin's session ends and a new one, marked with the
 * impersonator, starts (a new token). Nesting is refused. Start is audited with who and whom.
 */
export async function startImpersonation(
  deps: Deps,
  auth: AccessContext,
  userId: number,
  ip: string,
): Promise<SessionSwap> {
  const db = deps.database.db;
  if (auth.impersonatorUserId !== null) throw HttpError.from(400, ADMIN_USER_ERRORS.alreadyImpersonating);
  // the route rule checked the admin and their reach to the path's account (404 when there is none)
  if (!auth.account) throw HttpError.from(404, { error: 'NotFound', message: 'Account not found' });
  const accountId = auth.account.id;
  const [target] = await db.select().from(users).where(eq(users.id, userId));
  if (!target || !(await findMembership(db, accountId, userId))) throw HttpError.from(404, ADMIN_USER_ERRORS.notFound);
  if (
    target.id === auth.user.id ||
    isSystemUser(toAccessUser(target)) ||
    !target.isActive ||
    target.activatedAt === null
  )
    throw HttpError.from(400, ADMIN_USER_ERRORS.cannotImpersonate);

  await deleteSession(db, auth.sessionId);
  // the admin's absolute limit carries over: impersonating never renews it (ASVS 7.3.2)
  const session = await createSession(db, target.id, deps.now(), auth.user.id, auth.absoluteExpiresAt);
  await writeAudit(db, {
    action: 'impersonation.start',
    actorUserId: auth.user.id,
    impersonatorUserId: auth.user.id,
    accountId,
    targetType: 'user',
    targetId: target.id,
    details: { admin: auth.user.email, user: target.email },
    ip,
  });
  deps.log.info({ adminId: auth.user.id, userId: target.id, accountId }, 'impersonation started');
  return {
    answer: { status: 'Success', exp: Math.floor(session.idleExpiresAt.getTime() / 1000), accountId },
    session: { token: session.token, absoluteExpiresAt: session.absoluteExpiresAt },
  };
}

/** DELETE /admin/users/impersonate: back to the admin's own user, with a new session token. Audited. */
export async function endImpersonation(deps: Deps, auth: AuthContext, ip: string): Promise<SessionSwap | null> {
  const db = deps.database.db;
  const adminId = auth.impersonatorUserId;
  if (adminId === null) throw HttpError.from(400, ADMIN_USER_ERRORS.notImpersonating);
  await deleteSession(db, auth.sessionId);
  await writeAudit(db, {
    action: 'impersonation.end',
    actorUserId: adminId,
    impersonatorUserId: adminId,
    targetType: 'user',
    targetId: auth.user.id,
    details: { user: auth.user.email },
    ip,
  });
  deps.log.info({ adminId, userId: auth.user.id }, 'impersonation ended');
  const [admin] = await db.select().from(users).where(eq(users.id, adminId));
  // an admin who was deactivated or demoted meanwhile is simply signed out
  if (!admin?.isActive || !isSystemAdmin(toAccessUser(admin))) return null;
  // back as oneself with the limit of the admin's sign-in, which the impersonation session carried
  const session = await createSession(db, admin.id, deps.now(), null, auth.absoluteExpiresAt);
  return {
    answer: { status: 'Success', exp: Math.floor(session.idleExpiresAt.getTime() / 1000), accountId: null },
    session: { token: session.token, absoluteExpiresAt: session.absoluteExpiresAt },
  };
}

/** An internal user (a system access level), else 404. */
async function requireInternalUser(deps: Deps, userId: number): Promise<UserRow> {
  const user = await findUser(deps.database.db, userId);
  if (!user || !isSystemUser(toAccessUser(user))) throw HttpError.from(404, ADMIN_USER_ERRORS.notFound);
  return user;
}

/** spec 1 §2: the signed-in user can neither edit nor deactivate themselves. */
const refuseSelf = (auth: AuthContext, userId: number) => {
  if (auth.user.id === userId) throw HttpError.from(400, INTERNAL_USER_ERRORS.selfChange);
};

const listed = (u: UserRow, verticalIds: string[]): InternalUserListItem => ({
  ...toInternalUser(u, verticalIds),
  isActive: u.isActive,
});

/** GET /admin/users?status: the Members tab (active: activated or pending) or the Deactivated tab. */
export async function listInternalUsers(deps: Deps, status: InternalUserStatus): Promise<InternalUserListItem[]> {
  const db = deps.database.db;
  const rows = await findInternalUsers(db, status === 'active');
  const limits = await findVerticalIdsOf(
    db,
    rows.map((u) => u.id),
  );
  return rows.map((u) => listed(u, limits.get(u.id) ?? []));
}

/** GET /admin/users/{id} */
export async function getInternalUser(deps: Deps, userId: number): Promise<InternalUserListItem> {
  const user = await requireInternalUser(deps, userId);
  const limits = await findVerticalIdsOf(deps.database.db, [user.id]);
  return listed(user, limits.get(user.id) ?? []);
}

/** PUT /admin/users/{id}: access level, the four flags and the vertical limits (not oneself). Audited. */
export async function updateInternalUser(
  deps: Deps,
  auth: AuthContext,
  userId: number,
  body: z.output<typeof UpdateInternalUserBody>,
  ip: string,
): Promise<InternalUserListItem> {
  refuseSelf(auth, userId);
  await requireInternalUser(deps, userId);
  const db = deps.database.db;
  const verticalIds = [...new Set(body.verticals)].sort();
  if ((await countKnownVerticals(db, verticalIds)) !== verticalIds.length)
    throw HttpError.from(400, INTERNAL_USER_ERRORS.unknownVertical);
  const user = await db.transaction(async (tx) => {
    const row = await updateUser(tx, userId, {
      systemAccessLevel: body.accessLevel,
      hasDataManagement: body.hasDataManagement,
      hasConnectors: body.hasConnectors,
      hasAccounts: body.hasAccounts,
      hasReportsManagement: body.hasReportsManagement,
    });
    await setVerticalLimits(tx, userId, verticalIds);
    await auditCallerChange(tx, auth, {
      action: 'adminUsers.update',
      targetType: 'user',
      targetId: userId,
      details: { accessLevel: body.accessLevel, verticals: verticalIds },
      ip,
    });
    return row;
  });
  return listed(user, verticalIds);
}

/**
 * PUT /admin/users/{id}/activate and /deactivate (spec 1 §4: Deactivated can be reactivated).
 * Deactivating ends the user's sessions at once; sign-in refuses an inactive user. Not oneself. Audited.
 */
export async function setInternalUserActive(
  deps: Deps,
  auth: AuthContext,
  userId: number,
  isActive: boolean,
  ip: string,
): Promise<MessageAnswer> {
  refuseSelf(auth, userId);
  await requireInternalUser(deps, userId);
  await deps.database.db.transaction(async (tx) => {
    await updateUser(tx, userId, { isActive });
    if (!isActive) await deleteUserSessions(tx, userId);
    await auditCallerChange(tx, auth, {
      action: isActive ? 'adminUsers.activate' : 'adminUsers.deactivate',
      targetType: 'user',
      targetId: userId,
      ip,
    });
  });
  return {
    status: 'Success',
    message: isActive ? INTERNAL_USER_MESSAGES.activated : INTERNAL_USER_MESSAGES.deactivated,
  };
}
