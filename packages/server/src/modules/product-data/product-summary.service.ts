import type { Deps } from '../../deps.ts';
import type { AccessContext } from '../../identity/route-access.ts';
import { requireVerticalAccess } from '../product-tagging/tagging-owner.service.ts';
import { findBrandSummary, findRetailerSummary, type SummaryQuery } from './product-summary.queries.ts';

/** GET /products/adminSummary/{verticalId} (spec 1 §2, §7). */
export async function retailerSummary(deps: Deps, access: AccessContext, verticalId: string, q: SummaryQuery) {
  const vertical = await requireVerticalAccess(deps, access, verticalId);
  return findRetailerSummary(deps.database.db, vertical.id, q);
}

/** GET /products/brandAdminSummary/{verticalId} (spec 1 §2, §7). */
export async function brandSummary(deps: Deps, access: AccessContext, verticalId: string, q: SummaryQuery) {
  const vertical = await requireVerticalAccess(deps, access, verticalId);
  const summary = await findBrandSummary(deps.database.db, vertical.id, q);
  // spec 1 §3 'name (or brand)': a brand table's row names its brand
  return { ...summary, rows: summary.rows.map((row) => ({ ...row, brand: row.name })) };
}
