import type { Deps } from '../../deps.ts';
import { findUserVerticalIds } from '../../identity/account-access.queries.ts';
import type { AccessContext } from '../../identity/route-access.ts';
import { writeAudit } from '../../platform/audit.ts';
import {
  findBrandAccountSummary,
  findBrandCategorySummary,
  findBrandPreview,
  findDestinationBrands,
  findMappingSummary,
  findRetailerBrandAccounts,
  saveMapping,
} from './brand-mapping.queries.ts';

/** The verticals whose products a system user sees (null: all; internal users may be limited). */
async function visibleVerticals(deps: Deps, access: AccessContext): Promise<string[] | null> {
  const limits = await findUserVerticalIds(deps.database.db, access.user.id);
  return limits.length > 0 ? limits : null;
}

type SummaryQuery = Parameters<typeof findMappingSummary>[2];

/** GET /products/brand/mappingSummary (spec 3 §7). */
export async function mappingSummary(deps: Deps, access: AccessContext, q: SummaryQuery) {
  return findMappingSummary(deps.database.db, await visibleVerticals(deps, access), q);
}

/** GET /products/brand/: the brands a source brand can be mapped to. */
export async function destinationBrands(deps: Deps, access: AccessContext) {
  return findDestinationBrands(deps.database.db, await visibleVerticals(deps, access));
}

export async function brandAccountSummary(deps: Deps, access: AccessContext, sourceBrand: string) {
  return findBrandAccountSummary(deps.database.db, await visibleVerticals(deps, access), sourceBrand);
}

export async function brandCategorySummary(deps: Deps, access: AccessContext, sourceBrand: string) {
  return findBrandCategorySummary(deps.database.db, await visibleVerticals(deps, access), sourceBrand);
}

export async function brandPreview(deps: Deps, access: AccessContext, sourceBrand: string) {
  return findBrandPreview(deps.database.db, await visibleVerticals(deps, access), sourceBrand);
}

/**
 * PUT /products/brand/mapping/{sourceBrand}: maps (or, with null, unmaps) a source brand. From then
 * on the retailers' products of that brand count as the destination brand's (the summaries read
 * the mapping), and the retailers carrying it are re-tagged.
 */
export async function mapBrand(
  deps: Deps,
  access: AccessContext,
  sourceBrand: string,
  destinationBrand: string | null,
  ip: string,
) {
  const db = deps.database.db;
  await saveMapping(db, sourceBrand, destinationBrand);
  await writeAudit(db, {
    action: 'brand.map',
    actorUserId: access.user.id,
    impersonatorUserId: access.impersonatorUserId,
    targetType: 'sourceBrand',
    targetId: sourceBrand.slice(0, 200),
    details: { destinationBrand },
    ip,
  });
  for (const accountId of await findRetailerBrandAccounts(db, sourceBrand))
    await deps.sendJob('product-retag', { accountId });
  return { sourceBrand, destinationBrand };
}
