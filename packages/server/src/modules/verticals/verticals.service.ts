import { isSystemAdmin } from '@storelens/contract/access/roles';
import { PagesSchema } from '@storelens/contract/api/accounts';
import {
  type CreateVerticalBody,
  emptyVerticalContents,
  type UpdateVerticalBody,
  VERTICAL_ERRORS,
  type Vertical,
  type VerticalListItem,
  VerticalMetadata,
  VerticalTagging,
} from '@storelens/contract/api/verticals';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { findUserVerticalIds } from '../../identity/account-access.queries.ts';
import { toAccessUser } from '../../identity/guards.ts';
import type { AccessContext } from '../../identity/route-access.ts';
import { auditCallerChange } from '../../platform/audit.ts';
import { HttpError } from '../../platform/errors.ts';
import { findVertical, findVerticals, insertVertical, updateVertical, type VerticalRow } from './verticals.queries.ts';

/**
 * A stored vertical read through the contract: rows written before the contents were typed (or by
 * hand) answer with every field, defaults filling what is missing, instead of failing the answer.
 */
function contentsOf(row: VerticalRow) {
  const empty = emptyVerticalContents();
  const pages = PagesSchema.partial().safeParse(row.pages);
  const metadata = VerticalMetadata.safeParse(row.metadata);
  const tagging = VerticalTagging.safeParse(row.tagging);
  return {
    pages: { ...empty.pages, ...(pages.success ? pages.data : {}) },
    metadata: metadata.success ? metadata.data : empty.metadata,
    tagging: tagging.success ? tagging.data : empty.tagging,
  };
}

const toVertical = (row: VerticalRow): Vertical => ({
  id: row.id,
  name: row.name,
  ...contentsOf(row),
  createdAt: row.createdAt.toISOString(),
});

/**
 * GET /admin/verticals: id and name by name; with includeMetadata also pages, metadata and tagging.
 * Any system user may list (the account, report and user forms choose a vertical), seeing only the
 * verticals they are limited to (spec 1 §6); creating and editing is the system admin's.
 */
export async function listVerticals(
  deps: Deps,
  access: AccessContext,
  query: { includeMetadata: boolean },
): Promise<VerticalListItem[]> {
  const limits = isSystemAdmin(toAccessUser(access.user))
    ? []
    : await findUserVerticalIds(deps.database.db, access.user.id);
  const rows = await findVerticals(deps.database.db, limits.length > 0 ? limits : null);
  return rows.map((row) => (query.includeMetadata ? toVertical(row) : { id: row.id, name: row.name }));
}

/** GET /admin/verticals/{id} */
export async function getVertical(deps: Deps, id: string): Promise<Vertical> {
  const row = await findVertical(deps.database.db, id);
  if (!row) throw HttpError.from(404, VERTICAL_ERRORS.notFound);
  return toVertical(row);
}

/** POST /admin/verticals: the verticalId is chosen once (spec 1 §3) and must be new. */
export async function createVertical(
  deps: Deps,
  access: AccessContext,
  body: z.output<typeof CreateVerticalBody>,
  ip: string,
): Promise<Vertical> {
  const db = deps.database.db;
  const row = await db.transaction(async (tx) => {
    const inserted = await insertVertical(tx, {
      id: body.verticalId,
      name: body.name,
      pages: body.pages,
      metadata: body.metadata,
      tagging: body.tagging,
    });
    if (!inserted) throw HttpError.from(400, VERTICAL_ERRORS.duplicateId);
    await auditCallerChange(tx, access, {
      action: 'vertical.create',
      targetType: 'vertical',
      targetId: inserted.id,
      ip,
    });
    return inserted;
  });
  return toVertical(row);
}

/** PUT /admin/verticals/{id}: name, pages, metadata and tagging; the id never changes. */
export async function editVertical(
  deps: Deps,
  access: AccessContext,
  id: string,
  body: z.output<typeof UpdateVerticalBody>,
  ip: string,
): Promise<Vertical> {
  const db = deps.database.db;
  const row = await db.transaction(async (tx) => {
    const updated = await updateVertical(tx, id, {
      name: body.name,
      pages: body.pages,
      metadata: body.metadata,
      tagging: body.tagging,
    });
    if (!updated) throw HttpError.from(404, VERTICAL_ERRORS.notFound);
    await auditCallerChange(tx, access, { action: 'vertical.update', targetType: 'vertical', targetId: id, ip });
    return updated;
  });
  return toVertical(row);
}
