import {
  BRAND_DATA_MISSING,
  type BrandDataMissingReason,
  type ConnectionStatus,
} from '@storelens/contract/api/connections';
import { PERMISSION_TYPES } from '@storelens/contract/domain/identity';
import type { Db } from '../../db/client.ts';
import { type BrandDataReads, noteBrandDataRead } from './brand-data-reads.service.ts';
import { controllingAccountId } from './connection-rules.ts';
import { findAccountForConnections, findBrandPermissions, findConnection } from './connections.queries.ts';
import { effectiveDataSettings } from './data-settings.service.ts';

export interface BrandDataAccess {
  /** true when the user may read at least the asked kind (or any kind when none is asked) */
  allowed: boolean;
  /** the data permission setting typeIds the retailer shares (empty unless connected and permitted) */
  kinds: number[];
  /** what is missing, in the order a user would fix it, each with the sentence the report shows */
  missing: Array<{ reason: BrandDataMissingReason; message: string }>;
  /** the brand's connection with the retailer (a managed retailer's is its rollup's), null when none */
  status: ConnectionStatus | null;
}

export interface BrandDataQuery {
  brandAccountId: number;
  retailerAccountId: number;
  /** the brand user reading; a system user passes the user-permission check (staff support) */
  user: { id: number; systemAccessLevel: string | null };
  /** a data permission setting typeId (e.g. Sales), or none to ask about any data */
  typeId?: number;
  /** the report request reading, whose access-log rows an allowed read joins; none for a mere check */
  reads?: BrandDataReads;
}

/**
 * THE rule of what a brand may see of a retailer's data, for every brand-facing read:
 * 1. the connection is Approved (a managed retailer's is its parent rollup's connection);
 * 2. the user holds global access (typeId 1) or this retailer's specific access (typeId 2) on the
 *    brand account — global overrides specific (spec 3 §6);
 * 3. only the kinds of data the retailer's data permission settings allow ('true').
 * An allowed read inside a report request (recordingBrandDataReads) goes into the retailer's access log.
 */
export async function brandDataAccess(db: Db, q: BrandDataQuery): Promise<BrandDataAccess> {
  const retailer = await findAccountForConnections(db, q.retailerAccountId);
  let status: ConnectionStatus | null = null;
  const none = (missing: BrandDataAccess['missing']): BrandDataAccess => ({
    allowed: false,
    kinds: [],
    missing,
    status,
  });
  if (!retailer) return none([{ reason: 'connection', message: BRAND_DATA_MISSING.connection('This retailer') }]);
  const missing: BrandDataAccess['missing'] = [];
  const connection = await findConnection(db, q.brandAccountId, controllingAccountId(retailer));
  status = (connection?.status as ConnectionStatus | undefined) ?? null;
  if (connection?.status !== 'Approved')
    missing.push({ reason: 'connection', message: BRAND_DATA_MISSING.connection(retailer.name) });
  if (q.user.systemAccessLevel === null) {
    const rows = await findBrandPermissions(db, [q.brandAccountId]);
    const permitted = rows.some(
      (r) =>
        r.userId === q.user.id &&
        (r.typeId === PERMISSION_TYPES.global ||
          (r.typeId === PERMISSION_TYPES.retailer && r.referenceId === retailer.id)),
    );
    if (!permitted) missing.push({ reason: 'permission', message: BRAND_DATA_MISSING.permission(retailer.name) });
  }
  const settings = await effectiveDataSettings(db, retailer);
  const shared = settings.filter((s) => s.value === 'true');
  if (q.typeId !== undefined && !shared.some((s) => s.typeId === q.typeId)) {
    const title = settings.find((s) => s.typeId === q.typeId)?.title ?? 'this kind of';
    missing.push({ reason: 'setting', message: BRAND_DATA_MISSING.setting(retailer.name, title) });
  } else if (q.typeId === undefined && shared.length === 0) {
    missing.push({ reason: 'setting', message: BRAND_DATA_MISSING.setting(retailer.name, 'any') });
  }
  if (missing.some((m) => m.reason !== 'setting')) return none(missing);
  const allowed = missing.length === 0;
  // the decision is the read: a report asks here for each retailer it reads (the access log)
  if (allowed)
    noteBrandDataRead(q.reads, { brandAccountId: q.brandAccountId, retailerAccountId: retailer.id, userId: q.user.id });
  return { allowed, kinds: shared.map((s) => s.typeId), missing, status };
}
