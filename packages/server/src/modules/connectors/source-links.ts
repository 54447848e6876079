import type { SourceDestinationBody } from '@storelens/contract/api/sources';
import type { DestinationTypeId, SourceTypeId } from '@storelens/contract/domain/connectors';
import { checkSourceDestinations } from '@storelens/contract/validation/destinations';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveryCursors, destinations, sourceDestinations, WAREHOUSE_TABLES } from '../../db/connectors.schema.ts';
import { STREAM_NAMES } from '../../integrations/records.ts';
import { HttpError } from '../../platform/errors.ts';

/**
 * Checks the chosen destinations of a source: each must belong to the account, accept the source
 * type (spec 2 §4 matrix) and carry a valid link detail. Answers 400 with field messages.
 */
export async function checkLinks(
  db: Db,
  accountId: number,
  sourceType: SourceTypeId,
  links: SourceDestinationBody[],
  requireOne: boolean,
): Promise<Array<SourceDestinationBody & { type: DestinationTypeId }>> {
  const ids = links.map((l) => l.id);
  const rows = ids.length
    ? await db
        .select({ id: destinations.id, type: destinations.destinationType })
        .from(destinations)
        .where(and(eq(destinations.accountId, accountId), inArray(destinations.id, ids)))
    : [];
  const typeOf = new Map(rows.map((r) => [r.id, r.type as DestinationTypeId]));
  const unknown = links.find((l) => !typeOf.has(l.id));
  if (unknown) {
    const message = `Destination ${unknown.id} does not exist in this account`;
    throw new HttpError(400, 'ValidationError', message, { destinations: message });
  }
  const typed = links.map((l) => ({ ...l, type: typeOf.get(l.id)! }));
  const result = checkSourceDestinations(
    sourceType,
    typed.map((l) => ({ type: l.type, detail: l.detail })),
    { requireOne },
  );
  if (!result.success) {
    const fields = result.fields;
    throw new HttpError(400, 'ValidationError', Object.values(fields)[0] ?? 'The request is invalid.', fields);
  }
  return typed.map((l, i) => ({ ...l, detail: result.details[i] ?? l.detail }));
}

/** The newest warehouse change of a source, per stream: where a destination added without history starts. */
async function currentSeqs(db: Db, accountId: number, sourceId: number): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const stream of STREAM_NAMES) {
    const table = WAREHOUSE_TABLES[stream];
    const [row] = await db
      .select({ max: sql<number>`coalesce(max(${table.changeSeq}), 0)` })
      .from(table)
      .where(and(eq(table.accountId, accountId), eq(table.sourceId, sourceId)));
    out[stream] = Number(row?.max ?? 0);
  }
  return out;
}

export interface LinkPlan {
  destinationId: number;
  detail: Record<string, unknown>;
  startDate: string;
  /** true: deliver everything the warehouse holds (and back-fill from startDate) */
  withHistory: boolean;
}

/** Adds a destination link; without history its delivery starts at what is stored now. */
export async function addLink(db: Db, accountId: number, sourceId: number, plan: LinkPlan): Promise<void> {
  await db.insert(sourceDestinations).values({
    sourceId,
    destinationId: plan.destinationId,
    detail: plan.detail,
    startDate: plan.startDate,
    loadingHistory: plan.withHistory,
  });
  const seqs = plan.withHistory ? null : await currentSeqs(db, accountId, sourceId);
  await db.insert(deliveryCursors).values(
    STREAM_NAMES.map((stream) => ({
      sourceId,
      destinationId: plan.destinationId,
      stream,
      lastSeq: seqs?.[stream] ?? 0,
    })),
  );
}

export async function removeLink(db: Db, sourceId: number, destinationId: number): Promise<void> {
  await db
    .delete(deliveryCursors)
    .where(and(eq(deliveryCursors.sourceId, sourceId), eq(deliveryCursors.destinationId, destinationId)));
  await db
    .delete(sourceDestinations)
    .where(and(eq(sourceDestinations.sourceId, sourceId), eq(sourceDestinations.destinationId, destinationId)));
}
