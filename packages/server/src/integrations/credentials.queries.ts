import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sources } from '../db/connectors.schema.ts';

type SourceRow = typeof sources.$inferSelect;

/** A source's stored detail and sealed secrets, read fresh (a renewal merges into what is stored now). */
export const findSourceDetail = async (
  db: Db,
  id: number,
): Promise<Pick<SourceRow, 'detail' | 'secrets' | 'sourceType'> | undefined> =>
  (
    await db
      .select({ detail: sources.detail, secrets: sources.secrets, sourceType: sources.sourceType })
      .from(sources)
      .where(eq(sources.id, id))
  )[0];

/** Stores a source's detail and its sealed secrets (a renewed authorization, a sign-in flow's step). */
export const saveSourceDetail = async (
  db: Db,
  id: number,
  sealed: { detail: Record<string, unknown>; secrets: string | null },
  now: Date,
): Promise<void> => {
  await db
    .update(sources)
    .set({ detail: sealed.detail, secrets: sealed.secrets, updatedAt: now })
    .where(eq(sources.id, id));
};
