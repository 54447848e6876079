import {
  type Permission,
  type PermissionsAnswer,
  type PermissionsQuery,
  type SavePermissionsBody as SaveSchema,
  TEAM_ERRORS,
} from '@storelens/contract/api/team';
import { PERMISSION_TYPES } from '@storelens/contract/domain/identity';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { accountPermissions } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { findAccountById } from '../../identity/account-access.queries.ts';
import { auditAccountChange } from '../../identity/account-audit.ts';
import type { AccountAccess } from '../../identity/route-access.ts';
import { HttpError } from '../../platform/errors.ts';
import { findMemberIds, findPermissionRows } from './team.queries.ts';

const RETAILER_KINDS = new Set(['Retailer', 'Retailer Rollup']);

/** GET /accounts/permissions/{id}?typeId&referenceId&userId */
export async function getPermissions(
  deps: Deps,
  access: AccountAccess,
  query: PermissionsQuery,
): Promise<PermissionsAnswer> {
  const db = deps.database.db;
  const accountId = access.account.id;
  const rows = await findPermissionRows(db, accountId, query);
  const grouped = new Map<string, { typeId: 1 | 2; referenceId: number | null; users: number[] }>();
  for (const r of rows) {
    const key = `${r.typeId}:${r.referenceId ?? ''}`;
    let entry = grouped.get(key);
    if (!entry) {
      entry = { typeId: r.typeId as 1 | 2, referenceId: r.referenceId, users: [] };
      grouped.set(key, entry);
    }
    entry.users.push(r.userId);
  }
  const globals = await findPermissionRows(db, accountId, { typeId: PERMISSION_TYPES.global, userId: query.userId });
  return { permissions: [...grouped.values()], globalUsers: globals.map((g) => g.userId) };
}

/**
 * POST /accounts/permissions/{id} {permissions}: each entry sets exactly its users on its
 * (typeId, referenceId); an entry with `delete` takes its users off. Users must be team members;
 * a retailer-specific entry must name a retailer account.
 */
export async function savePermissions(
  deps: Deps,
  auth: AccountAccess,
  body: z.output<typeof SaveSchema>,
  ip: string,
): Promise<PermissionsAnswer> {
  const db = deps.database.db;
  const accountId = auth.account.id;
  const entries: Permission[] = body.permissions.map((p) => ({
    ...p,
    referenceId: p.typeId === PERMISSION_TYPES.global ? null : p.referenceId,
  }));
  const allUsers = [...new Set(entries.flatMap((e) => e.users))];
  const members = await findMemberIds(db, accountId, allUsers);
  if (allUsers.some((u) => !members.has(u))) throw HttpError.from(400, TEAM_ERRORS.invalidPermissionUser);
  for (const e of entries) {
    if (e.typeId !== PERMISSION_TYPES.retailer) continue;
    const retailer = e.referenceId === null ? undefined : await findAccountById(db, e.referenceId);
    if (!retailer || !RETAILER_KINDS.has(retailer.accountType)) throw HttpError.from(400, TEAM_ERRORS.invalidReference);
  }
  await db.transaction(async (tx) => {
    for (const e of entries) {
      const sameEntry = and(
        eq(accountPermissions.accountId, accountId),
        eq(accountPermissions.typeId, e.typeId),
        sql`coalesce(${accountPermissions.referenceId}, 0) = ${e.referenceId ?? 0}`,
      );
      if (e.delete) {
        if (e.users.length > 0)
          await tx.delete(accountPermissions).where(and(sameEntry, inArray(accountPermissions.userId, e.users)));
        continue;
      }
      await tx
        .delete(accountPermissions)
        .where(e.users.length > 0 ? and(sameEntry, notInArray(accountPermissions.userId, e.users)) : sameEntry);
      if (e.users.length > 0)
        await tx
          .insert(accountPermissions)
          .values(e.users.map((userId) => ({ accountId, typeId: e.typeId, referenceId: e.referenceId, userId })))
          .onConflictDoNothing();
    }
  });
  await auditAccountChange(db, auth, { action: 'team.permissions', details: { permissions: entries }, ip });
  return getPermissions(deps, auth, {});
}
