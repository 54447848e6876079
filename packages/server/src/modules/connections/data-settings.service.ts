import { CONNECTION_ERRORS, type DataPermissionSetting } from '@storelens/contract/api/connections';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { AccountAccess } from '../../identity/route-access.ts';
import { writeAudit } from '../../platform/audit.ts';
import { HttpError } from '../../platform/errors.ts';
import { controllingAccountId, isManaged, requireRetailer, verticalDataPermissions } from './connection-rules.ts';
import { type AccountForConnections, findDataSettings, upsertDataSetting } from './connections.queries.ts';

/**
 * The settings in force for a retailer (spec 3 §3 Data permission setting): the vertical's list,
 * each with the value the retailer chose or the vertical's default. A managed retailer's values are
 * its parent rollup's (spec 3 §4).
 */
export async function effectiveDataSettings(db: Db, retailer: AccountForConnections): Promise<DataPermissionSetting[]> {
  const chosen = await findDataSettings(db, controllingAccountId(retailer));
  return verticalDataPermissions(retailer.metadata).map((p) => ({
    typeId: p.typeId,
    title: p.title,
    description: p.description ?? '',
    value: String(chosen.get(p.typeId) ?? p.defaultValue) as 'true' | 'false',
  }));
}

/** GET /accounts/settings/retailerDataPermissions/{accountId}: the Industry tab's settings. */
export async function listDataSettings(deps: Deps, access: AccountAccess): Promise<DataPermissionSetting[]> {
  const retailer = await requireRetailer(deps.database.db, access);
  return effectiveDataSettings(deps.database.db, retailer);
}

/** GET /accounts/settings/{accountId}/{typeId}: one setting. */
export async function getDataSetting(
  deps: Deps,
  access: AccountAccess,
  typeId: number,
): Promise<DataPermissionSetting> {
  const setting = (await listDataSettings(deps, access)).find((s) => s.typeId === typeId);
  if (!setting) throw HttpError.from(404, CONNECTION_ERRORS.unknownSetting);
  return setting;
}

/** POST /accounts/settings/{accountId} {typeId, value}: read-only for a managed account (spec 3 §4). */
export async function saveDataSetting(
  deps: Deps,
  access: AccountAccess,
  body: { typeId: number; value: 'true' | 'false' },
  ip: string,
): Promise<DataPermissionSetting> {
  const db = deps.database.db;
  const retailer = await requireRetailer(db, access);
  if (isManaged(retailer)) throw HttpError.from(403, CONNECTION_ERRORS.managed);
  if (!verticalDataPermissions(retailer.metadata).some((p) => p.typeId === body.typeId))
    throw HttpError.from(400, {
      ...CONNECTION_ERRORS.unknownSetting,
      fields: { typeId: CONNECTION_ERRORS.unknownSetting.message },
    });
  await upsertDataSetting(db, {
    accountId: retailer.id,
    typeId: body.typeId,
    value: body.value === 'true',
    userId: access.user.id,
    at: deps.now(),
  });
  await writeAudit(db, {
    action: 'connection.dataSetting',
    actorUserId: access.user.id,
    impersonatorUserId: access.impersonatorUserId,
    accountId: retailer.id,
    details: { typeId: body.typeId, value: body.value },
    ip,
  });
  return getDataSetting(deps, access, body.typeId);
}
