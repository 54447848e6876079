import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { firstRow } from '../../db/rows.ts';
import { verticals } from '../../db/schema.ts';

export type VerticalRow = typeof verticals.$inferSelect;

/** Every vertical, or only those of `ids` (an internal user's limits), by name. */
export const findVerticals = (db: Db, ids: string[] | null): Promise<VerticalRow[]> =>
  db
    .select()
    .from(verticals)
    .where(ids ? inArray(verticals.id, ids) : undefined)
    .orderBy(asc(verticals.name), asc(verticals.id));

export const findVertical = async (db: Db, id: string): Promise<VerticalRow | undefined> =>
  firstRow(db.select().from(verticals).where(eq(verticals.id, id)));

/** Inserts a vertical; undefined when the id is taken. */
export const insertVertical = async (db: Db, row: typeof verticals.$inferInsert): Promise<VerticalRow | undefined> =>
  firstRow(db.insert(verticals).values(row).onConflictDoNothing({ target: verticals.id }).returning());

export const updateVertical = async (
  db: Db,
  id: string,
  values: Pick<VerticalRow, 'name' | 'pages' | 'metadata' | 'tagging'>,
): Promise<VerticalRow | undefined> =>
  firstRow(db.update(verticals).set(values).where(eq(verticals.id, id)).returning());
