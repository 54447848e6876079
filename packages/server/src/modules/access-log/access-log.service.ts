import {
  ACCESS_LOG_CSV_COLUMNS,
  ACCESS_LOG_KEEP_DAYS,
  type AccessLogAnswer,
  type AccessLogEntry,
  type AccessLogReadersAnswer,
  describeReadFilters,
  reportNameOf,
} from '@storelens/contract/api/access-log';
import { csvCell } from '@storelens/contract/api/email-lists';
import type { Deps } from '../../deps.ts';
import type { AccountAccess } from '../../identity/route-access.ts';
import { requireRetailer } from '../connections/connection-rules.ts';
import {
  type AccessLogFilter,
  type AccessLogRow,
  countAccessLog,
  deleteBrandDataReadsBefore,
  findAccessLog,
  findAccessLogBrands,
  findAccessLogUsers,
} from './access-log.queries.ts';

const DAY_MS = 86_400_000;
/** The most rows one export holds (400 days of a busy retailer's reads fit well within it). */
const EXPORT_MAX_ROWS = 100_000;

/** The oldest moment the log still keeps. */
const keptSince = (now: Date) => new Date(now.getTime() - ACCESS_LOG_KEEP_DAYS * DAY_MS);

interface Filters {
  brandId?: number;
  userId?: number;
  /** inclusive UTC days, YYYY-MM-DD */
  from?: string;
  to?: string;
}

/** The checked retailer's filter: its days as UTC instants, never older than the log keeps. */
async function filterOf(deps: Deps, access: AccountAccess, q: Filters): Promise<AccessLogFilter> {
  // the Data Permissions rule: a Retailer or Retailer Rollup with the accountConnections page
  const retailer = await requireRetailer(deps.database.db, access);
  const kept = keptSince(deps.now());
  const from = q.from ? new Date(`${q.from}T00:00:00Z`) : kept;
  return {
    retailerAccountId: retailer.id,
    brandId: q.brandId,
    userId: q.userId,
    since: from > kept ? from : kept,
    before: q.to ? new Date(Date.parse(`${q.to}T00:00:00Z`) + DAY_MS) : undefined,
  };
}

const entryOf = (row: AccessLogRow): AccessLogEntry => ({
  id: row.id,
  readAt: row.readAt.toISOString(),
  brand: { id: row.brandId, name: row.brandName },
  user: row.userId === null ? null : { id: row.userId, name: row.userName ?? '', email: row.userEmail ?? '' },
  report: { key: row.reportKey, name: reportNameOf(row.reportKey) },
  filters: row.filters,
});

/** GET /accounts/settings/{accountId}/accessLog: a page of the reads, newest first, and how many match. */
export async function listAccessLog(
  deps: Deps,
  access: AccountAccess,
  q: Filters & { take: number; skip: number },
): Promise<AccessLogAnswer> {
  const db = deps.database.db;
  const filter = await filterOf(deps, access, q);
  const [rows, total] = await Promise.all([findAccessLog(db, filter, q), countAccessLog(db, filter)]);
  return { total, items: rows.map(entryOf) };
}

/** GET /accounts/settings/{accountId}/accessLog/readers: the brands and users the log names. */
export async function accessLogReaders(deps: Deps, access: AccountAccess): Promise<AccessLogReadersAnswer> {
  const db = deps.database.db;
  const { retailerAccountId, since } = await filterOf(deps, access, {});
  const [brands, users] = await Promise.all([
    findAccessLogBrands(db, retailerAccountId, since),
    findAccessLogUsers(db, retailerAccountId, since),
  ]);
  return { brands, users };
}

/** The CSV export's file name: the account and the days it covers. */
const exportFileName = (q: Filters, now: Date) =>
  `Access log ${q.from ?? keptSince(now).toISOString().slice(0, 10)} to ${q.to ?? now.toISOString().slice(0, 10)}.csv`;

/** GET /accounts/settings/{accountId}/accessLog/export: every matching read as CSV, newest first. */
export async function exportAccessLog(
  deps: Deps,
  access: AccountAccess,
  q: Filters,
): Promise<{ fileName: string; csv: string }> {
  const filter = await filterOf(deps, access, q);
  const rows = await findAccessLog(deps.database.db, filter, { take: EXPORT_MAX_ROWS, skip: 0 });
  const lines = rows.map((row) => {
    const e = entryOf(row);
    return [
      e.readAt,
      e.brand.name,
      e.user?.name ?? '',
      e.user?.email ?? '',
      e.report.name,
      describeReadFilters(e.filters),
    ]
      .map(csvCell)
      .join(',');
  });
  const csv = `${[ACCESS_LOG_CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
  return { fileName: exportFileName(q, deps.now()), csv };
}

/** The daily clean-up: removes the reads older than the log keeps (400 days); answers how many. */
export const deleteExpiredBrandDataReads = (deps: Deps): Promise<number> =>
  deleteBrandDataReadsBefore(deps.database.db, keptSince(deps.now()));
