import type { WebhookEventType } from '@storelens/contract/domain/webhook-events';

type ConnectionEventType = Extract<WebhookEventType, `connection.${string}`>;

import type { Deps } from '../../deps.ts';
import { findAccountForConnections } from './connections.queries.ts';

/** The domain event a connection's new status is, if any (a brand taking back its own request is none). */
const EVENT_OF: Record<string, ConnectionEventType | undefined> = {
  Pending: 'connection.requested',
  Approved: 'connection.approved',
  Declined: 'connection.declined',
  Removed: 'connection.removed',
};

/** A pair's change as its events name it. */
export interface ConnectionChange {
  connectionId: number;
  brandAccountId: number;
  retailerAccountId: number;
  status: string;
}

/**
 * Emits the change once for each account of the pair (the brand's and the retailer's), so each
 * account's webhooks hear it: ids and names only. Called after the change has committed.
 */
export async function emitConnectionChanges(deps: Deps, changes: ConnectionChange[]): Promise<void> {
  const names = new Map<number, string>();
  const nameOf = async (id: number) => {
    if (!names.has(id)) names.set(id, (await findAccountForConnections(deps.database.db, id))?.name ?? '');
    return names.get(id) ?? '';
  };
  for (const change of changes) {
    const type = EVENT_OF[change.status];
    if (!type) continue;
    const data = {
      connectionId: change.connectionId,
      brandAccountId: change.brandAccountId,
      brandName: await nameOf(change.brandAccountId),
      retailerAccountId: change.retailerAccountId,
      retailerName: await nameOf(change.retailerAccountId),
      status: change.status,
    };
    for (const accountId of new Set([change.brandAccountId, change.retailerAccountId]))
      await deps.events.emit({ type, data: { accountId, ...data } });
  }
}
