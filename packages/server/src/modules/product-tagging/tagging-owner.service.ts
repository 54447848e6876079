import { ERRORS } from '@storelens/contract/api/errors';
import { TAGGING_ERRORS, TAGGING_MESSAGES, type TagFilter } from '@storelens/contract/api/product-tagging';
import { type TaggingColumn, VerticalTagging } from '@storelens/contract/api/verticals';
import { isRetailerKind } from '@storelens/contract/domain/accounts';
import { isListFilterType, type TaggingScope, usesBrandColumns } from '@storelens/contract/domain/tagging';
import type { Deps } from '../../deps.ts';
import { findUserVerticalIds } from '../../identity/account-access.queries.ts';
import type { AccessContext } from '../../identity/route-access.ts';
import { fieldsError, HttpError } from '../../platform/errors.ts';
import { findRetailerAccountIds, findVerticalForTagging, type RuleOwner } from './tag-rules.queries.ts';

/** Whose rules a tagging call is about, once checked, and what the vertical says about them. */
export interface TaggingOwner {
  owner: RuleOwner;
  verticalId: string;
  tagging: VerticalTagging;
  /** the columns its rules and previews may use (brand columns for a Brand account, else retailer) */
  columns: TaggingColumn[];
  /** the accounts whose products the rules apply to */
  accountIds: number[];
}

const taggingOf = (raw: unknown): VerticalTagging => {
  const parsed = VerticalTagging.safeParse(raw ?? {});
  return parsed.success ? parsed.data : VerticalTagging.parse({});
};

/** The checked owner with its vertical's tagging settings and the columns its rules use (a brand's or a retailer's). */
const ownerWith = (
  owner: RuleOwner,
  vertical: { id: string; tagging: unknown },
  brandColumns: boolean,
  accountIds: number[],
): TaggingOwner => {
  const tagging = taggingOf(vertical.tagging);
  const columns = brandColumns ? tagging.brandColumns : tagging.retailerColumns;
  return { owner, verticalId: vertical.id, tagging, columns, accountIds };
};

const PATH_ID = /^[1-9]\d{0,9}$/;

/**
 * The tagging path: in account mode its account is the one the route rule checked (the id here only
 * tells a malformed path); in global mode the same place holds the vertical id.
 */
type TaggingPath = { type: TaggingScope; accountId: string };

/**
 * spec 3 §2 and §6: account mode — a system user with data management who may see the account
 * (the route rule checked both: `access.account`), a Brand or retailer-kind account, and its vertical's brandTagging or
 * retailerTagging page; global mode — the path names a vertical the user may see, whose
 * globalTagging page is on.
 */
export async function resolveTaggingOwner(
  deps: Deps,
  access: AccessContext,
  params: TaggingPath,
): Promise<TaggingOwner> {
  if (params.type === 'global') return resolveGlobalOwner(deps, access, params.accountId);
  if (!PATH_ID.test(params.accountId) || Number(params.accountId) > 2_147_483_647)
    throw HttpError.from(404, TAGGING_ERRORS.accountNotFound);
  // the route rule checked the path's account; a malformed id named none
  if (!access.account) throw HttpError.from(404, TAGGING_ERRORS.accountNotFound);
  const { account, vertical } = access.account.found;
  const isBrand = usesBrandColumns(account.accountType);
  if (!isBrand && !isRetailerKind(account.accountType)) throw HttpError.from(403, TAGGING_ERRORS.accountType);
  const pages = (vertical.pages ?? {}) as Record<string, boolean>;
  if (pages[isBrand ? 'brandTagging' : 'retailerTagging'] !== true)
    throw HttpError.from(403, TAGGING_ERRORS.pageDisabled);
  return ownerWith({ scope: 'account', accountId: account.id }, vertical, isBrand, [account.id]);
}

async function resolveGlobalOwner(deps: Deps, access: AccessContext, verticalId: string): Promise<TaggingOwner> {
  const db = deps.database.db;
  const vertical = await requireVerticalAccess(deps, access, verticalId);
  if ((vertical.pages as Record<string, boolean>).globalTagging !== true)
    throw HttpError.from(403, TAGGING_ERRORS.globalDisabled);
  // spec 3 §2: global mode always uses retailer columns
  return ownerWith(
    { scope: 'global', verticalId: vertical.id },
    vertical,
    false,
    await findRetailerAccountIds(db, vertical.id),
  );
}

/**
 * The vertical, when the system user (every caller's route rule asks for one) may see it: internal
 * users can be limited to some verticals.
 */
export async function requireVerticalAccess(deps: Deps, access: AccessContext, verticalId: string) {
  const db = deps.database.db;
  const vertical = await findVerticalForTagging(db, verticalId);
  if (!vertical) throw HttpError.from(404, TAGGING_ERRORS.verticalNotFound);
  const limits = await findUserVerticalIds(db, access.user.id);
  if (limits.length > 0 && !limits.includes(vertical.id)) throw HttpError.from(403, ERRORS.forbidden);
  return vertical;
}

/**
 * The filters against the owner's columns: a known column, a filter type of its kind (String:
 * begins…equals; List: in, not-in), and for a List column only its own values. 400 with the field.
 */
export function checkFilters(filters: readonly TagFilter[], columns: readonly TaggingColumn[]): void {
  const fields: Record<string, string> = {};
  filters.forEach((filter, i) => {
    const column = columns.find((c) => c.value === filter.column);
    if (!column) {
      fields[`filters.${i}.column`] = TAGGING_MESSAGES.unknownColumn(filter.column);
      return;
    }
    if ((column.type === 'List') !== isListFilterType(filter.type)) {
      fields[`filters.${i}.type`] = TAGGING_MESSAGES.wrongFilterType(filter.type, column.name);
      return;
    }
    if (column.type === 'List' && column.values.length > 0) {
      const allowed = new Set(column.values.map((v) => v.toLowerCase()));
      const stray = filter.values.find((v) => !allowed.has(v.toLowerCase()));
      if (stray !== undefined) fields[`filters.${i}.values`] = TAGGING_MESSAGES.listValue(stray, column.name);
    }
  });
  if (Object.keys(fields).length > 0) throw fieldsError(fields);
}
