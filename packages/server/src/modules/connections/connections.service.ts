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
import { auditAccountChange } from '../../identity/account-audit.ts';
import type { AccountAccess } from '../../identity/route-access.ts';
import { HttpError } from '../../platform/errors.ts';
import { mailConnectionRequest } from './connection-email.service.ts';
import { type ConnectionChange, emitConnectionChanges } from './connection-events.ts';
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

type RequestBody = { accounts: number[]; note: string };

/** How a request is sent: first (from none or an ended state) or again (while Pending). */
interface Sending {
  resent: boolean;
  /** whether the pair's current status allows it */
  allowed: (status: string | undefined) => boolean;
  refusal: { error: string; message: string };
  action: string;
}

/**
 * The brand's request to each named retailer: every pair is checked before anything changes, then
 * each is Pending with the note (its history records the sending) and the retailers' admins are emailed.
 */
async function sendRequests(deps: Deps, access: AccountAccess, body: RequestBody, ip: string, how: Sending) {
  const db = deps.database.db;
  const brand = await requireBrand(db, access);
  const retailers = await checkedRetailers(deps, brand.verticalId, body.accounts);
  const pairs: Array<{ retailer: AccountForConnections; existing: ConnectionRow | undefined }> = [];
  for (const retailer of retailers) {
    const existing = await findConnection(db, brand.id, retailer.id);
    if (!how.allowed(existing?.status)) throw HttpError.from(400, how.refusal);
    pairs.push({ retailer, existing });
  }
  const at = deps.now();
  const sent = await db.transaction(async (tx) => {
    const rows = [];
    for (const { retailer, existing } of pairs) {
      const row = await upsertConnection(tx, {
        brandAccountId: brand.id,
        retailerAccountId: retailer.id,
        status: 'Pending',
        // sent again without a note, the request keeps the note it had
        note: body.note || (how.resent ? (existing?.note ?? null) : null),
        at,
      });
      const recorded = how.resent ? 'Resent' : 'Pending';
      await recordTransition(tx, row.id, recorded, actorOf(access, 'retailConnect'), at, body.note || null);
      rows.push({ row, retailer });
    }
    return rows;
  });
  await audit(deps, access, how.action, { retailers: retailers.map((r) => r.id), note: body.note }, ip);
  for (const { row, retailer } of sent)
    await mailConnectionRequest(deps, { connectionId: row.id, brand, retailer, note: body.note, resent: how.resent });
  await emitConnectionChanges(
    deps,
    sent.map(({ row, retailer }) => ({
      connectionId: row.id,
      brandAccountId: brand.id,
      retailerAccountId: retailer.id,
      status: 'Pending',
    })),
  );
}

/** POST /accounts/connections/brand/{accountId} {accounts, note}: none → Pending, and the retailers' admins are emailed. */
export const requestConnections = (deps: Deps, access: AccountAccess, body: RequestBody, ip: string): Promise<void> =>
  sendRequests(deps, access, body, ip, {
    resent: false,
    allowed: (status) => status === undefined || ENDED.includes(status),
    refusal: CONNECTION_ERRORS.alreadyRequested,
    action: 'connection.request',
  });

/** POST /accounts/connections/brand/resend/{accountId} {accounts, note}: a Pending request is sent again with a note. */
export const resendConnections = (deps: Deps, access: AccountAccess, body: RequestBody, ip: string): Promise<void> =>
  sendRequests(deps, access, body, ip, {
    resent: true,
    allowed: (status) => status === 'Pending',
    refusal: CONNECTION_ERRORS.notPending,
    action: 'connection.resend',
  });

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
  const changes: ConnectionChange[] = [];
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
      changes.push({ connectionId: moved.id, brandAccountId: p.brandId, retailerAccountId: p.retailerId, status: to });
    }
  });
  await emitConnectionChanges(deps, changes);
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
  auditAccountChange(deps.database.db, access, { action, details, ip });
