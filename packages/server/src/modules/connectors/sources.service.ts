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
import {
  checkOAuthEmailOption,
  prefixFieldErrors,
  SOURCE_SECRET_FIELDS,
  toFieldErrors,
} from '@storelens/contract/validation/sources';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  accountConnectorSettings,
  sourceDestinations,
  sources,
  syncRuns,
  WAREHOUSE_TABLES,
} from '../../db/connectors.schema.ts';
import type { Deps } from '../../deps.ts';
import { STREAM_NAMES } from '../../integrations/records.ts';
import { nextRunTime } from '../../jobs/schedule.ts';
import { hashToken, newToken } from '../../platform/crypto.ts';
import { HttpError } from '../../platform/errors.ts';
import { maskDetail, mergeMaskedSecrets, openDetail, sealDetail } from './connector-secrets.ts';
import { addLink, checkLinks, removeLink } from './source-links.ts';
import { mailValidationLinkIfAsked } from './source-validation-mail.ts';
import { checkWithVendor } from './vendor-check.ts';

export type SourceRow = typeof sources.$inferSelect;

/** How long a source validation link stays usable. */
export const VALIDATION_TOKEN_HOURS = 72;

const notFound = () => new HttpError(404, 'NotFound', 'Source not found');

export async function findSource(deps: Deps, accountId: number, id: number): Promise<SourceRow> {
  const [row] = await deps.database.db
    .select()
    .from(sources)
    .where(and(eq(sources.accountId, accountId), eq(sources.id, id)));
  if (!row) throw notFound();
  return row;
}

export const openSourceDetail = (deps: Deps, row: SourceRow) => openDetail(deps.secrets, row.detail, row.secrets);

const today = (now: Date) => now.toISOString().slice(0, 10);

const scheduleFor = (
  deps: Deps,
  row: Pick<SourceRow, 'active' | 'isSetup' | 'anchorTime' | 'frequencyMinutes' | 'timezone'>,
) => (row.active && row.isSetup ? nextRunTime(deps.now(), row.anchorTime, row.frequencyMinutes, row.timezone) : null);

const checkCredentials = async (deps: Deps, type: SourceTypeId, detail: Record<string, unknown>) => {
  const connector = deps.connectors.sources[type];
  if (connector) await checkWithVendor(() => connector.check(detail), deps.log, 'detail');
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

/** An absent field and an empty default (false, '', [], null) say the same. */
const normalised = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === false ||
  value === '' ||
  (Array.isArray(value) && value.length === 0)
    ? null
    : JSON.stringify(value);

/** Equal details, whatever the order of their keys and the defaults the schema filled in. */
const sameDetail = (a: Detail, b: Detail): boolean => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => normalised(a[key]) === normalised(b[key]));
};

const validationError = (fields: Record<string, string>) =>
  new HttpError(400, 'ValidationError', Object.values(fields)[0] ?? 'The request is invalid.', fields);

export async function sourceLimit(deps: Deps, accountId: number): Promise<{ used: number; limit: number }> {
  const db = deps.database.db;
  const [used] = await db.select({ n: count() }).from(sources).where(eq(sources.accountId, accountId));
  const [setting] = await db
    .select()
    .from(accountConnectorSettings)
    .where(eq(accountConnectorSettings.accountId, accountId));
  return { used: Number(used?.n ?? 0), limit: setting?.sourceLimit ?? DEFAULT_SOURCE_LIMIT };
}

async function toAnswer(deps: Deps, row: SourceRow): Promise<SourceAnswer> {
  const links = await deps.database.db
    .select()
    .from(sourceDestinations)
    .where(eq(sourceDestinations.sourceId, row.id))
    .orderBy(sourceDestinations.destinationId);
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
    })),
    pullHistory: links.some((l) => l.loadingHistory),
    historicalDate: history[0] ?? null,
  };
}

export const getSource = async (deps: Deps, accountId: number, id: number) =>
  toAnswer(deps, await findSource(deps, accountId, id));

const toRunSummary = (run: typeof syncRuns.$inferSelect): SyncRunSummary => ({
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
export async function listSources(deps: Deps, accountId: number): Promise<SourceListItem[]> {
  const db = deps.database.db;
  const rows = await db
    .select()
    .from(sources)
    .where(eq(sources.accountId, accountId))
    .orderBy(sql`lower(${sources.name})`, sources.id);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const loading = await db
    .selectDistinct({ sourceId: sourceDestinations.sourceId })
    .from(sourceDestinations)
    .where(and(inArray(sourceDestinations.sourceId, ids), eq(sourceDestinations.loadingHistory, true)));
  const lastRuns = await db
    .selectDistinctOn([syncRuns.sourceId])
    .from(syncRuns)
    .where(inArray(syncRuns.sourceId, ids))
    .orderBy(syncRuns.sourceId, desc(syncRuns.startedAt), desc(syncRuns.id));
  const loadingIds = new Set(loading.map((l) => l.sourceId));
  const runBySource = new Map(lastRuns.map((r) => [r.sourceId, r]));
  return rows.map((r) => {
    const run = runBySource.get(r.id);
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
      lastRun: run ? toRunSummary(run) : null,
    };
  });
}

/**
 * POST /sources/{accountId}/ (spec 2 §7): the source limit, the destinations, the vendor check;
 * then the source, its links and its first run time. Types whose credentials come through a
 * validation link or OAuth are saved as not set up, with a validation token.
 */
export async function createSource(deps: Deps, accountId: number, body: CreateSourceBody): Promise<CreateSourceAnswer> {
  const db = deps.database.db;
  const { used, limit } = await sourceLimit(deps, accountId);
  if (isAtSourceLimit(used, limit))
    throw new HttpError(400, 'SourceLimitReached', `This account has reached its limit of ${limit} sources.`);
  const type = body.type as SourceTypeId;
  const links = await checkLinks(db, accountId, type, body.destinations, true);
  const needsFlow = needsCredentialFlow(type, body.detail);
  // spec 2 §5: the OAuth email option must be ticked when a system user creates such a source
  // (connector routes admit system users only)
  if (needsFlow && OAUTH_EMAIL_SOURCE_TYPES.includes(type)) {
    const fields = prefixFieldErrors(
      'detail',
      checkOAuthEmailOption(body.detail as { sendEmail?: boolean }, { isCreate: true, isSystemUser: true }),
    );
    if (Object.keys(fields).length > 0) throw validationError(fields);
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
  const [row] = await db
    .insert(sources)
    .values({ ...base, nextRunTime: scheduleFor(deps, base) })
    .returning();
  for (const link of links) {
    await addLink(db, accountId, row!.id, {
      destinationId: link.id,
      detail: link.detail,
      startDate: body.startDate,
      withHistory: true,
    });
  }
  // spec 2 §5 OAuth email option (Lightspeed, Brightpearl): the link goes to the emailed owner
  if (token)
    await mailValidationLinkIfAsked(
      deps,
      { name: body.name, type, detail: body.detail },
      token,
      VALIDATION_TOKEN_HOURS,
    );
  // the first pull (the history from the start date) begins now, not at the next scheduled slot
  if (row!.isSetup) await deps.sendJob('source-sync', { sourceId: row!.id, kind: 'manual' });
  return { ...(await toAnswer(deps, row!)), ...(token ? { validationToken: token } : {}) };
}

/**
 * PATCH /sources/{accountId}/{id}/: masked secrets stay; locked fields cannot change; added
 * destinations start either with history from `historicalDate` or with new data only.
 */
export async function updateSource(deps: Deps, accountId: number, id: number, body: UpdateSourceBody) {
  const db = deps.database.db;
  const row = await findSource(deps, accountId, id);
  const type = row.sourceType as SourceTypeId;
  const stored = openSourceDetail(deps, row);
  const parsed = updateSourceBodySchema(type, stored).safeParse({
    ...body,
    detail: mergeMaskedSecrets(body.detail, stored),
  });
  if (!parsed.success) throw validationError(toFieldErrors(parsed.error));
  const next = { ...parsed.data, detail: keepFlowCredentials(stored, parsed.data.detail as Detail) };
  const links = await checkLinks(db, accountId, type, next.destinations, false);

  const credentialsChanged = !sameDetail(next.detail, stored);
  if (credentialsChanged && row.isSetup) await checkCredentials(deps, type, next.detail);

  const existing = await db.select().from(sourceDestinations).where(eq(sourceDestinations.sourceId, row.id));
  const existingIds = new Set(existing.map((l) => l.destinationId));
  const wantedIds = new Set(links.map((l) => l.id));
  const added = links.filter((l) => !existingIds.has(l.id));
  const historyFrom = next.pullHistory ? next.historicalDate! : null;

  for (const link of existing.filter((l) => !wantedIds.has(l.destinationId)))
    await removeLink(db, row.id, link.destinationId);
  for (const link of links.filter((l) => existingIds.has(l.id))) {
    await db
      .update(sourceDestinations)
      .set({ detail: link.detail })
      .where(and(eq(sourceDestinations.sourceId, row.id), eq(sourceDestinations.destinationId, link.id)));
  }
  for (const link of added) {
    await addLink(db, accountId, row.id, {
      destinationId: link.id,
      detail: link.detail,
      startDate: historyFrom ?? today(deps.now()),
      withHistory: historyFrom !== null,
    });
  }

  const sealed = sealDetail(deps.secrets, next.detail, SOURCE_SECRET_FIELDS[type]);
  const schedule = { ...row, anchorTime: next.anchorTime, frequencyMinutes: next.frequency, timezone: next.timezone };
  const [updated] = await db
    .update(sources)
    .set({
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
    })
    .where(eq(sources.id, row.id))
    .returning();
  if (historyFrom !== null && added.length > 0)
    await deps.sendJob('source-sync', { sourceId: row.id, kind: 'history' });
  return toAnswer(deps, updated!);
}

/** PATCH .../enable and .../disable (spec 2 §4). Enabling schedules the next run. */
export async function setSourceActive(deps: Deps, accountId: number, id: number, active: boolean) {
  const row = await findSource(deps, accountId, id);
  await deps.database.db
    .update(sources)
    .set({ active, nextRunTime: scheduleFor(deps, { ...row, active }), updatedAt: deps.now() })
    .where(eq(sources.id, row.id));
  return { id: row.id, active };
}

/** Whether the warehouse holds any record of the source. */
export async function hasStoredData(deps: Deps, accountId: number, sourceId: number): Promise<boolean> {
  for (const stream of STREAM_NAMES) {
    const table = WAREHOUSE_TABLES[stream];
    const [row] = await deps.database.db
      .select({ one: sql`1` })
      .from(table)
      .where(and(eq(table.accountId, accountId), eq(table.sourceId, sourceId)))
      .limit(1);
    if (row) return true;
  }
  return false;
}

/** DELETE /sources/{accountId}/{id}: refused with DataConstraint while data is stored (spec 2 §8). */
export async function deleteSource(deps: Deps, accountId: number, id: number) {
  const row = await findSource(deps, accountId, id);
  if (await hasStoredData(deps, accountId, row.id))
    throw new HttpError(
      400,
      'DataConstraint',
      'This source has stored data. Delete the data, disable the source or remove the destination before deleting it.',
    );
  await deps.database.db.delete(sources).where(eq(sources.id, row.id));
  return { id: row.id };
}
