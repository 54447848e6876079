import {
  CreateDestinationBody,
  type DestinationAnswer,
  type DestinationListItem,
  type UpdateDestinationBody,
  updateDestinationBodySchema,
} from '@storelens/contract/api/destinations';
import { DESTINATION_TYPE_NAMES, type DestinationTypeId } from '@storelens/contract/domain/connectors';
import { DESTINATION_SECRET_FIELDS } from '@storelens/contract/validation/destinations';
import { toFieldErrors } from '@storelens/contract/validation/sources';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { auditAccountChange } from '../../identity/account-audit.ts';
import type { AccountAccess } from '../../identity/route-access.ts';
import { maskDetail, mergeMaskedSecrets, sealDetail } from '../../integrations/connector-secrets.ts';
import { openDestinationDetail } from '../../integrations/credentials.ts';
import { checkWithVendor } from '../../integrations/vendor-check.ts';
import { fieldsError, HttpError } from '../../platform/errors.ts';
import {
  type DestinationRow,
  deleteDestinationRow,
  findAccountDestinations,
  findDestinationLinkStats,
  findDestination as findDestinationRow,
  insertDestination,
  updateDestinationRow,
} from './destinations.queries.ts';

const notFound = () => new HttpError(404, 'NotFound', 'Destination not found');

/** The checked account's destination, or 404. `db` may be a transaction. */
export async function findDestination(
  deps: Deps,
  access: AccountAccess,
  id: number,
  db: Db = deps.database.db,
): Promise<DestinationRow> {
  const row = await findDestinationRow(db, access.account.id, id);
  if (!row) throw notFound();
  return row;
}

async function toAnswer(deps: Deps, row: DestinationRow): Promise<DestinationAnswer> {
  const stats = await findDestinationLinkStats(deps.database.db, row.id);
  return {
    id: row.id,
    name: row.name,
    destinationTypeName: DESTINATION_TYPE_NAMES[row.destinationType as DestinationTypeId],
    sourceCount: stats.sourceCount,
    type: row.destinationType as DestinationTypeId,
    detail: maskDetail(row.detail, row.secrets, deps.secrets),
    startDate: null,
    loadingHistory: stats.loadingHistory,
  };
}

/** a destination is saved only when the vendor accepts it (every type has a client). */
const checkCredentials = async (deps: Deps, type: number, detail: Record<string, unknown>) => {
  const connector = deps.connectors.destinations[type as DestinationTypeId];
  await checkWithVendor(() => connector.check(detail), deps.log, 'detail');
};

/** The audit row of a change to one of the account's destinations, in the change's transaction. */
const auditDestination = (tx: Db, access: AccountAccess, action: string, id: number, ip: string | undefined) =>
  auditAccountChange(tx, access, { action, targetType: 'destination', targetId: id, ip });

/** The dashboard's Destinations list: name, type name and source count (spec 2 §2). */
export async function listDestinations(deps: Deps, access: AccountAccess): Promise<DestinationListItem[]> {
  const rows = await findAccountDestinations(deps.database.db, access.account.id);
  return rows.map((r) => ({
    ...r,
    type: r.type as DestinationTypeId,
    sourceCount: Number(r.sourceCount),
    destinationTypeName: DESTINATION_TYPE_NAMES[r.type as DestinationTypeId],
  }));
}

export async function getDestination(deps: Deps, access: AccountAccess, id: number) {
  return toAnswer(deps, await findDestination(deps, access, id));
}

/** POST /destinations/{accountId}/: validated by the route, checked with the vendor, secrets sealed. */
export async function createDestination(deps: Deps, access: AccountAccess, body: CreateDestinationBody, ip?: string) {
  // the vendor is asked before anything is written
  await checkCredentials(deps, body.type, body.detail);
  const sealed = sealDetail(deps.secrets, body.detail, DESTINATION_SECRET_FIELDS[body.type]);
  const row = await deps.database.db.transaction(async (tx) => {
    const inserted = await insertDestination(tx, {
      accountId: access.account.id,
      name: body.name,
      destinationType: body.type,
      detail: sealed.detail,
      secrets: sealed.secrets,
    });
    await auditDestination(tx, access, 'destination.create', inserted.id, ip);
    return inserted;
  });
  return toAnswer(deps, row);
}

/** PATCH /destinations/{accountId}/{id}: the type is fixed; masked secrets stay as they were. */
export async function updateDestination(
  deps: Deps,
  access: AccountAccess,
  id: number,
  body: UpdateDestinationBody,
  ip?: string,
) {
  const row = await findDestination(deps, access, id);
  const type = row.destinationType as DestinationTypeId;
  const stored = openDestinationDetail(deps, row);
  const parsed = updateDestinationBodySchema(type, stored).safeParse({
    name: body.name,
    detail: mergeMaskedSecrets(body.detail, stored),
  });
  if (!parsed.success) {
    throw fieldsError(toFieldErrors(parsed.error));
  }
  await checkCredentials(deps, type, parsed.data.detail);
  const sealed = sealDetail(deps.secrets, parsed.data.detail, DESTINATION_SECRET_FIELDS[type]);
  const updated = await deps.database.db.transaction(async (tx) => {
    const changed = await updateDestinationRow(tx, row.id, {
      name: parsed.data.name,
      detail: sealed.detail,
      secrets: sealed.secrets,
      updatedAt: deps.now(),
    });
    await auditDestination(tx, access, 'destination.update', row.id, ip);
    return changed;
  });
  return toAnswer(deps, updated!);
}

/** DELETE /destinations/{accountId}/{id}: refused while a source still sends to it. */
export async function deleteDestination(deps: Deps, access: AccountAccess, id: number, ip?: string) {
  // the check and the delete in one transaction; a link added meanwhile is refused by the foreign key
  return deps.database.db.transaction(async (tx) => {
    const row = await findDestination(deps, access, id, tx);
    const { sourceCount } = await findDestinationLinkStats(tx, row.id);
    if (sourceCount > 0)
      throw new HttpError(
        400,
        'DestinationInUse',
        `This destination is used by ${sourceCount} source${sourceCount === 1 ? '' : 's'}; remove it from them first.`,
      );
    await deleteDestinationRow(tx, row.id);
    await auditDestination(tx, access, 'destination.delete', row.id, ip);
    return { id: row.id };
  });
}

/** The create body parsed the way the route does (used by the demo seed). */
export const parseCreateDestination = (body: unknown) => CreateDestinationBody.parse(body);
