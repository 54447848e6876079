import type { Db } from '../db/client.ts';
import { type AuditEntry, writeAudit } from '../platform/audit.ts';
import type { AccountAccess } from './route-access.ts';

/** What changed, as an audit row records it; who and on which account come from the checked access. */
export type AccountChange = Pick<AuditEntry, 'action' | 'targetType' | 'targetId' | 'details' | 'ip'>;

/**
 * One audit row for a change the caller made on the account the route rule checked: the actor, the
 * admin impersonating them (if any) and the account are those of the checked access, never of the request.
 * `db` may be a transaction, so the row commits with the change.
 */
export const auditAccountChange = (db: Db, access: AccountAccess, change: AccountChange): Promise<void> =>
  writeAudit(db, {
    ...change,
    actorUserId: access.user.id,
    impersonatorUserId: access.impersonatorUserId,
    accountId: access.account.id,
  });
