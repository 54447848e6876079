import {
  LOCATION_EDIT_FIELDS,
  LOCATION_ERRORS,
  type Location,
  type LocationEditField,
  type LocationValues,
} from '@storelens/contract/api/locations';
import { isRetailerKind } from '@storelens/contract/domain/accounts';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { auditAccountChange } from '../../identity/account-audit.ts';
import type { AccountAccess } from '../../identity/route-access.ts';
import { HttpError } from '../../platform/errors.ts';
import { findChildAccountIds, findLocations, type StoredLocation, saveLocationEdits } from './locations.queries.ts';

/**
 * spec 3 §2 Locations: a Retailer or Retailer Rollup account whose vertical has the locations page
 * (the route already required its account admin). A rollup's locations include its retailers'.
 */
async function locationAccounts(db: Db, access: AccountAccess): Promise<number[]> {
  // the account and its vertical as the route rule read them when it checked the caller
  const found = access.account.found;
  const accountId = found.account.id;
  if (!isRetailerKind(found.account.accountType)) throw HttpError.from(403, LOCATION_ERRORS.notRetailer);
  if (found.vertical.pages?.locations !== true) throw HttpError.from(403, LOCATION_ERRORS.pageDisabled);
  if (found.account.accountType !== 'Retailer Rollup') return [accountId];
  return [accountId, ...(await findChildAccountIds(db, accountId))];
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** What a sync stores for each field (records.ts LocationRecord: name, address and what else the vendor has). */
const syncedValue = (synced: Record<string, unknown>, field: LocationEditField): string | null => str(synced[field]);

/** A location as the screen shows it: each field the user's edit when there is one, else the synced value. */
function toLocation(l: StoredLocation): Location {
  const value = (field: LocationEditField) =>
    Object.hasOwn(l.edits, field) ? (l.edits[field] ?? null) : syncedValue(l.synced, field);
  return {
    storeId: l.storeId,
    name: value('name') ?? l.storeId,
    street1: value('street1'),
    street2: value('street2'),
    city: value('city'),
    state: value('state'),
    zip: value('zip'),
    status: value('status'),
    entityType: value('entityType'),
    marketType: value('marketType'),
    openDate: value('openDate'),
    closeDate: value('closeDate'),
    locationType: value('locationType'),
    accountSourceId: l.sourceId,
    sourceName: l.sourceName,
    editedFields: LOCATION_EDIT_FIELDS.filter((f) => Object.hasOwn(l.edits, f)),
  };
}

/** GET /locations/{accountId} */
export async function listLocations(deps: Deps, access: AccountAccess): Promise<Location[]> {
  const ids = await locationAccounts(deps.database.db, access);
  return (await findLocations(deps.database.db, ids)).map(toLocation);
}

async function findOne(db: Db, ids: number[], sourceId: number, storeId: string): Promise<StoredLocation> {
  const [found] = await findLocations(db, ids, { sourceId, storeId });
  if (!found) throw HttpError.from(404, LOCATION_ERRORS.notFound);
  return found;
}

/** GET /locations/{accountId}/{accountSourceId}/{storeId} */
export async function getLocation(deps: Deps, access: AccountAccess, sourceId: number, storeId: string) {
  const db = deps.database.db;
  return toLocation(await findOne(db, await locationAccounts(db, access), sourceId, storeId));
}

/**
 * PUT /locations/{accountId}/{accountSourceId}/{storeId}: the fields that differ from what the sync
 * stored become the user's edits; a field set back to the synced value is the sync's again. The
 * sync keeps writing its own copy in the warehouse, so it updates only what the user has not changed
 *.
 */
export async function updateLocation(
  deps: Deps,
  access: AccountAccess,
  sourceId: number,
  storeId: string,
  body: LocationValues,
  ip: string,
): Promise<Location> {
  const db = deps.database.db;
  const found = await findOne(db, await locationAccounts(db, access), sourceId, storeId);
  const edits: Record<string, string | null> = {};
  for (const field of LOCATION_EDIT_FIELDS) {
    const next = body[field] ?? null;
    if (next !== syncedValue(found.synced, field)) edits[field] = next;
  }
  await saveLocationEdits(db, {
    accountId: access.account.id,
    sourceId,
    storeId,
    values: edits,
    userId: access.user.id,
    at: deps.now(),
  });
  await auditAccountChange(db, access, {
    action: 'location.update',
    targetType: 'location',
    targetId: `${sourceId}/${storeId}`,
    details: { edits },
    ip,
  });
  return getLocation(deps, access, sourceId, storeId);
}
