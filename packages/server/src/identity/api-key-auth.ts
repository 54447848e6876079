import { API_KEY_ERRORS, API_KEY_PREFIX, type ApiKeyScope, BEARER } from '@storelens/contract/api/api-keys';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { apiKeys } from '../db/api-keys.schema.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { hashToken } from '../platform/crypto.ts';
import { HttpError } from '../platform/errors.ts';
import { preparedOn } from './prepared.queries.ts';
import type { AuthContext } from './sessions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** API keys may not call it (ApiKeyNotAllowed): a browser session's own business, or what could take the account over */
    keyless?: boolean;
  }
}

/** lastUsedAt is written at most this often per key: a busy script should not turn every read into a write. */
const LAST_USED_EVERY_MS = 60_000;
const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * The API key of an `Authorization: Bearer sl_…` header; undefined without one. Other bearer tokens (a
 * report frame's embed token) are not keys: their own routes read them.
 */
export function bearerKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const [scheme, key, ...rest] = header.trim().split(/\s+/);
  if (scheme?.toLowerCase() !== BEARER.toLowerCase() || !key?.startsWith(API_KEY_PREFIX)) return undefined;
  // a key followed by more words is no key of ours: refused, not read as anonymous
  return rest.length > 0 ? '' : key;
}

const keyByHash = preparedOn((db) =>
  db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(
      and(
        eq(apiKeys.keyHash, sql.placeholder('keyHash')),
        isNull(apiKeys.revokedAt),
        gt(apiKeys.expiresAt, sql.placeholder('now')),
        eq(users.isActive, true),
      ),
    )
    .prepare('api_key_by_hash'),
);

/** The caller a live key stands for: its user, as a session of theirs would; null for an unknown, revoked or expired key. */
export async function findApiKeyCaller(db: Db, key: string, now: Date): Promise<AuthContext | null> {
  if (key === '') return null;
  const [row] = await keyByHash(db).execute({ keyHash: hashToken(key), now: now.toISOString() });
  if (!row) return null;
  if (!row.key.lastUsedAt || now.getTime() - row.key.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.key.id));
  }
  return {
    sessionId: 0,
    user: row.user,
    impersonatorUserId: null,
    idleExpiresAt: row.key.expiresAt,
    absoluteExpiresAt: row.key.expiresAt,
    apiKey: { id: row.key.id, scope: row.key.scope },
  };
}

/** Refuses what a key may not do on this route: keyless routes (ApiKeyNotAllowed), writes with a read key (ApiKeyScope). */
export function checkKeyMayCall(request: FastifyRequest, scope: ApiKeyScope): void {
  if (request.routeOptions.config?.keyless) throw HttpError.from(403, API_KEY_ERRORS.notAllowed);
  if (scope === 'read' && !READ_METHODS.has(request.method)) throw HttpError.from(403, API_KEY_ERRORS.scope);
}

/**
 * Calls per key and minute, counted in this process: a fixed window per key, kept in memory so that a
 * script's reads stay reads (the database-backed counter of sign-ins would write on every call). With
 * several web processes a key gets this many per process.
 */
export class KeyRateLimiter {
  private readonly windows = new Map<number, { startedAt: number; count: number }>();

  constructor(private readonly perMinute: number) {}

  /** Counts one call: null while within the limit, else the seconds until the window ends (Retry-After). */
  take(keyId: number, now: number): number | null {
    let window = this.windows.get(keyId);
    if (!window || now - window.startedAt >= 60_000) {
      window = { startedAt: now, count: 0 };
      this.windows.set(keyId, window);
      if (this.windows.size > 10_000) this.forgetOld(now);
    }
    window.count += 1;
    if (window.count <= this.perMinute) return null;
    return Math.max(1, Math.ceil((window.startedAt + 60_000 - now) / 1000));
  }

  private forgetOld(now: number): void {
    for (const [id, window] of this.windows) if (now - window.startedAt >= 60_000) this.windows.delete(id);
  }
}
