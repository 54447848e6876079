import type { TaggingMetadataAnswer } from '@storelens/contract/api/product-tagging';
import { VerticalTagging } from '@storelens/contract/api/verticals';
import type { Deps } from '../../deps.ts';
import type { AccessContext } from '../../identity/route-access.ts';
import { requireVerticalAccess } from './tagging-owner.service.ts';

/** GET /products/tagging/metadata/{verticalId}: what the tagging screens offer (spec 3 §3). */
export async function taggingMetadata(
  deps: Deps,
  access: AccessContext,
  verticalId: string,
): Promise<TaggingMetadataAnswer> {
  const vertical = await requireVerticalAccess(deps, access, verticalId);
  const parsed = VerticalTagging.safeParse(vertical.tagging ?? {});
  const t = parsed.success ? parsed.data : VerticalTagging.parse({});
  return {
    BRAND_COLUMNS: t.brandColumns,
    RETAILER_COLUMNS: t.retailerColumns,
    CATEGORIES: t.categories,
    GENDERS: t.genders,
    COLORS: t.colors,
    STANDARD_COLUMNS: {
      gender: t.standardColumns.gender ?? '',
      family: t.standardColumns.family ?? '',
      color: t.standardColumns.color ?? '',
    },
    EXTENSION_FIELDS: t.extensionFields,
    RETAILER_PREVIEW: t.retailerPreview,
    BRAND_PREVIEW: t.brandPreview,
    IS_REQUIRED: t.isRequired,
  };
}
