import type { BlueshiftTestEventBody, ZaiusListsAnswer, ZaiusListsBody } from '@storelens/contract/api/destinations';
import type { MessageAnswer } from '@storelens/contract/api/profile';
import type { Deps } from '../../deps.ts';
import { requireAccountAccess } from '../../identity/account-access.ts';
import type { AccessContext } from '../../identity/route-access.ts';
import { sendBlueshiftTestEvent } from '../../integrations/destinations/blueshift/client.ts';
import { fetchZaiusLists } from '../../integrations/destinations/zaius/client.ts';
import { fromVendor, vendorOptions } from '../../integrations/vendor-check.ts';
import { HttpError } from '../../platform/errors.ts';
import { findDestination, openDestinationDetail } from './destinations.service.ts';

/**
 * spec 2 §7 "Customer-data platform lists: takes the privateKey". A saved destination's id may stand
 * in for its masked key; the caller must then see that destination's account.
 */
export async function listZaiusLists(
  deps: Deps,
  access: AccessContext,
  body: ZaiusListsBody,
  accountId: number | undefined,
): Promise<ZaiusListsAnswer> {
  let privateKey: string;
  if ('privateKey' in body) privateKey = body.privateKey;
  else {
    if (!accountId) throw new HttpError(400, 'ValidationError', 'accountId is required with destinationId');
    await requireAccountAccess(deps.database.db, access.user, accountId);
    const row = await findDestination(deps, accountId, body.destinationId);
    privateKey = String(openDestinationDetail(deps, row).privateKey ?? '');
  }
  const lists = await fromVendor(deps, () => fetchZaiusLists(privateKey, vendorOptions(deps)));
  return { lists };
}

/** spec 2 §7 Blueshift test event: one event of the chosen kind, sent with the form's Event API key. */
export async function sendTestEvent(deps: Deps, body: BlueshiftTestEventBody): Promise<MessageAnswer> {
  await fromVendor(deps, () => sendBlueshiftTestEvent(body.eventKey, body.event, vendorOptions(deps)));
  return { status: 'Success', message: 'Test event sent.' };
}
