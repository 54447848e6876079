import {
  type CreateSourceAnswer,
  type CreateSourceBody,
  type SourceAnswer,
  type SourceListItem,
  type SyncRunSummary,
  type UpdateSourceBody,
  updateSourceBodySchema,
} from '@storelens/contract/api/sources';
import {
  CREDENTIAL_FLOWS,
  DEFAULT_SOURCE_LIMIT,
  isAtSourceLimit,
  OAUTH_EMAIL_SOURCE_TYPES,
  SOURCE_TYPE_NAMES,
  type SourceTypeId,
  sourceState,
} from '@storelens/contract/domain/connectors';
import { nextRunTime } from '@storelens/contract/domain/schedule';
import {
  checkOAuthEmailOption,
  prefixFieldErrors,
  SOURCE_SECRET_FIELDS,
  toFieldErrors,
} from '@storelens/contract/validation/sources';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { auditAccountChange } from '../../identity/account-audit.ts';
import type { AccountAccess } from '../../identity/route-access.ts';
import { maskDetail, mergeMaskedSecrets, sealDetail } from '../../integrations/connector-secrets.ts';
import { openSourceDetail } from '../../integrations/credentials.ts';
import { MAPPED_STREAMS } from '../../integrations/destinations/link-mappings.ts';
import { checkWithVendor } from '../../integrations/vendor-check.ts';
import { hashToken, newToken } from '../../platform/crypto.ts';
import { fieldsError, HttpError } from '../../platform/errors.ts';
import { historyProgressOf, linkStatesOf, sourceStatus } from '../source-health/connector-state.service.ts';
import { freshnessOf, pauseOf } from '../source-health/freshness.service.ts';
import { mailValidationLinkIfAsked } from '../source-validation/source-validation-mail.service.ts';
import { changedSourceFields, sameDetail } from './source-changes.ts';
import { addLink, auditLinkChange, checkLinks, removeLink } from './source-links.service.ts';
import {
  countSources,
  deleteSourceRow,
  findAccountSources,
  findLastRuns,
  findSourceLimitSetting,
  findSourceLinks,
  findSource as findSourceRow,
  findSourcesLoadingHistory,
  hasWarehouseRecords,
  insertSource,
  rewindDeliveryCursors,
  type SourceRow,
  type SyncRunRow,
  updateSourceLinkDetail,
  updateSourceRow,
} from './sources.queries.ts';

export type { SourceRow } from './sources.queries.ts';

/** How long a source validation link stays usable. */
export const VALIDATION_TOKEN_HOURS = 72;

const notFound = () => new HttpError(404, 'NotFound', 'Source not found');

/** The checked account's source, or 404. `db` may be a transaction. */
async function findSource(deps: Deps, access: AccountAccess, id: number, db: Db = deps.database.db) {
  const row = await findSourceRow(db, access.account.id, id);
  if (!row) throw notFound();
  return row;
}

/** The full detail for vendor calls; an OAuth source's connector may renew its tokens through it. */

const today = (now: Date) => now.toISOString().slice(0, 10);

const scheduleFor = (
  deps: Deps,
  row: Pick<SourceRow, 'active' | 'isSetup' | 'anchorTime' | 'frequencyMinutes' | 'timezone'>,
) => (row.active && row.isSetup ? nextRunTime(deps.now(), row.anchorTime, row.frequencyMinutes, row.timezone) : null);

/** a source is saved only when the vendor accepts its credentials (every type has a client). */
const checkCredentials = async (deps: Deps, type: SourceTypeId, detail: Record<string, unknown>) => {
  const connector = deps.connectors.sources[type];
  await checkWithVendor(() => connector.check(detail), deps.log, 'detail');
};

/**
 * Whether the credentials must come through the validation link (login or OAuth): always for the
 * flow-only types, and for the others (Shopify, Lightspeed, Brightpearl) when the form left them out.
 */
export const needsCredentialFlow = (type: SourceTypeId, detail: Record<string, unknown>): boolean => {
  const flow = CREDENTIAL_FLOWS[type];
  if (!flow) return false;
  return flow.credentialsOnlyByFlow || !SOURCE_SECRET_FIELDS[type].some((field) => Boolean(detail[field]));
};

type Detail = Record<string, unknown>;

/**
 * Credentials a login or OAuth flow stored (tokens, account ids) are not form fields: the detail
 * schema drops them, and a form save keeps them as they are.
 */
export const keepFlowCredentials = (stored: Detail, parsed: Detail): Detail => {
  const kept = Object.fromEntries(Object.entries(stored).filter(([key]) => !(key in parsed)));
  return { ...kept, ...parsed };
};

export async function sourceLimit(deps: Deps, access: AccountAccess): Promise<{ used: number; limit: number }> {
  const db = deps.database.db;
  const accountId = access.account.id;
  const used = await countSources(db, accountId);
  return { used, limit: (await findSourceLimitSetting(db, accountId)) ?? DEFAULT_SOURCE_LIMIT };
}

async function toAnswer(deps: Deps, row: SourceRow): Promise<SourceAnswer> {
  const links = await findSourceLinks(deps.database.db, row.id);
  const linkStates = (await linkStatesOf(deps.database.db, [row.id])).get(row.id) ?? [];
  const history = links
    .filter((l) => l.startDate < row.startDate)
    .map((l) => l.startDate)
    .sort();
  return {
    id: row.id,
    name: row.name,
    active: row.active,
    sourceName: SOURCE_TYPE_NAMES[row.sourceType as SourceTypeId],
    isSetup: row.isSetup,
    startDate: row.startDate,
    nextRunTime: row.nextRunTime?.toISOString() ?? null,
    type: row.sourceType as SourceTypeId,
    detail: maskDetail(row.detail, row.secrets, deps.secrets),
    frequency: row.frequencyMinutes,
    anchorTime: row.anchorTime,
    timezone: row.timezone,
    destinations: links.map((l) => ({
      id: l.destinationId,
      detail: l.detail,
      startDate: l.startDate,
      loadingHistory: l.loadingHistory,
      status: linkStates.find((state) => state.destinationId === l.destinationId),
    })),
    pullHistory: links.some((l) => l.loadingHistory),
    historicalDate: history[0] ?? null,
    streams: [...deps.connectors.sources[row.sourceType as SourceTypeId].streams],
    freshness: (await freshnessOf(deps.database.db, [row], deps.now())).get(row.id)!,
    paused: pauseOf(row),
  };
}

export const getSource = async (deps: Deps, access: AccountAccess, id: number) =>
  toAnswer(deps, await findSource(deps, access, id));

const toRunSummary = (run: SyncRunRow): SyncRunSummary => ({
  id: run.id,
  kind: run.kind,
  status: run.status,
  startedAt: run.startedAt.toISOString(),
  finishedAt: run.finishedAt?.toISOString() ?? null,
  pulled: run.counts.pulled,
  pushed: run.counts.pushed,
  error: run.error,
});

/** The dashboard's Sources list with state, next run, history and the last run's counts. */
export async function listSources(deps: Deps, access: AccountAccess): Promise<SourceListItem[]> {
  const db = deps.database.db;
  const rows = await findAccountSources(db, access.account.id);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const loadingIds = await findSourcesLoadingHistory(db, ids);
  const runBySource = await findLastRuns(db, ids);
  const linksBySource = await linkStatesOf(db, ids);
  const progress = await historyProgressOf(db, ids);
  const freshness = await freshnessOf(db, rows, deps.now());
  return rows.map((r) => {
    const run = runBySource.get(r.id);
    const links = linksBySource.get(r.id) ?? [];
    const lastRun = run ? toRunSummary(run) : null;
    return {
      id: r.id,
      name: r.name,
      type: r.sourceType as SourceTypeId,
      sourceName: SOURCE_TYPE_NAMES[r.sourceType as SourceTypeId],
      active: r.active,
      state: sourceState(r.active),
      isSetup: r.isSetup,
      startDate: r.startDate,
      nextRunTime: r.nextRunTime?.toISOString() ?? null,
      loadingHistory: loadingIds.has(r.id),
      health: r.health,
      lastError: r.lastError,
      lastRun,
      // the one state the dashboard shows (connector-state.ts)
      status: sourceStatus(r, { lastRun, links, historyPulled: progress.get(r.id) ?? 0 }),
      links,
      freshness: freshness.get(r.id)!,
      paused: pauseOf(r),
    };
  });
}

/**
 * POST /sources/{accountId}/ (spec 2 §7): the source limit, the destinations, the vendor check;
 * then the source, its links and its first run time. Types whose credentials come through a
 * validation link or OAuth are saved as not set up, with a validation token.
 */
export async function createSource(
  deps: Deps,
  access: AccountAccess,
  body: CreateSourceBody,
  ip?: string,
): Promise<CreateSourceAnswer> {
  const db = deps.database.db;
  const accountId = access.account.id;
  const { used, limit } = await sourceLimit(deps, access);
  if (isAtSourceLimit(used, limit))
    throw new HttpError(400, 'SourceLimitReached', `This account has reached its limit of ${limit} sources.`);
  const type = body.type as SourceTypeId;
  const links = await checkLinks(db, access, type, body.destinations, true);
  const needsFlow = needsCredentialFlow(type, body.detail);
  // spec 2 §5: the OAuth email option must be ticked when a system user creates such a source
  // (connector routes admit system users only)
  if (needsFlow && OAUTH_EMAIL_SOURCE_TYPES.includes(type)) {
    const fields = prefixFieldErrors(
      'detail',
      checkOAuthEmailOption(body.detail as { sendEmail?: boolean }, { isCreate: true, isSystemUser: true }),
    );
    if (Object.keys(fields).length > 0) throw fieldsError(fields);
  }
  if (!needsFlow) await checkCredentials(deps, type, body.detail);

  const token = needsFlow ? newToken() : null;
  const sealed = sealDetail(deps.secrets, body.detail, SOURCE_SECRET_FIELDS[type]);
  const base = {
    accountId,
    name: body.name,
    sourceType: type,
    detail: sealed.detail,
    secrets: sealed.secrets,
    frequencyMinutes: body.frequency,
    anchorTime: body.anchorTime,
    timezone: body.timezone,
    startDate: body.startDate,
    active: true,
    isSetup: !needsFlow,
    validationTokenHash: token ? hashToken(token) : null,
    validationTokenExpiresAt: token ? new Date(deps.now().getTime() + VALIDATION_TOKEN_HOURS * 3_600_000) : null,
  };
  // the source, its links and its audit row are one write; mail and the first job follow the commit
  const row = await db.transaction(async (tx) => {
    const inserted = await insertSource(tx, { ...base, nextRunTime: scheduleFor(deps, base) });
    for (const link of links) {
      await addLink(tx, accountId, inserted.id, {
        destinationId: link.id,
        detail: link.detail,
        startDate: body.startDate,
        withHistory: true,
      });
      await auditLinkChange(tx, access, 'add', inserted.id, link.id, ip);
    }
    await auditAccountChange(tx, access, { action: 'source.create', targetType: 'source', targetId: inserted.id, ip });
    return inserted;
  });
  // spec 2 §5 OAuth email option (Lightspeed, Brightpearl): the link goes to the emailed owner
  if (token)
    await mailValidationLinkIfAsked(
      deps,
      { name: body.name, type, detail: body.detail },
      token,
      VALIDATION_TOKEN_HOURS,
    );
  // the first pull (the history from the start date) begins now, not at the next scheduled slot
  if (row.isSetup) await deps.sendJob('source-sync', { sourceId: row.id, kind: 'manual' });
  return { ...(await toAnswer(deps, row)), ...(token ? { validationToken: token } : {}) };
}

/**
 * PATCH /sources/{accountId}/{id}/: masked secrets stay; locked fields cannot change; added
 * destinations start either with history from `historicalDate` or with new data only.
 */
export async function updateSource(deps: Deps, access: AccountAccess, id: number, body: UpdateSourceBody, ip?: string) {
  const db = deps.database.db;
  const accountId = access.account.id;
  const row = await findSource(deps, access, id);
  const type = row.sourceType as SourceTypeId;
  const stored = openSourceDetail(deps, row);
  const parsed = updateSourceBodySchema(type, stored).safeParse({
    ...body,
    detail: mergeMaskedSecrets(body.detail, stored),
  });
  if (!parsed.success) throw fieldsError(toFieldErrors(parsed.error));
  const next = { ...parsed.data, detail: keepFlowCredentials(stored, parsed.data.detail as Detail) };
  const links = await checkLinks(db, access, type, next.destinations, false);

  const credentialsChanged = !sameDetail(next.detail, stored);
  if (credentialsChanged && row.isSetup) await checkCredentials(deps, type, next.detail);

  const historyFrom = next.pullHistory ? next.historicalDate! : null;
  const sealed = sealDetail(deps.secrets, next.detail, SOURCE_SECRET_FIELDS[type]);
  const schedule = { ...row, anchorTime: next.anchorTime, frequencyMinutes: next.frequency, timezone: next.timezone };

  // the links and the source row change together or not at all; the history job follows the commit
  const { updated, added } = await db.transaction(async (tx) => {
    const existing = await findSourceLinks(tx, row.id);
    const existingIds = new Set(existing.map((l) => l.destinationId));
    const wantedIds = new Set(links.map((l) => l.id));
    const added = links.filter((l) => !existingIds.has(l.id));
    for (const link of existing.filter((l) => !wantedIds.has(l.destinationId))) {
      await removeLink(tx, row.id, link.destinationId);
      await auditLinkChange(tx, access, 'remove', row.id, link.destinationId, ip);
    }
    for (const link of links.filter((l) => existingIds.has(l.id))) {
      await updateSourceLinkDetail(tx, row.id, link.id, link.detail);
      const before = existing.find((l) => l.destinationId === link.id)?.detail ?? {};
      if (sameDetail(before, link.detail)) continue;
      await rewindDeliveryCursors(tx, { sourceId: row.id, destinationId: link.id }, MAPPED_STREAMS);
      await auditLinkChange(tx, access, 'update', row.id, link.id, ip);
    }
    for (const link of added) {
      await addLink(tx, accountId, row.id, {
        destinationId: link.id,
        detail: link.detail,
        startDate: historyFrom ?? today(deps.now()),
        withHistory: historyFrom !== null,
      });
      await auditLinkChange(tx, access, 'add', row.id, link.id, ip);
    }
    const updated = await updateSourceRow(tx, row.id, {
      name: next.name,
      detail: sealed.detail,
      secrets: sealed.secrets,
      frequencyMinutes: next.frequency,
      anchorTime: next.anchorTime,
      timezone: next.timezone,
      nextRunTime: scheduleFor(deps, schedule),
      updatedAt: deps.now(),
      // new credentials clear a 'reconnect' state; the next run tells
      ...(credentialsChanged ? { health: 'ok' as const, lastError: null, reconnectNotifiedAt: null } : {}),
    });
    // which fields changed, never their values (the detail holds credentials)
    await auditAccountChange(tx, access, {
      action: 'source.update',
      targetType: 'source',
      targetId: row.id,
      details: { credentialsChanged, fields: changedSourceFields(row, stored, next) },
      ip,
    });
    return { updated, added };
  });
  if (historyFrom !== null && added.length > 0)
    await deps.sendJob('source-sync', { sourceId: row.id, kind: 'history' });
  return toAnswer(deps, updated!);
}

/** PATCH .../enable and .../disable (spec 2 §4). Enabling schedules the next run. */
export async function setSourceActive(deps: Deps, access: AccountAccess, id: number, active: boolean, ip?: string) {
  // read and write in one transaction: the next run time is computed from the row it replaces
  return deps.database.db.transaction(async (tx) => {
    const row = await findSource(deps, access, id, tx);
    await updateSourceRow(tx, row.id, {
      active,
      nextRunTime: scheduleFor(deps, { ...row, active }),
      updatedAt: deps.now(),
    });
    const action = active ? 'source.enable' : 'source.disable';
    await auditAccountChange(tx, access, { action, targetType: 'source', targetId: row.id, ip });
    return { id: row.id, active };
  });
}

/** DELETE /sources/deleteData/{accountId}: the account's stored data goes in a background job. */
export async function startDeleteAccountData(deps: Deps, access: AccountAccess, ip?: string) {
  const accountId = access.account.id;
  await auditAccountChange(deps.database.db, access, { action: 'connectors.deleteData', ip });
  // the job follows the write it records
  await deps.sendJob('delete-account-data', { accountId });
  return { status: 'Started' as const };
}

/** DELETE /sources/{accountId}/{id}: refused with DataConstraint while data is stored (spec 2 §8). */
export async function deleteSource(deps: Deps, access: AccountAccess, id: number, ip?: string) {
  // the check and the delete in one transaction (the rows, links and cursors go together)
  return deps.database.db.transaction(async (tx) => {
    const row = await findSource(deps, access, id, tx);
    if (await hasWarehouseRecords(tx, access.account.id, row.id))
      throw new HttpError(
        400,
        'DataConstraint',
        'This source has stored data. Delete the data, disable the source or remove the destination before deleting it.',
      );
    const links = await findSourceLinks(tx, row.id);
    await deleteSourceRow(tx, row.id);
    for (const link of links) await auditLinkChange(tx, access, 'remove', row.id, link.destinationId, ip);
    await auditAccountChange(tx, access, { action: 'source.delete', targetType: 'source', targetId: row.id, ip });
    return { id: row.id };
  });
}
