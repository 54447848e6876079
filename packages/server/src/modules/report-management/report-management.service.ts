import { isSystemAdmin } from '@storelens/contract/access/roles';
import { ERRORS } from '@storelens/contract/api/errors';
import {
  permissionError,
  REPORT_ERRORS,
  type Report,
  type ReportAccountType,
  type ReportBody,
  type ReportGuideBody,
  type ReportKeyParams,
} from '@storelens/contract/api/report-management';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { findUserVerticalIds } from '../../identity/account-access.queries.ts';
import { toAccessUser } from '../../identity/guards.ts';
import type { AccessContext } from '../../identity/route-access.ts';
import { auditCallerChange } from '../../platform/audit.ts';
import { fieldError, HttpError } from '../../platform/errors.ts';
import { sanitizeGuide } from './guide-sanitizer.ts';
import {
  deleteReportRow,
  findReportById,
  findReportByKey,
  findReports,
  findReportsForAccount,
  findReportsOfKind,
  findVerticalRow,
  insertReport,
  keyTaken,
  type ReportRow,
  type ReportWithVertical,
  referenceNameTaken,
  unselectReport,
  updateReport,
} from './report-management.queries.ts';

type Body = z.output<typeof ReportBody>;

const toReport = (row: ReportWithVertical): Report => ({
  id: row.id,
  title: row.title,
  category: row.category,
  description: row.description,
  guide: row.guide,
  accountType: row.accountType as ReportAccountType,
  path: row.path,
  referenceName: row.referenceName,
  reportUrl: row.reportUrl,
  permission: row.permission,
  requireSystemUser: row.requireSystemUser,
  isActive: row.isActive,
  icon: row.icon,
  verticalId: row.verticalId,
  verticalName: row.verticalName,
});

/** The verticals a caller is limited to (spec 1 §6), or null for none (system admins, unlimited users). */
async function verticalLimits(db: Db, access: AccessContext): Promise<string[] | null> {
  if (isSystemAdmin(toAccessUser(access.user))) return null;
  const limits = await findUserVerticalIds(db, access.user.id);
  return limits.length > 0 ? limits : null;
}

/**
 * GET /admin/reports?verticalId: the reports, by vertical name (spec 1 §2 Report Management, Reports
 * Admin); any system user may list (the account form chooses reports from it), within their verticals.
 */
export async function listReports(
  deps: Deps,
  access: AccessContext,
  query: { verticalId?: string | undefined },
): Promise<{ data: Report[] }> {
  const db = deps.database.db;
  const limits = await verticalLimits(db, access);
  const verticalId = query.verticalId === '' ? undefined : query.verticalId;
  const rows = await findReports(db, { verticalId, verticalIds: limits });
  return { data: rows.map(toReport) };
}

/** GET /admin/reports/{id}: one report (the guide edit page); 403 outside the caller's verticals. */
export async function getReport(deps: Deps, access: AccessContext, id: number): Promise<Report> {
  const db = deps.database.db;
  const row = await findReportById(db, id);
  if (!row) throw HttpError.from(404, REPORT_ERRORS.notFound);
  const limits = await verticalLimits(db, access);
  if (limits && !limits.includes(row.verticalId)) throw HttpError.from(403, ERRORS.forbidden);
  return toReport(row);
}

/** GET /admin/reports/{verticalId}/{accountType}/{path} */
export async function getReportByKey(deps: Deps, key: ReportKeyParams): Promise<Report> {
  const row = await findReportByKey(deps.database.db, key);
  if (!row) throw HttpError.from(404, REPORT_ERRORS.notFound);
  return toReport(row);
}

/**
 * The rules of spec 1 §5 that need the database, and the errors of §8: the vertical exists, the
 * permission is on its list for the account type, the reference name and the key are free.
 */
async function checkReport(db: Db, body: Body, exceptId?: number): Promise<void> {
  const vertical = await findVerticalRow(db, body.verticalId);
  if (!vertical) throw HttpError.from(400, REPORT_ERRORS.verticalNotFound);
  const permission = permissionError(vertical.metadata, body.accountType, body.permission);
  if (permission) throw fieldError('permission', permission);
  if (await referenceNameTaken(db, body.verticalId, body.referenceName, exceptId))
    throw HttpError.from(400, REPORT_ERRORS.duplicateReferenceName);
  if (await keyTaken(db, body, exceptId)) throw HttpError.from(400, REPORT_ERRORS.notUnique);
}

/** A unique index caught a save that raced ours: the same answer as the check. */
function uniqueViolation(error: unknown): HttpError | null {
  const text =
    String((error as { message?: string })?.message ?? '') +
    String((error as { constraint?: string })?.constraint ?? '') +
    String((error as { cause?: { constraint?: string; message?: string } })?.cause?.constraint ?? '') +
    String((error as { cause?: { message?: string } })?.cause?.message ?? '');
  if (text.includes('reports_vertical_reference_unique'))
    return HttpError.from(400, REPORT_ERRORS.duplicateReferenceName);
  if (text.includes('reports_vertical_type_path_unique')) return HttpError.from(400, REPORT_ERRORS.notUnique);
  return null;
}

const valuesOf = (body: Body) => ({
  verticalId: body.verticalId,
  accountType: body.accountType,
  path: body.path,
  referenceName: body.referenceName,
  title: body.title,
  category: body.category,
  description: body.description,
  guide: sanitizeGuide(body.guide),
  reportUrl: body.reportUrl,
  permission: body.permission,
  requireSystemUser: body.requireSystemUser,
  isActive: body.isActive,
  icon: body.icon,
});

/** What an audit row records of a report: its key. */
const keyOf = (r: { verticalId: string; accountType: string; path: string }) => ({
  verticalId: r.verticalId,
  accountType: r.accountType,
  path: r.path,
});

/** Writes a report and its audit row in one transaction; a unique index's refusal answers as the checks do. */
const saveReport = (
  deps: Deps,
  access: AccessContext,
  ip: string,
  action: string,
  write: (tx: Db) => Promise<ReportRow>,
): Promise<ReportRow> =>
  deps.database.db
    .transaction(async (tx) => {
      const row = await write(tx);
      await auditCallerChange(tx, access, { action, targetType: 'report', targetId: row.id, details: keyOf(row), ip });
      return row;
    })
    .catch((error: unknown) => {
      throw uniqueViolation(error) ?? error;
    });

async function answerOf(db: Db, row: ReportRow): Promise<Report> {
  const found = await findReportById(db, row.id);
  if (!found) throw HttpError.from(404, REPORT_ERRORS.notFound);
  return toReport(found);
}

/** POST /admin/reports (system admins). Audited. */
export async function createReport(deps: Deps, access: AccessContext, body: Body, ip: string): Promise<Report> {
  const db = deps.database.db;
  await checkReport(db, body);
  const row = await saveReport(deps, access, ip, 'report.create', (tx) => insertReport(tx, valuesOf(body)));
  return answerOf(db, row);
}

/** PUT /admin/reports/{verticalId}/{accountType}/{path} (system admins): the same body; the key may change. Audited. */
export async function editReport(
  deps: Deps,
  access: AccessContext,
  key: ReportKeyParams,
  body: Body,
  ip: string,
): Promise<Report> {
  const db = deps.database.db;
  const found = await findReportByKey(db, key);
  if (!found) throw HttpError.from(404, REPORT_ERRORS.notFound);
  await checkReport(db, body, found.id);
  const row = await saveReport(deps, access, ip, 'report.update', async (tx) => {
    const updated = await updateReport(tx, found.id, valuesOf(body), deps.now());
    if (!updated) throw HttpError.from(404, REPORT_ERRORS.notFound);
    return updated;
  });
  return answerOf(db, row);
}

/** PATCH /admin/reports/{id} (hasReportsManagement, within their verticals): title, category, description, guide. Audited. */
export async function editReportGuide(
  deps: Deps,
  access: AccessContext,
  id: number,
  body: z.output<typeof ReportGuideBody>,
  ip: string,
): Promise<Report> {
  const db = deps.database.db;
  // the same 404 and vertical check as reading it
  await getReport(deps, access, id);
  const row = await db.transaction(async (tx) => {
    const updated = await updateReport(
      tx,
      id,
      { title: body.title, category: body.category, description: body.description, guide: sanitizeGuide(body.guide) },
      deps.now(),
    );
    if (!updated) throw HttpError.from(404, REPORT_ERRORS.notFound);
    await auditCallerChange(tx, access, { action: 'report.guide', targetType: 'report', targetId: id, ip });
    return updated;
  });
  return answerOf(db, row);
}

/** DELETE /admin/reports/{verticalId}/{accountType}/{path} (system admins): also off every account's chosen reports. */
export async function deleteReport(
  deps: Deps,
  access: AccessContext,
  key: ReportKeyParams,
  ip: string,
): Promise<{ id: number }> {
  const db = deps.database.db;
  const found = await findReportByKey(db, key);
  if (!found) throw HttpError.from(404, REPORT_ERRORS.notFound);
  await db.transaction(async (tx) => {
    await deleteReportRow(tx, found.id);
    await unselectReport(tx, found.id);
    await auditCallerChange(tx, access, {
      action: 'report.delete',
      targetType: 'report',
      targetId: found.id,
      details: keyOf(found),
      ip,
    });
  });
  return { id: found.id };
}

/**
 * For the account form (spec 1 §2 Reports): the chosen ids that are not active reports of the
 * vertical and report account type. Ids the account already held stay valid (a report switched off
 * later must not block editing the account).
 */
export async function unselectableReportIds(
  deps: Deps,
  filter: { verticalId: string; accountType: ReportAccountType | null; ids: number[]; keep: number[] },
): Promise<number[]> {
  if (filter.ids.length === 0) return [];
  if (filter.accountType === null) return filter.ids;
  const rows = await findReportsOfKind(deps.database.db, {
    verticalId: filter.verticalId,
    accountType: filter.accountType,
    ids: filter.ids,
  });
  const found = new Map(rows.map((r) => [r.id, r.isActive]));
  return filter.ids.filter((id) => !found.has(id) || (found.get(id) === false && !filter.keep.includes(id)));
}

/** A report definition by its key (the report screen opens it) or by its id (its URL test). */
export const reportByKey = (deps: Deps, key: { verticalId: string; accountType: string; path: string }) =>
  findReportByKey(deps.database.db, key);
export const reportById = (deps: Deps, id: number) => findReportById(deps.database.db, id);

/** The active reports of a vertical of these report account types (the /dashboards lists read them). */
export const reportsForAccount = (deps: Deps, verticalId: string, accountTypes: ReportAccountType[]) =>
  findReportsForAccount(deps.database.db, verticalId, accountTypes);
