import type { SourceDestinationBody } from '@storelens/contract/api/sources';
import type { DestinationTypeId, SourceTypeId } from '@storelens/contract/domain/connectors';
import { checkSourceDestinations } from '@storelens/contract/validation/destinations';
import type { Db } from '../../db/client.ts';
import { auditAccountChange } from '../../identity/account-audit.ts';
import type { AccountAccess } from '../../identity/route-access.ts';
import { STREAM_NAMES } from '../../integrations/records.ts';
import { fieldError, fieldsError } from '../../platform/errors.ts';
import {
  deleteSourceLink,
  findCurrentSeqs,
  findDestinationTypes,
  insertDeliveryCursors,
  insertSourceLink,
} from './sources.queries.ts';

/**
 * Checks the chosen destinations of a source: each must belong to the checked account, accept the
 * source type (spec 2 §4 matrix) and carry a valid link detail. Answers 400 with field messages.
 */
export async function checkLinks(
  db: Db,
  access: AccountAccess,
  sourceType: SourceTypeId,
  links: SourceDestinationBody[],
  requireOne: boolean,
): Promise<Array<SourceDestinationBody & { type: DestinationTypeId }>> {
  const typeOf = (await findDestinationTypes(
    db,
    access.account.id,
    links.map((l) => l.id),
  )) as Map<number, DestinationTypeId>;
  const unknown = links.find((l) => !typeOf.has(l.id));
  if (unknown) {
    const message = `Destination ${unknown.id} does not exist in this account`;
    throw fieldError('destinations', message);
  }
  const typed = links.map((l) => ({ ...l, type: typeOf.get(l.id)! }));
  const result = checkSourceDestinations(
    sourceType,
    typed.map((l) => ({ type: l.type, detail: l.detail })),
    { requireOne },
  );
  if (!result.success) {
    throw fieldsError(result.fields);
  }
  return typed.map((l, i) => ({ ...l, detail: result.details[i] ?? l.detail }));
}

export interface LinkPlan {
  destinationId: number;
  detail: Record<string, unknown>;
  startDate: string;
  /** true: deliver everything the warehouse holds (and back-fill from startDate) */
  withHistory: boolean;
}

/**
 * Adds a destination link; without history its delivery starts at what is stored now (the newest
 * warehouse change per stream). `db` may be a transaction.
 */
export async function addLink(db: Db, accountId: number, sourceId: number, plan: LinkPlan): Promise<void> {
  await insertSourceLink(db, {
    sourceId,
    destinationId: plan.destinationId,
    detail: plan.detail,
    startDate: plan.startDate,
    loadingHistory: plan.withHistory,
  });
  const seqs = plan.withHistory ? null : await findCurrentSeqs(db, accountId, sourceId);
  await insertDeliveryCursors(
    db,
    STREAM_NAMES.map((stream) => ({
      sourceId,
      destinationId: plan.destinationId,
      stream,
      lastSeq: seqs?.[stream] ?? 0,
    })),
  );
}

/** Removes a destination link and its delivery cursors. `db` may be a transaction. */
export const removeLink = (db: Db, sourceId: number, destinationId: number): Promise<void> =>
  deleteSourceLink(db, sourceId, destinationId);

/** The audit row of a source–destination link added, changed or removed by the checked caller. */
export const auditLinkChange = (
  db: Db,
  access: AccountAccess,
  change: 'add' | 'update' | 'remove',
  sourceId: number,
  destinationId: number,
  ip?: string,
): Promise<void> =>
  auditAccountChange(db, access, {
    action: `sourceLink.${change}`,
    targetType: 'sourceLink',
    targetId: `${sourceId}:${destinationId}`,
    details: { sourceId, destinationId },
    ip,
  });
