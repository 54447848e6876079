import type {
  BlueshiftTestEventBody,
  UqubeDatabasesAnswer,
  ZaiusListsAnswer,
  ZaiusListsBody,
} from '@storelens/contract/api/destinations';
import type { MessageAnswer } from '@storelens/contract/api/profile';
import { DESTINATION_TYPE, isMaskedSecret } from '@storelens/contract/domain/connectors';
import type { Deps } from '../../deps.ts';
import type { AccessContext } from '../../identity/route-access.ts';
import { openDestinationDetail } from '../../integrations/credentials.ts';
import { sendBlueshiftTestEvent } from '../../integrations/destinations/blueshift/client.ts';
import { fetchUqubeDatabases } from '../../integrations/destinations/uqube/client.ts';
import { fetchZaiusLists } from '../../integrations/destinations/zaius/client.ts';
import { fromVendor, vendorOptions } from '../../integrations/vendor-check.ts';
import { fieldError, HttpError } from '../../platform/errors.ts';
import { findDestination } from './destinations.service.ts';

/**
 * spec 2 §7 "Customer-data platform lists: takes the privateKey". A saved destination's id may stand
 * in for its masked key, in the account of `?accountId` that the route rule checked.
 */
export async function listZaiusLists(
  deps: Deps,
  access: AccessContext,
  body: ZaiusListsBody,
): Promise<ZaiusListsAnswer> {
  let privateKey: string;
  if ('privateKey' in body) privateKey = body.privateKey;
  else {
    // the route rule checked the account of `?accountId`
    if (!access.account) throw new HttpError(400, 'ValidationError', 'accountId is required with destinationId');
    const row = await findDestination(deps, { ...access, account: access.account }, body.destinationId);
    privateKey = String(openDestinationDetail(deps, row).privateKey ?? '');
  }
  const lists = await fromVendor(deps, () => fetchZaiusLists(privateKey, vendorOptions(deps)));
  return { lists };
}

/**
 * spec 2 §7 Blueshift test event: one event of the chosen kind, sent with the form's Event API key.
 * On a saved destination the form holds the masked key: the destination's stored key is used, once
 * from the account of `?accountId` that the route rule checked (the mask itself is never sent to Blueshift).
 */
export async function sendTestEvent(
  deps: Deps,
  access: AccessContext,
  body: BlueshiftTestEventBody,
): Promise<MessageAnswer> {
  let eventKey = body.eventKey;
  if (isMaskedSecret(eventKey)) {
    // the route rule checked the account of `?accountId`
    if (body.destinationId === undefined || !access.account)
      throw fieldError('eventKey', 'Enter the Event Key, or save the destination first.');
    const row = await findDestination(deps, { ...access, account: access.account }, body.destinationId);
    if (row.destinationType !== DESTINATION_TYPE.blueshift)
      throw new HttpError(400, 'ValidationError', 'This destination is not a Blueshift destination.');
    eventKey = String(openDestinationDetail(deps, row).eventKey ?? '');
  }
  await fromVendor(deps, () => sendBlueshiftTestEvent(eventKey, body.event, vendorOptions(deps)));
  return { status: 'Success', message: 'Test event sent.' };
}

/** spec 2 §7 GET /destinations/uqube/databases: the databases the server's UQube key may load into. */
export async function listUqubeDatabases(deps: Deps): Promise<UqubeDatabasesAnswer> {
  return fromVendor(deps, () => fetchUqubeDatabases(vendorOptions(deps)));
}
