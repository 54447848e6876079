import type { RicsPreviewBody } from '@storelens/contract/api/sources';
import { isMaskedSecret, SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import type { Deps } from '../../deps.ts';
import type { AccessContext } from '../../identity/route-access.ts';
import { openSourceDetail } from '../../integrations/credentials.ts';
import type { RicsDetail } from '../../integrations/sources/rics/client.ts';
import { previewRics } from '../../integrations/sources/rics/preview.ts';
import { fromVendor, vendorOptions } from '../../integrations/vendor-check.ts';
import { HttpError } from '../../platform/errors.ts';
import { findSourceOfType } from './sources.queries.ts';

/**
 * POST /sources/rics/preview: up to 100 tickets of the last 7 days, asked of RICS by the server (the
 * page used to ask RICS itself, with a fixed host and an old date range). A saved source's form holds
 * the masked token: its id then names the source, whose account the route rule checked.
 */
export async function previewRicsSource(deps: Deps, access: AccessContext, body: RicsPreviewBody) {
  let token = body.token;
  if (isMaskedSecret(token)) {
    // the route rule checked the account of the source the body names (none when there is no such source)
    const source =
      body.sourceId && access.account
        ? await findSourceOfType(deps.database.db, access.account.id, body.sourceId, SOURCE_TYPE.rics)
        : null;
    if (!source) throw new HttpError(404, 'NotFound', 'Source not found');
    token = String((openSourceDetail(deps, source) as unknown as RicsDetail).token ?? '');
  }
  const detail: RicsDetail = {
    token,
    timezone: body.timezone ?? 'Etc/UTC',
    useAccountNumber: body.useAccountNumber === true,
  };
  const records = await fromVendor(deps, () => previewRics(detail, vendorOptions(deps)));
  return { records: records as unknown as Record<string, unknown>[] };
}
