import type { SourceFreshness, SourcePause } from '@storelens/contract/api/source-runs';
import { isStale } from '@storelens/contract/domain/source-health';
import type { Db } from '../../db/client.ts';
import { findFreshnessFacts, type SourceRow } from './source-health.queries.ts';

type FreshnessRow = Pick<SourceRow, 'id' | 'createdAt' | 'frequencyMinutes' | 'active' | 'isSetup'>;

/**
 * Whether each source's data is flowing: the last successful run, how far each stream is complete
 * (the start of the last successful run that pulled it) and whether it is stale (the rule is the
 * contract's, so that every screen and report says the same).
 */
export async function freshnessOf(db: Db, rows: FreshnessRow[], now: Date): Promise<Map<number, SourceFreshness>> {
  const facts = await findFreshnessFacts(
    db,
    rows.map((r) => r.id),
  );
  return new Map(
    rows.map((row) => {
      const known = facts.get(row.id);
      const lastSuccessAt = known?.lastSuccessAt ?? null;
      const completeThrough = Object.fromEntries(
        Object.entries(known?.completeThrough ?? {}).map(([stream, at]) => [stream, at.toISOString()]),
      );
      const stale = isStale({
        lastSuccessAt,
        createdAt: row.createdAt,
        frequencyMinutes: row.frequencyMinutes,
        active: row.active,
        isSetup: row.isSetup,
        now,
      });
      return [row.id, { lastSuccessAt: lastSuccessAt?.toISOString() ?? null, completeThrough, stale }];
    }),
  );
}

/** The pause a source put itself in, as answers carry it. */
export const pauseOf = (row: Pick<SourceRow, 'pausedAt' | 'pausedReason'>): SourcePause =>
  row.pausedAt ? { at: row.pausedAt.toISOString(), reason: row.pausedReason ?? 'Paused' } : null;
