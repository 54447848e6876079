import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reportImages } from '../../db/reports.schema.ts';

export const insertReportImage = async (db: Db, values: typeof reportImages.$inferInsert) =>
  (
    await db
      .insert(reportImages)
      .values(values)
      .returning({ id: reportImages.id, width: reportImages.width, height: reportImages.height })
  )[0]!;

/** One variant of an image: the bytes and their content type. */
export const findImageVariant = async (db: Db, id: number, variant: 'help' | 'original') => {
  const [row] = await db
    .select({
      contentType: reportImages.contentType,
      bytes: variant === 'help' ? reportImages.help : reportImages.original,
    })
    .from(reportImages)
    .where(eq(reportImages.id, id));
  return row;
};
