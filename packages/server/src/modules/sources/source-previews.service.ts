import type { LightspeedPreviewQuery } from '@storelens/contract/api/sources';
import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import type { Deps } from '../../deps.ts';
import type { AccessContext } from '../../identity/route-access.ts';
import { openSourceDetail } from '../../integrations/credentials.ts';
import type { LightspeedDetail } from '../../integrations/sources/lightspeed/client.ts';
import { previewLightspeed } from '../../integrations/sources/lightspeed/preview.ts';
import { fromVendor, vendorOptions } from '../../integrations/vendor-check.ts';
import { HttpError } from '../../platform/errors.ts';
import { findSourceOfType } from './sources.queries.ts';

/**
 * A Lightspeed source's preview: its saved connection, with the form's not yet saved identifier
 * settings over the saved ones. The source id alone names the account: the route rule checked the
 * source's account (none when there is no such source).
 */
export async function previewLightspeedSource(
  deps: Deps,
  access: AccessContext,
  id: number,
  unsaved: LightspeedPreviewQuery = {},
) {
  const source = access.account
    ? await findSourceOfType(deps.database.db, access.account.id, id, SOURCE_TYPE.lightspeed)
    : undefined;
  if (!source) throw new HttpError(404, 'NotFound', 'Source not found');
  const detail = openSourceDetail(deps, source) as unknown as LightspeedDetail;
  // the same object: a token renewed during the preview is stored through it
  if (unsaved.ecomIdentifierType) detail.ecomIdentifierType = unsaved.ecomIdentifierType;
  if (unsaved.ecomIdentifier !== undefined) detail.ecomIdentifier = unsaved.ecomIdentifier;
  const records = await fromVendor(deps, () => previewLightspeed(detail, vendorOptions(deps)));
  return { records: records as unknown as Record<string, unknown>[] };
}
