import { isSystemAdmin } from '@storelens/contract/access/roles';
import {
  type AddEmailBody,
  type CreateEmailListBody,
  EMAIL_LIST_ERRORS,
  type EmailEntry,
  type EmailList,
  type Unsubscribe,
} from '@storelens/contract/api/email-lists';
import type { MessageAnswer } from '@storelens/contract/api/profile';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { findUserVerticalIds } from '../../identity/account-access.queries.ts';
import { toAccessUser } from '../../identity/guards.ts';
import type { AccessContext } from '../../identity/route-access.ts';
import { auditCallerChange } from '../../platform/audit.ts';
import { HttpError } from '../../platform/errors.ts';
import { queueMail } from '../../platform/mail.ts';
import { mailTemplates } from '../../platform/mail-templates.ts';
import { issuePreferencesLink } from '../preferences/preferences.service.ts';
import {
  deleteEntry,
  deleteUnsubscribe,
  type EmailListRow,
  findEmailList,
  findEmailLists,
  findEntries,
  findEntry,
  findUnsubscribes,
  insertEmailList,
  insertEntries,
  isUnsubscribed,
  verticalExists,
} from './email-lists.queries.ts';

/** The verticals the caller is limited to; null when they see every list (spec 1 §6). */
async function verticalLimitsOf(deps: Deps, access: AccessContext): Promise<string[] | null> {
  if (isSystemAdmin(toAccessUser(access.user))) return null;
  const ids = await findUserVerticalIds(deps.database.db, access.user.id);
  return ids.length > 0 ? ids : null;
}

/**
 * The list behind a typeId, if the caller may manage it: 404 when there is none, 403 when it
 * belongs to a vertical the caller is not limited to (a list without a vertical: unlimited users only).
 */
export async function listOrRefuse(deps: Deps, access: AccessContext, typeId: number) {
  const list = await findEmailList(deps.database.db, typeId);
  if (!list) throw HttpError.from(404, EMAIL_LIST_ERRORS.notFound);
  const limits = await verticalLimitsOf(deps, access);
  if (limits && (list.verticalId === null || !limits.includes(list.verticalId)))
    throw new HttpError(403, 'Forbidden', 'You do not have access to this resource.');
  return list;
}

/** One audit row for a change the caller made to a list; `db` may be the change's transaction. */
export const auditList = (
  db: Db,
  access: AccessContext,
  typeId: number,
  ip: string,
  change: { action: string; details: Record<string, unknown> },
) => auditCallerChange(db, access, { ...change, targetType: 'emailList', targetId: typeId, ip });

/** GET /admin/emailList: the lists the caller may manage; duplicateName when a name repeats among them. */
export async function listEmailLists(deps: Deps, access: AccessContext): Promise<EmailList[]> {
  const rows = await findEmailLists(deps.database.db, await verticalLimitsOf(deps, access));
  const counts = new Map<string, number>();
  const key = (r: EmailListRow) => r.name.trim().toLowerCase();
  for (const r of rows) counts.set(key(r), (counts.get(key(r)) ?? 0) + 1);
  return rows.map((r) => ({ ...r, duplicateName: (counts.get(key(r)) ?? 0) > 1 }));
}

/** POST /admin/emailList {name, verticalId}: a new, empty list in a vertical the caller may manage. */
export async function createEmailList(
  deps: Deps,
  access: AccessContext,
  body: z.output<typeof CreateEmailListBody>,
  ip: string,
): Promise<EmailList> {
  const db = deps.database.db;
  const limits = await verticalLimitsOf(deps, access);
  if (limits && !limits.includes(body.verticalId))
    throw new HttpError(403, 'Forbidden', 'You do not have access to this resource.');
  if (!(await verticalExists(db, body.verticalId))) throw HttpError.from(400, EMAIL_LIST_ERRORS.unknownVertical);
  const list = await db.transaction(async (tx) => {
    const row = await insertEmailList(tx, body.name, body.verticalId);
    if (!row) throw HttpError.from(400, EMAIL_LIST_ERRORS.duplicateList);
    await auditList(tx, access, row.typeId, ip, { action: 'emailList.create', details: { name: row.name } });
    return row;
  });
  const answer = (await listEmailLists(deps, access)).find((l) => l.typeId === list.typeId);
  if (!answer) throw HttpError.from(404, EMAIL_LIST_ERRORS.notFound);
  return answer;
}

/** GET /admin/emailList/typeId/{typeId}/emails */
export async function listEntries(deps: Deps, access: AccessContext, typeId: number): Promise<EmailEntry[]> {
  await listOrRefuse(deps, access, typeId);
  return findEntries(deps.database.db, typeId);
}

/** GET /admin/emailList/typeId/{typeId}/unsubscribes */
export async function listUnsubscribes(deps: Deps, access: AccessContext, typeId: number): Promise<Unsubscribe[]> {
  await listOrRefuse(deps, access, typeId);
  const rows = await findUnsubscribes(deps.database.db, typeId);
  return rows.map((r) => ({ email: r.email, createdAt: r.createdAt.toISOString() }));
}

/**
 * POST /admin/emailList/typeId/{typeId} {email, type}: a new entry added by the product. The
 * address is told, with its /preferences link (every email to a list member carries
 * one); an address that unsubscribed from this list is not mailed.
 */
export async function addEntry(
  deps: Deps,
  access: AccessContext,
  typeId: number,
  body: z.output<typeof AddEmailBody>,
  ip: string,
): Promise<EmailEntry> {
  const list = await listOrRefuse(deps, access, typeId);
  const db = deps.database.db;
  const { type } = body;
  const email = body.email.toLowerCase();
  const added = await db.transaction(async (tx) => {
    const n = await insertEntries(tx, [{ typeId, email, type }]);
    if (n === 0) return false;
    await auditList(tx, access, typeId, ip, { action: 'emailList.add', details: { email, type } });
    return true;
  });
  if (!added) throw HttpError.from(400, EMAIL_LIST_ERRORS.duplicateEmail);
  if (!(await isUnsubscribed(db, typeId, email))) {
    const preferencesUrl = await issuePreferencesLink(deps, email, typeId);
    await queueMail(
      deps,
      email,
      'emailListWelcome',
      mailTemplates.emailListWelcome({ productName: deps.config.productName, listName: list.name, preferencesUrl }),
    );
  }
  return { email, type, addedByProduct: true };
}

/** Once the caller may manage the list: `change` and its audit row, one transaction (`change` answers the details). */
async function changeList(
  deps: Deps,
  access: AccessContext,
  typeId: number,
  ip: string,
  action: string,
  change: (tx: Db) => Promise<Record<string, unknown>>,
): Promise<void> {
  await listOrRefuse(deps, access, typeId);
  await deps.database.db.transaction(async (tx) => {
    const details = await change(tx);
    await auditList(tx, access, typeId, ip, { action, details });
  });
}

/** Takes one address off a list (an entry, or an unsubscribe). */
type AddressRemoval = (
  deps: Deps,
  access: AccessContext,
  typeId: number,
  email: string,
  ip: string,
) => Promise<MessageAnswer>;

/** DELETE /admin/emailList/typeId/{typeId} {email}: only entries added by the product (spec 1 §2). */
export const removeEntry: AddressRemoval = async (deps, access, typeId, email, ip) => {
  await changeList(deps, access, typeId, ip, 'emailList.remove', async (tx) => {
    const entry = await findEntry(tx, typeId, email.trim());
    if (!entry) throw HttpError.from(404, EMAIL_LIST_ERRORS.entryNotFound);
    if (!entry.addedByProduct) throw HttpError.from(400, EMAIL_LIST_ERRORS.notDeletable);
    await deleteEntry(tx, entry.id);
    return { email: entry.email };
  });
  return { status: 'Success', message: 'Email removed' };
};

/** DELETE /admin/emailList/typeId/{typeId}/unsubscribe {email}: the address may be mailed again. */
export const removeUnsubscribe: AddressRemoval = async (deps, access, typeId, email, ip) => {
  await changeList(deps, access, typeId, ip, 'emailList.removeUnsubscribe', async (tx) => {
    if (!(await deleteUnsubscribe(tx, typeId, email.trim())))
      throw HttpError.from(404, EMAIL_LIST_ERRORS.unsubscribeNotFound);
    return { email: email.trim().toLowerCase() };
  });
  return { status: 'Success', message: 'Unsubscribe removed' };
};
