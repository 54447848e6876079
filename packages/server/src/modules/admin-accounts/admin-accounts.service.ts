import { isSystemAdmin } from '@storelens/contract/access/roles';
import {
  ADMIN_ACCOUNT_ERRORS,
  type AdminAccount,
  type AdminAccountsAnswer,
  type AdminAccountsQuery,
  type CreateAdminAccountBody,
  customFieldErrors,
  customFieldsOf,
  type ParentAccount,
  parentTypeFor,
  type UpdateAdminAccountBody,
} from '@storelens/contract/api/admin-accounts';
import { ERRORS } from '@storelens/contract/api/errors';
import { reportAccountTypeOf } from '@storelens/contract/api/report-management';
import type { AccountType } from '@storelens/contract/domain/accounts';
import { retailCalendarOf } from '@storelens/contract/domain/retail-calendar';
import { connectorMsg } from '@storelens/contract/validation/messages';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { findUserVerticalIds } from '../../identity/account-access.queries.ts';
import { toAccessUser } from '../../identity/guards.ts';
import type { AccessContext, AccountAccess } from '../../identity/route-access.ts';
import { auditCallerChange } from '../../platform/audit.ts';
import { fieldError, HttpError } from '../../platform/errors.ts';
import { unselectableReportIds } from '../report-management/report-management.service.ts';
import {
  type AccountRow,
  countAdminAccounts,
  deactivateAccountSources,
  findAccountWithVertical,
  findAdminAccountsPage,
  findRollups,
  findVertical,
  insertAccount,
  sameBrandExists,
  sameNameExists,
  updateAccount,
  type VerticalRow,
} from './admin-accounts.queries.ts';

type ListQuery = z.output<typeof AdminAccountsQuery>;
type CreateBody = z.output<typeof CreateAdminAccountBody>;
type UpdateBody = z.output<typeof UpdateAdminAccountBody>;

const selectedOf = (settings: Record<string, unknown>): number[] =>
  Array.isArray(settings.selectedReports)
    ? settings.selectedReports.filter((r): r is number => Number.isInteger(r))
    : [];

const toAdminAccount = (account: AccountRow, vertical: VerticalRow): AdminAccount => {
  const settings = account.settings as Record<string, unknown>;
  const customFields = (settings.customFields ?? {}) as Record<string, unknown>;
  return {
    id: account.id,
    name: account.name,
    accountType: account.accountType as AccountType,
    isActive: account.isActive,
    isHidden: account.isHidden,
    parentAccountId: account.parentAccountId,
    showPreview: account.showPreview,
    verticalId: account.verticalId,
    vertical: vertical.name,
    createdAt: account.createdAt.toISOString(),
    settings: {
      customFields: Object.fromEntries(
        Object.entries(customFields).filter((e): e is [string, string] => typeof e[1] === 'string'),
      ),
      selectedReports: selectedOf(settings),
      ...(typeof settings.brand === 'string' ? { brand: settings.brand } : {}),
      ...(typeof settings.isAccountManager === 'boolean' ? { isAccountManager: settings.isAccountManager } : {}),
      ...(typeof settings.retailCalendar === 'string' ? { retailCalendar: retailCalendarOf(settings) } : {}),
    },
  };
};

/** A vertical the caller may work in: 404 when there is none, 403 outside their vertical limits (spec 1 §6). */
async function requireVertical(deps: Deps, access: AccessContext, verticalId: string): Promise<VerticalRow> {
  const db = deps.database.db;
  const vertical = await findVertical(db, verticalId);
  if (!vertical) throw HttpError.from(404, ADMIN_ACCOUNT_ERRORS.verticalNotFound);
  const limits = await findUserVerticalIds(db, access.user.id);
  if (limits.length > 0 && !limits.includes(vertical.id)) throw HttpError.from(403, ERRORS.forbidden);
  return vertical;
}

/** GET /admin/accounts: one page (spec 1 §2: 50 rows, sorted by any column, searched by name), within the caller's verticals. */
export async function listAdminAccounts(
  deps: Deps,
  access: AccessContext,
  query: ListQuery,
): Promise<AdminAccountsAnswer> {
  const db = deps.database.db;
  const filter = { search: query.filter, verticalIds: await findUserVerticalIds(db, access.user.id) };
  const page = { sortBy: query.sortBy, sortOrder: query.sortOrder, take: query.take, skip: query.skip };
  const [rows, total] = await Promise.all([findAdminAccountsPage(db, filter, page), countAdminAccounts(db, filter)]);
  return {
    total,
    accounts: rows.map((r) => ({
      ...r,
      accountType: r.accountType as AccountType,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** GET /admin/accounts/{id}: the admin view of the account the route rule checked (within the caller's verticals). */
export function getAdminAccount(access: AccountAccess): AdminAccount {
  const found = access.account.found;
  return toAdminAccount(found.account, found.vertical);
}

/** GET /admin/accounts/parentAccounts/{verticalId}: the vertical's rollups. */
export async function listParentAccounts(
  deps: Deps,
  access: AccessContext,
  verticalId: string,
): Promise<ParentAccount[]> {
  await requireVertical(deps, access, verticalId);
  const rows = await findRollups(deps.database.db, verticalId);
  return rows.map((r) => ({ ...r, accountType: r.accountType as AccountType }));
}

/**
 * The rules of spec 1 §5 that need the database: the parent by type and vertical, the vertical's
 * custom fields, DuplicateName and DuplicateBrand (§8). Answers the settings as stored: only the
 * vertical's custom fields, the brand for Brand, the data permission switch for Retailer Rollup.
 */
async function checkAccount(
  deps: Deps,
  vertical: VerticalRow,
  body: CreateBody,
  before?: AccountRow,
): Promise<Record<string, unknown>> {
  const exceptId = before?.id;
  const db = deps.database.db;
  const fields = customFieldsOf(vertical.metadata);
  const fieldErrors = customFieldErrors(fields, body.settings.customFields);
  const [firstProperty, firstMessage] = Object.entries(fieldErrors)[0] ?? [];
  if (firstProperty && firstMessage)
    throw new HttpError(
      400,
      'ValidationError',
      firstMessage,
      Object.fromEntries(Object.entries(fieldErrors).map(([p, m]) => [`settings.customFields.${p}`, m])),
    );
  if (body.parentAccountId !== null) {
    const parentType = parentTypeFor(body.accountType);
    const parent = await findAccountWithVertical(db, body.parentAccountId);
    if (
      !parentType ||
      !parent ||
      parent.account.accountType !== parentType ||
      parent.account.verticalId !== vertical.id ||
      parent.account.id === exceptId
    )
      throw fieldError('parentAccountId', connectorMsg.option('Parent Account'));
  }
  const selectedReports = [...new Set(body.settings.selectedReports)];
  // spec 1 §2 Reports: chosen from the active reports of the account's vertical and type; a report
  // switched off after it was chosen stays on the account (but only while type and vertical stay)
  const unchanged = before && before.verticalId === vertical.id && before.accountType === body.accountType;
  const wrongReports = await unselectableReportIds(deps, {
    verticalId: vertical.id,
    accountType: reportAccountTypeOf(body.accountType),
    ids: selectedReports,
    keep: unchanged ? selectedOf(before.settings) : [],
  });
  if (wrongReports.length > 0) throw fieldError('settings.selectedReports', connectorMsg.option('Reports'));
  if (await sameNameExists(db, vertical.id, body.name, exceptId))
    throw HttpError.from(400, ADMIN_ACCOUNT_ERRORS.duplicateName);
  if (
    body.accountType === 'Brand' &&
    body.settings.brand &&
    (await sameBrandExists(db, vertical.id, body.settings.brand, exceptId))
  )
    throw HttpError.from(400, ADMIN_ACCOUNT_ERRORS.duplicateBrand);
  const customFields = Object.fromEntries(
    fields
      .map((f) => [f.property, (body.settings.customFields[f.property] ?? '').trim()] as const)
      .filter(([, v]) => v !== ''),
  );
  return {
    customFields,
    selectedReports,
    ...(body.accountType === 'Brand' ? { brand: body.settings.brand } : {}),
    ...(body.accountType === 'Retailer Rollup' ? { isAccountManager: body.settings.isAccountManager === true } : {}),
    // the reports' calendar: kept when the form does not send it (its account admins may have set it)
    ...retailCalendarSetting(body.settings.retailCalendar, before?.settings),
  };
}

/** The reports' calendar as saved: the form's choice, else what the account had (none: gregorian). */
const retailCalendarSetting = (sent: string | undefined, before: unknown) => {
  const kept = (before as { retailCalendar?: unknown } | undefined)?.retailCalendar;
  if (sent) return { retailCalendar: sent };
  return typeof kept === 'string' ? { retailCalendar: retailCalendarOf(before) } : {};
};

/** A unique index caught a same-name or same-brand save that raced ours: the same answer as the check. */
function uniqueViolation(error: unknown): HttpError | null {
  const text =
    String((error as { message?: string })?.message ?? '') +
    String((error as { constraint?: string })?.constraint ?? '');
  if (text.includes('accounts_vertical_name_unique')) return HttpError.from(400, ADMIN_ACCOUNT_ERRORS.duplicateName);
  if (text.includes('accounts_vertical_brand_unique')) return HttpError.from(400, ADMIN_ACCOUNT_ERRORS.duplicateBrand);
  return null;
}

/** The columns a create or an update writes from the checked form. */
const accountValues = (body: CreateBody, verticalId: string, settings: Record<string, unknown>) => ({
  name: body.name,
  accountType: body.accountType,
  verticalId,
  parentAccountId: body.parentAccountId,
  settings,
  isHidden: body.isHidden,
  showPreview: body.showPreview,
});

/**
 * Writes the account and its audit row in one transaction (`write` answers the row, the action and
 * the details); a unique index's refusal answers as the checks do.
 */
const saveAccount = (
  deps: Deps,
  access: AccessContext,
  ip: string,
  write: (tx: Db) => Promise<{ row: AccountRow; action: string; details: Record<string, unknown> }>,
): Promise<AccountRow> =>
  deps.database.db
    .transaction(async (tx) => {
      const { row, action, details } = await write(tx);
      await auditCallerChange(tx, access, {
        action,
        accountId: row.id,
        targetType: 'account',
        targetId: row.id,
        details,
        ip,
      });
      return row;
    })
    .catch((error: unknown) => {
      throw uniqueViolation(error) ?? error;
    });

/** POST /admin/accounts/{verticalId}: a new account of that vertical (spec 1 §2, §5, §8). Audited. */
export async function createAdminAccount(
  deps: Deps,
  access: AccessContext,
  verticalId: string,
  body: CreateBody,
  ip: string,
): Promise<AdminAccount> {
  const vertical = await requireVertical(deps, access, verticalId);
  if (body.verticalId !== verticalId) throw fieldError('verticalId', connectorMsg.option('Vertical'));
  const settings = await checkAccount(deps, vertical, body);
  const account = await saveAccount(deps, access, ip, async (tx) => {
    const row = await insertAccount(tx, accountValues(body, vertical.id, settings));
    const details = { name: row.name, accountType: row.accountType, verticalId: row.verticalId };
    return { row, action: 'adminAccounts.create', details };
  });
  return toAdminAccount(account, vertical);
}

/**
 * PUT /admin/accounts/{id} (spec 1 §5): the vertical is locked once set, except for system admins;
 * deactivating sets every source of the account to deactive (spec 1 §4). Audited.
 */
export async function updateAdminAccount(
  deps: Deps,
  access: AccountAccess,
  body: UpdateBody,
  ip: string,
): Promise<AdminAccount> {
  // the account as the route rule read it when it checked the caller's verticals
  const found = access.account.found;
  const accountId = found.account.id;
  const before = found.account;
  let vertical = found.vertical;
  if (body.verticalId !== before.verticalId) {
    if (!isSystemAdmin(toAccessUser(access.user))) throw fieldError('verticalId', connectorMsg.locked('Vertical'));
    vertical = await requireVertical(deps, access, body.verticalId);
  }
  const settings = await checkAccount(deps, vertical, body, before);
  const deactivating = before.isActive && !body.isActive;
  const account = await saveAccount(deps, access, ip, async (tx) => {
    const row = await updateAccount(tx, accountId, {
      ...accountValues(body, vertical.id, settings),
      isActive: body.isActive,
    });
    const sourcesDeactivated = deactivating ? await deactivateAccountSources(tx, accountId, deps.now()) : 0;
    const details = {
      changed: changedFields(before, row),
      ...(deactivating ? { deactivated: true, sourcesDeactivated } : {}),
    };
    return { row, action: 'adminAccounts.update', details };
  });
  return toAdminAccount(account, vertical);
}

const changedFields = (before: AccountRow, after: AccountRow): string[] =>
  (<const>['name', 'accountType', 'verticalId', 'parentAccountId', 'isActive', 'isHidden', 'showPreview'])
    .filter((k) => before[k] !== after[k])
    .map((k): string => k)
    .concat(JSON.stringify(before.settings) !== JSON.stringify(after.settings) ? ['settings'] : []);
