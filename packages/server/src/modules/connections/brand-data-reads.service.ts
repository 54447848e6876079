import type { Deps } from '../../deps.ts';
import { insertBrandDataReads, type NewBrandDataRead } from './brand-data-reads.queries.ts';

/** What a brand's request reads: the report and its filters as the request gave them. */
export interface BrandDataReadRequest {
  reportKey: string;
  filters: Record<string, unknown>;
}

/**
 * A report request's reads so far, handed down to brandDataAccess, where each read is decided: one per
 * brand and retailer, however often the request asks (a comparison asks twice). It is a parameter, not
 * AsyncLocalStorage: on Node 20 that turns on promise hooks for the whole process, which made every
 * later await (syncs, PGlite) two to four times slower.
 */
export interface BrandDataReads {
  reads: Map<string, Omit<NewBrandDataRead, 'reportKey' | 'filters' | 'readAt'>>;
}

/**
 * Runs one brand-facing request and then records, in one insert, each retailer whose data
 * brandDataAccess let it read (docs/features/access-log.md). A request that fails records nothing:
 * no data left the server.
 */
export async function recordingBrandDataReads<T>(
  deps: Deps,
  request: BrandDataReadRequest,
  run: (reads: BrandDataReads) => Promise<T>,
): Promise<T> {
  const collected: BrandDataReads = { reads: new Map() };
  const answer = await run(collected);
  const readAt = deps.now();
  await insertBrandDataReads(
    deps.database.db,
    [...collected.reads.values()].map((read) => ({
      ...read,
      reportKey: request.reportKey,
      filters: request.filters,
      readAt,
    })),
  );
  return answer;
}

/**
 * brandDataAccess allowed a brand user to read a retailer's data: noted in the reads it was handed. A
 * call handed none (a check of what a user could see, not a read) is not noted.
 */
export function noteBrandDataRead(
  collected: BrandDataReads | undefined,
  read: { brandAccountId: number; retailerAccountId: number; userId: number },
): void {
  if (!collected) return;
  collected.reads.set(`${read.brandAccountId}:${read.retailerAccountId}`, read);
}
