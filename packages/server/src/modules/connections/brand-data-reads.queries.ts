import type { Db } from '../../db/client.ts';
import { brandDataReads } from '../../db/report-subscriptions.schema.ts';

export type NewBrandDataRead = typeof brandDataReads.$inferInsert;

/** The reads one request made, in one multi-row insert. */
export async function insertBrandDataReads(db: Db, rows: NewBrandDataRead[]): Promise<void> {
  if (rows.length > 0) await db.insert(brandDataReads).values(rows);
}
