import {
  API_KEY_PREFIX,
  API_KEY_SHOWN_LENGTH,
  type ApiKey,
  type CreateApiKeyBody,
  type CreatedApiKey,
} from '@storelens/contract/api/api-keys';
import { ERRORS } from '@storelens/contract/api/errors';
import { PROFILE_ERRORS } from '@storelens/contract/api/profile';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../identity/sessions.ts';
import { auditCallerChange } from '../../platform/audit.ts';
import { hashToken, newToken } from '../../platform/crypto.ts';
import { HttpError } from '../../platform/errors.ts';
import { type ApiKeyRow, insertKey, listUserKeys, revokeUserKey } from './api-keys.queries.ts';

const DAY_MS = 86_400_000;

const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** GET /user/apiKeys: the caller's own keys, never another user's and never a key itself. */
export async function listApiKeys(deps: Deps, auth: AuthContext): Promise<ApiKey[]> {
  return (await listUserKeys(deps.database.db, auth.user.id)).map(toApiKey);
}

/**
 * POST /user/apiKeys: a new key acting as the caller. The answer is the only place the key appears:
 * the database keeps its SHA-256 and its first characters.
 */
export async function createApiKey(
  deps: Deps,
  auth: AuthContext,
  body: z.output<typeof CreateApiKeyBody>,
  ip: string,
): Promise<CreatedApiKey> {
  // an admin impersonating a customer must not leave with a credential of theirs
  if (auth.impersonatorUserId !== null) throw HttpError.from(403, PROFILE_ERRORS.impersonating);
  const key = `${API_KEY_PREFIX}${newToken()}`;
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const row = await insertKey(tx, {
      userId: auth.user.id,
      name: body.name,
      scope: body.scope,
      prefix: key.slice(0, API_KEY_SHOWN_LENGTH),
      keyHash: hashToken(key),
      expiresAt: new Date(now.getTime() + body.expiresInDays * DAY_MS),
    });
    await auditCallerChange(tx, auth, {
      action: 'api_key.create',
      targetType: 'api_key',
      targetId: row.id,
      details: { name: row.name, scope: row.scope, expiresAt: row.expiresAt.toISOString() },
      ip,
    });
    return { id: row.id, name: row.name, scope: row.scope, expiresAt: row.expiresAt.toISOString(), key };
  });
}

/** DELETE /user/apiKeys/{id}: revokes one of the caller's keys at once; another user's key is not found. */
export async function revokeApiKey(deps: Deps, auth: AuthContext, id: number, ip: string): Promise<{ id: number }> {
  return deps.database.db.transaction(async (tx) => {
    const row = await revokeUserKey(tx, auth.user.id, id, deps.now());
    if (!row) throw HttpError.from(404, ERRORS.notFound);
    await auditCallerChange(tx, auth, {
      action: 'api_key.revoke',
      targetType: 'api_key',
      targetId: row.id,
      details: { name: row.name },
      ip,
    });
    return { id: row.id };
  });
}
