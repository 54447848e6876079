import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

export interface AuditEntry {
  action: string;
  actorUserId?: number | null;
  impersonatorUserId?: number | null;
  accountId?: number | null;
  targetType?: string;
  targetId?: string | number;
  details?: Record<string, unknown>;
  ip?: string;
}

/** Writes one audit row: who did what to whom, and as whom when impersonating. */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorUserId: entry.actorUserId ?? null,
    impersonatorUserId: entry.impersonatorUserId ?? null,
    accountId: entry.accountId ?? null,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined ? null : String(entry.targetId),
    details: entry.details ?? {},
    ip: entry.ip ?? null,
  });
}

/** Who acts: the signed-in user and, while an admin impersonates them, that admin. */
export interface AuditCaller {
  user: { id: number };
  impersonatorUserId: number | null;
}

/**
 * One audit row for a change the caller made: the actor and the impersonating admin (if any) are the
 * caller's. `db` may be a transaction, so the row commits with the change.
 */
export const auditCallerChange = (
  db: Db,
  caller: AuditCaller,
  change: Omit<AuditEntry, 'actorUserId' | 'impersonatorUserId'>,
): Promise<void> =>
  writeAudit(db, { ...change, actorUserId: caller.user.id, impersonatorUserId: caller.impersonatorUserId });
