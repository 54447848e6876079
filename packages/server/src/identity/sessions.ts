import type { ApiKeyScope } from '@storelens/contract/api/api-keys';
import { SESSION_ABSOLUTE_HOURS, SESSION_IDLE_MINUTES } from '@storelens/contract/domain/session';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { hashToken, newToken } from '../platform/crypto.ts';
import { preparedOn } from './prepared.queries.ts';

export type UserRow = typeof users.$inferSelect;

export interface AuthContext {
  sessionId: number;
  user: UserRow;
  impersonatorUserId: number | null;
  idleExpiresAt: Date;
  /** the hard limit set at sign-in, which a session swap (impersonation) keeps; always set by findSession */
  absoluteExpiresAt?: Date;
  /** set when the caller came with an API key instead of a session (sessionId is then 0) */
  apiKey?: { id: number; scope: ApiKeyScope };
}

const IDLE_MS = SESSION_IDLE_MINUTES * 60_000;
const ABSOLUTE_MS = SESSION_ABSOLUTE_HOURS * 3_600_000;

export const cookieName = (config: Config) => (config.secureCookies ? '__Host-storelens_session' : 'storelens_session');

/** Seconds since the epoch, the `exp` the web app keeps. */
export const toExp = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Starts a session for the user and returns its token (only its hash is stored). The absolute
 * limit runs from `now`, unless `absoluteExpiresAt` carries the limit of the session this one
 * replaces without a new sign-in (impersonation start and stop): a swap never extends it.
 */
export async function createSession(
  db: Db,
  userId: number,
  now: Date,
  impersonatorUserId: number | null = null,
  carriedAbsoluteExpiresAt?: Date,
): Promise<{ token: string; idleExpiresAt: Date; absoluteExpiresAt: Date }> {
  const token = newToken();
  const fresh = now.getTime() + ABSOLUTE_MS;
  const absoluteExpiresAt = new Date(
    carriedAbsoluteExpiresAt ? Math.min(fresh, carriedAbsoluteExpiresAt.getTime()) : fresh,
  );
  const idleExpiresAt = new Date(Math.min(now.getTime() + IDLE_MS, absoluteExpiresAt.getTime()));
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, impersonatorUserId, idleExpiresAt, absoluteExpiresAt });
  return { token, idleExpiresAt, absoluteExpiresAt };
}

const sessionByTokenHash = preparedOn((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.idleExpiresAt, sql.placeholder('now')),
        gt(sessions.absoluteExpiresAt, sql.placeholder('now')),
        eq(users.isActive, true),
      ),
    )
    .prepare('session_by_token_hash'),
);

/** The live session behind a token, with its user; null when unknown, expired or the user is disabled. */
export async function findSession(db: Db, token: string, now: Date): Promise<AuthContext | null> {
  const [row] = await sessionByTokenHash(db).execute({ tokenHash: hashToken(token), now: now.toISOString() });
  if (!row) return null;
  return {
    sessionId: row.session.id,
    user: row.user,
    impersonatorUserId: row.session.impersonatorUserId,
    idleExpiresAt: row.session.idleExpiresAt,
    absoluteExpiresAt: row.session.absoluteExpiresAt,
  };
}

/** Extends the idle expiry, never past the absolute limit. */
export async function extendSession(db: Db, sessionId: number, now: Date): Promise<Date> {
  const [row] = await db
    .update(sessions)
    .set({
      idleExpiresAt: sql`least(${new Date(now.getTime() + IDLE_MS)}::timestamptz, ${sessions.absoluteExpiresAt})`,
    })
    .where(eq(sessions.id, sessionId))
    .returning({ idleExpiresAt: sessions.idleExpiresAt });
  if (!row) throw new Error('session vanished');
  return row.idleExpiresAt;
}

export const deleteSession = (db: Db, sessionId: number) => db.delete(sessions).where(eq(sessions.id, sessionId));

/** Ends every session of a user, but the one given (after a password change, say). */
export const deleteUserSessions = (db: Db, userId: number, exceptSessionId?: number) =>
  db
    .delete(sessions)
    .where(
      exceptSessionId === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), sql`${sessions.id} <> ${exceptSessionId}`),
    );

/** The scheduled clean-up: expired sessions are removed. Returns how many. */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(or(lt(sessions.idleExpiresAt, now), lt(sessions.absoluteExpiresAt, now)))
    .returning({ id: sessions.id });
  return gone.length;
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expires: Date): void {
  reply.setCookie(cookieName(config), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
    expires,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(cookieName(config), { httpOnly: true, sameSite: 'lax', secure: config.secureCookies, path: '/' });
}

export const readSessionToken = (request: FastifyRequest, config: Config): string | undefined =>
  request.cookies[cookieName(config)];
