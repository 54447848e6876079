import {
  CONNECTION_ERRORS,
  CONNECTION_HISTORY_LIMIT,
  CONNECTION_SOURCES,
  type Connection,
  type ConnectionHistoryEntry,
  type ConnectionSource,
} from '@storelens/contract/api/connections';
import { PERMISSION_TYPES } from '@storelens/contract/domain/identity';
import type { Deps } from '../../deps.ts';
import type { AccountAccess } from '../../identity/route-access.ts';
import { writeAudit } from '../../platform/audit.ts';
import { HttpError } from '../../platform/errors.ts';
import { mailConnectionRequest } from './connection-email.service.ts';
import {
  type Actor,
  controllingAccountId,
  isManaged,
  recordTransition,
  requireBrand,
  requireRetailer,
} from './connection-rules.ts';
import {
  type AccountForConnections,
  type ConnectionRow,
  findAccountForConnections,
  findBrandPermissions,
  findConnection,
  findHistory,
  listBrandsForRetailer,
  listRetailersForBrand,
  moveConnection,
  upsertConnection,
} from './connections.queries.ts';

/** The statuses that read as "none" on the screens: the pair can be requested or added again. */
const ENDED = ['Declined', 'Revoked', 'Removed'];
const shown = (status: string | null): Connection['status'] =>
  status === 'Approved' || status === 'Pending' ? status : null;

const actorOf = (access: AccountAccess, source: ConnectionSource): Actor => ({
  user: access.user,
  accountId: access.account.id,
  source,
});

/**
 * spec 3 §3 userCount: per retailer, the brand users who may see its data — global users plus that
 * retailer's specific users (spec 3 §6: global overrides specific).
 */
async function userCounter(deps: Deps, brandIds: number[]) {
  const rows = await findBrandPermissions(deps.database.db, brandIds);
  return (brandId: number, retailerId: number): number => {
    const users = new Set<number>();
    for (const r of rows) {
      if (r.accountId !== brandId) continue;
      if (
        r.typeId === PERMISSION_TYPES.global ||
        (r.typeId === PERMISSION_TYPES.retailer && r.referenceId === retailerId)
      )
        users.add(r.userId);
    }
    return users.size;
  };
}

/** GET /accounts/connections/brand/{accountId}: the vertical's retailers with their status (spec 3 §2). */
export async function listBrandConnections(deps: Deps, access: AccountAccess): Promise<Connection[]> {
  const brand = await requireBrand(deps.database.db, access);
  const rows = await listRetailersForBrand(deps.database.db, brand.id, brand.verticalId);
  const count = await userCounter(deps, [brand.id]);
  return rows.map((r) => ({
    accountId: r.id,
    name: r.name,
    status: shown(r.status),
    statusDate: r.status && shown(r.status) ? (r.statusDate?.toISOString() ?? null) : null,
    isManagedAccount: r.managed,
    parentAccount: r.parentName,
    userCount: count(brand.id, r.id),
    note: shown(r.status) ? r.note : null,
  }));
}

/**
 * The retailers a brand call names, all checked before anything changes: each must be a retailer
 * of the brand's vertical that is not managed by its parent (spec 3 §2: not selectable).
 */
async function checkedRetailers(deps: Deps, verticalId: string, ids: number[]) {
  const db = deps.database.db;
  const out = [];
  for (const id of [...new Set(ids)]) {
    const r = await findAccountForConnections(db, id);
    const retailerKind = r && (r.accountType === 'Retailer' || r.accountType === 'Retailer Rollup');
    if (!r || !retailerKind || r.verticalId !== verticalId) throw HttpError.from(400, CONNECTION_ERRORS.unknownAccount);
    if (isManaged(r)) throw HttpError.from(400, CONNECTION_ERRORS.managed);
    out.push(r);
  }
  return out;
}

/** POST /accounts/connections/brand/{accountId} {accounts, note}: none → Pending, and the retailers' admins are emailed. */
export async function requestConnections(
  deps: Deps,
  access: AccountAccess,
  body: { accounts: number[]; note: string },
  ip: string,
): Promise<void> {
  const db = deps.database.db;
  const brand = await requireBrand(db, access);
  const retailers = await checkedRetailers(deps, brand.verticalId, body.accounts);
  for (const r of retailers) {
    const existing = await findConnection(db, brand.id, r.id);
    if (existing && !ENDED.includes(existing.status)) throw HttpError.from(400, CONNECTION_ERRORS.alreadyRequested);
  }
  const at = deps.now();
  const made = await db.transaction(async (tx) => {
    const rows = [];
    for (const r of retailers) {
      const row = await upsertConnection(tx, {
        brandAccountId: brand.id,
        retailerAccountId: r.id,
        status: 'Pending',
        note: body.note || null,
        at,
      });
      await recordTransition(tx, row.id, 'Pending', actorOf(access, 'retailConnect'), at, body.note || null);
      rows.push({ row, retailer: r });
    }
    return rows;
  });
  await audit(deps, access, 'connection.request', { retailers: retailers.map((r) => r.id), note: body.note }, ip);
  for (const { row, retailer } of made)
    await mailConnectionRequest(deps, { connectionId: row.id, brand, retailer, note: body.note, resent: false });
}

/** POST /accounts/connections/brand/resend/{accountId} {accounts, note}: a Pending request is sent again with a note. */
export async function resendConnections(
  deps: Deps,
  access: AccountAccess,
  body: { accounts: number[]; note: string },
  ip: string,
): Promise<void> {
  const db = deps.database.db;
  const brand = await requireBrand(db, access);
  const retailers = await checkedRetailers(deps, brand.verticalId, body.accounts);
  const pending: Array<{ row: ConnectionRow; retailer: AccountForConnections }> = [];
  for (const r of retailers) {
    const row = await findConnection(db, brand.id, r.id);
    if (row?.status !== 'Pending') throw HttpError.from(400, CONNECTION_ERRORS.notPending);
    pending.push({ row, retailer: r });
  }
  const at = deps.now();
  await db.transaction(async (tx) => {
    for (const { row } of pending) {
      await upsertConnection(tx, {
        brandAccountId: brand.id,
        retailerAccountId: row.retailerAccountId,
        status: 'Pending',
        note: body.note || row.note,
        at,
      });
      await recordTransition(tx, row.id, 'Resent', actorOf(access, 'retailConnect'), at, body.note || null);
    }
  });
  await audit(deps, access, 'connection.resend', { retailers: retailers.map((r) => r.id), note: body.note }, ip);
  for (const { row, retailer } of pending)
    await mailConnectionRequest(deps, { connectionId: row.id, brand, retailer, note: body.note, resent: true });
}

/** POST /accounts/connections/brand/revoke/{accountId} {accounts}: Pending → Revoked, Approved → Removed (spec 3 §8 'Remove retailers'). */
export async function revokeConnections(
  deps: Deps,
  access: AccountAccess,
  body: { accounts: number[] },
  ip: string,
): Promise<void> {
  const db = deps.database.db;
  const brand = await requireBrand(db, access);
  const retailers = await checkedRetailers(deps, brand.verticalId, body.accounts);
  await transition(deps, access, 'retailConnect', {
    pairs: retailers.map((r) => ({ brandId: brand.id, retailerId: r.id })),
    // a pending request is taken back (Revoked); access already given is given up (Removed)
    from: (status) => (status === 'Pending' ? 'Revoked' : status === 'Approved' ? 'Removed' : null),
    refusal: CONNECTION_ERRORS.notConnected,
  });
  await audit(deps, access, 'connection.revoke', { retailers: retailers.map((r) => r.id) }, ip);
}

/** Moves every named pair from one of `from` to `to`, or none of them (400 with `refusal`). */
async function transition(
  deps: Deps,
  access: AccountAccess,
  source: ConnectionSource,
  t: {
    pairs: Array<{ brandId: number; retailerId: number }>;
    from: string[] | ((status: string | null) => string | null);
    to?: string;
    refusal: { error: string; message: string };
  },
): Promise<void> {
  const db = deps.database.db;
  const at = deps.now();
  const target = (status: string | null) =>
    typeof t.from === 'function' ? t.from(status) : status !== null && t.from.includes(status) ? (t.to ?? null) : null;
  for (const p of t.pairs) {
    const row = await findConnection(db, p.brandId, p.retailerId);
    if (target(row?.status ?? null) === null) throw HttpError.from(400, t.refusal);
  }
  await db.transaction(async (tx) => {
    for (const p of t.pairs) {
      const row = await findConnection(tx, p.brandId, p.retailerId);
      const from = row?.status ?? null;
      const to = target(from);
      if (to === null) throw HttpError.from(400, t.refusal);
      const moved = row
        ? (await moveConnection(tx, row.id, [row.status], to, at)) && row
        : await upsertConnection(tx, { brandAccountId: p.brandId, retailerAccountId: p.retailerId, status: to, at });
      if (!moved) throw HttpError.from(400, t.refusal);
      await recordTransition(tx, moved.id, to, actorOf(access, source), at);
    }
  });
}

/** GET /accounts/connections/retailer/{accountId}: the vertical's brands with their status (spec 3 §2). */
export async function listRetailerConnections(deps: Deps, access: AccountAccess): Promise<Connection[]> {
  const db = deps.database.db;
  const retailer = await requireRetailer(db, access);
  const governing = controllingAccountId(retailer);
  const managed = isManaged(retailer);
  const rows = await listBrandsForRetailer(db, governing, retailer.verticalId);
  const count = await userCounter(
    deps,
    rows.filter((r) => r.status === 'Approved').map((r) => r.id),
  );
  return rows.map((r) => ({
    accountId: r.id,
    name: r.name,
    status: shown(r.status),
    statusDate: shown(r.status) ? (r.statusDate?.toISOString() ?? null) : null,
    isManagedAccount: managed,
    parentAccount: managed ? retailer.parentName : null,
    userCount: r.status === 'Approved' ? count(r.id, retailer.id) : 0,
    note: shown(r.status) ? r.note : null,
  }));
}

/** The brands a retailer call names: Brand accounts of its vertical. The retailer must not be managed. */
async function checkedBrands(deps: Deps, access: AccountAccess, ids: number[]) {
  const db = deps.database.db;
  const retailer = await requireRetailer(db, access);
  if (isManaged(retailer)) throw HttpError.from(403, CONNECTION_ERRORS.managed);
  const brands = [];
  for (const id of [...new Set(ids)]) {
    const b = await findAccountForConnections(db, id);
    if (b?.accountType !== 'Brand' || b.verticalId !== retailer.verticalId)
      throw HttpError.from(400, CONNECTION_ERRORS.unknownAccount);
    brands.push(b);
  }
  return { retailer, brands };
}

/** POST /accounts/connections/retailer/add/{accountId} {accounts}: Pending (approve) or none (connect) → Approved. */
export async function addBrands(deps: Deps, access: AccountAccess, body: { accounts: number[] }, ip: string) {
  const { retailer, brands } = await checkedBrands(deps, access, body.accounts);
  await transition(deps, access, 'dataPermissions', {
    pairs: brands.map((b) => ({ brandId: b.id, retailerId: retailer.id })),
    from: (status) => (status === 'Approved' ? null : 'Approved'),
    refusal: CONNECTION_ERRORS.alreadyRequested,
  });
  await audit(deps, access, 'connection.add', { brands: brands.map((b) => b.id) }, ip);
}

/** POST /accounts/connections/retailer/remove/{accountId} {accounts}: Approved → Removed, Pending → Declined (deny). */
export async function removeBrands(deps: Deps, access: AccountAccess, body: { accounts: number[] }, ip: string) {
  const { retailer, brands } = await checkedBrands(deps, access, body.accounts);
  await transition(deps, access, 'dataPermissions', {
    pairs: brands.map((b) => ({ brandId: b.id, retailerId: retailer.id })),
    from: (status) => (status === 'Approved' ? 'Removed' : status === 'Pending' ? 'Declined' : null),
    refusal: CONNECTION_ERRORS.notConnected,
  });
  await audit(deps, access, 'connection.remove', { brands: brands.map((b) => b.id) }, ip);
}

/** GET /accounts/connections/retailer/history/{accountId}/{brandAccountId}: the newest 10 entries. */
export async function connectionHistoryOf(
  deps: Deps,
  access: AccountAccess,
  brandAccountId: number,
): Promise<ConnectionHistoryEntry[]> {
  const db = deps.database.db;
  const retailer = await requireRetailer(db, access);
  const row = await findConnection(db, brandAccountId, controllingAccountId(retailer));
  if (!row) return [];
  const entries = await findHistory(db, row.id, CONNECTION_HISTORY_LIMIT);
  return entries.map((e) => ({
    status: e.status as ConnectionHistoryEntry['status'],
    isSystemUser: e.isSystemUser,
    source: sourceLabel(e.source),
    firstName: e.firstName,
    lastName: e.lastName,
    createdAt: e.createdAt.toISOString(),
    accountName: e.accountName ?? null,
  }));
}

const sourceLabel = (source: string): string => CONNECTION_SOURCES[source as ConnectionSource] ?? source;

const audit = (deps: Deps, access: AccountAccess, action: string, details: Record<string, unknown>, ip: string) =>
  writeAudit(deps.database.db, {
    action,
    actorUserId: access.user.id,
    impersonatorUserId: access.impersonatorUserId,
    accountId: access.account.id,
    details,
    ip,
  });
