import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reports } from '../../db/reports.schema.ts';
import { firstRow } from '../../db/rows.ts';
import { accounts, verticals } from '../../db/schema.ts';

export type ReportRow = typeof reports.$inferSelect;
export type ReportValues = Omit<typeof reports.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type ReportWithVertical = ReportRow & { verticalName: string };

const withVertical = { report: reports, verticalName: verticals.name };
const flatten = (r: { report: ReportRow; verticalName: string }): ReportWithVertical => ({
  ...r.report,
  verticalName: r.verticalName,
});

/** The reports of one vertical, or of `verticalIds` (null: every vertical), by vertical name, type and title. */
export const findReports = async (
  db: Db,
  filter: { verticalId?: string; verticalIds: string[] | null },
): Promise<ReportWithVertical[]> =>
  (
    await db
      .select(withVertical)
      .from(reports)
      .innerJoin(verticals, eq(verticals.id, reports.verticalId))
      .where(
        and(
          filter.verticalId !== undefined ? eq(reports.verticalId, filter.verticalId) : undefined,
          filter.verticalIds ? inArray(reports.verticalId, filter.verticalIds) : undefined,
        ),
      )
      .orderBy(
        asc(verticals.name),
        asc(reports.verticalId),
        asc(reports.accountType),
        asc(reports.title),
        asc(reports.id),
      )
  ).map(flatten);

/** The one report `where` finds, with its vertical's name. */
async function findOneReport(db: Db, where: SQL | undefined): Promise<ReportWithVertical | undefined> {
  const row = await firstRow(
    db.select(withVertical).from(reports).innerJoin(verticals, eq(verticals.id, reports.verticalId)).where(where),
  );
  return row ? flatten(row) : undefined;
}

export const findReportById = (db: Db, id: number) => findOneReport(db, eq(reports.id, id));

/** spec 1 §7: a report by its key (vertical, report account type, path). */
export const findReportByKey = (db: Db, key: { verticalId: string; accountType: string; path: string }) =>
  findOneReport(
    db,
    and(eq(reports.verticalId, key.verticalId), eq(reports.accountType, key.accountType), eq(reports.path, key.path)),
  );

/** Whether another report of the vertical has this reference name, whatever the case (spec 1 §8). */
export const referenceNameTaken = async (
  db: Db,
  verticalId: string,
  referenceName: string,
  exceptId?: number,
): Promise<boolean> => {
  const rows = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.verticalId, verticalId),
        sql`lower(${reports.referenceName}) = lower(${referenceName})`,
        exceptId !== undefined ? sql`${reports.id} <> ${exceptId}` : undefined,
      ),
    );
  return rows.length > 0;
};

/** Whether another report has this vertical, account type and path (spec 1 §8 NotUnique). */
export const keyTaken = async (
  db: Db,
  key: { verticalId: string; accountType: string; path: string },
  exceptId?: number,
): Promise<boolean> => {
  const found = await findReportByKey(db, key);
  return found !== undefined && found.id !== exceptId;
};

export const insertReport = async (db: Db, values: ReportValues): Promise<ReportRow> =>
  (await db.insert(reports).values(values).returning())[0]!;

export const updateReport = async (
  db: Db,
  id: number,
  values: Partial<ReportValues>,
  now: Date,
): Promise<ReportRow | undefined> =>
  firstRow(
    db
      .update(reports)
      .set({ ...values, updatedAt: now })
      .where(eq(reports.id, id))
      .returning(),
  );

export const deleteReportRow = async (db: Db, id: number): Promise<void> => {
  await db.delete(reports).where(eq(reports.id, id));
};

/** Takes a deleted report off every account's chosen reports (spec 1 §3 settings.selectedReports). */
export const unselectReport = async (db: Db, id: number): Promise<void> => {
  await db
    .update(accounts)
    .set({
      settings: sql`jsonb_set(${accounts.settings}, '{selectedReports}', coalesce((
        select jsonb_agg(e) from jsonb_array_elements(${accounts.settings}->'selectedReports') e
        where e <> to_jsonb(${id}::int)), '[]'::jsonb))`,
    })
    .where(sql`jsonb_typeof(${accounts.settings}->'selectedReports') = 'array'
      and ${accounts.settings}->'selectedReports' @> to_jsonb(array[${id}::int])`);
};

/** The reports among `ids` of this vertical and report account type, with whether each is active. */
export const findReportsOfKind = (
  db: Db,
  filter: { verticalId: string; accountType: string; ids: number[] },
): Promise<Array<{ id: number; isActive: boolean }>> =>
  filter.ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: reports.id, isActive: reports.isActive })
        .from(reports)
        .where(
          and(
            eq(reports.verticalId, filter.verticalId),
            eq(reports.accountType, filter.accountType),
            inArray(reports.id, filter.ids),
          ),
        );

export const findVerticalRow = async (db: Db, id: string) =>
  firstRow(db.select().from(verticals).where(eq(verticals.id, id)));

/** The reports an account could see: its vertical's, of its report account type and the admin ones. */
export const findReportsForAccount = (db: Db, verticalId: string, accountTypes: string[]): Promise<ReportRow[]> =>
  db
    .select()
    .from(reports)
    .where(
      and(eq(reports.verticalId, verticalId), inArray(reports.accountType, accountTypes), eq(reports.isActive, true)),
    );
