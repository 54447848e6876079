import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, tz } from './columns.ts';
import { accounts } from './schema.ts';

const accountRef = () => cascadeRef('account_id', () => accounts.id);

/** Destinations: detail holds the plain fields, `secrets` the AES-GCM sealed JSON of the secret ones. */
export const destinations = pgTable(
  'destinations',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef(),
    name: text('name').notNull(),
    destinationType: integer('destination_type').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    secrets: text('secrets'),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('destinations_account_idx').on(t.accountId)],
);

/** Source health as the dashboard shows it. */
export type SourceHealth = 'ok' | 'error' | 'reconnect';

export const sources = pgTable(
  'sources',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef(),
    name: text('name').notNull(),
    sourceType: integer('source_type').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    secrets: text('secrets'),
    frequencyMinutes: integer('frequency_minutes').notNull(),
    anchorTime: text('anchor_time').notNull(),
    timezone: text('timezone').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    active: boolean('active').notNull().default(true),
    /** false until the credentials are complete (validation link / OAuth pending) */
    isSetup: boolean('is_setup').notNull().default(true),
    nextRunTime: tz('next_run_time'),
    health: text('health').$type<SourceHealth>().notNull().default('ok'),
    lastError: text('last_error'),
    /** when the account admins were told the source needs reconnecting (told once per failure) */
    reconnectNotifiedAt: tz('reconnect_notified_at'),
    /** failed runs in a row (a success sets it back to 0): the failure alert and the auto-pause count these */
    failureStreak: integer('failure_streak').notNull().default(0),
    /** when the admins were told the source is failing; null while it works (one email per state change) */
    failingNotifiedAt: tz('failing_notified_at'),
    /** set when the source paused itself after too many failed runs: no scheduled runs until resumed */
    pausedAt: tz('paused_at'),
    pausedReason: text('paused_reason'),
    /** a run asked for while another was active: the active run queues it when it ends (never dropped) */
    rerunKind: text('rerun_kind').$type<'scheduled' | 'history' | 'manual' | 'resync'>(),
    /** sha-256 of the validation-link token, when one is outstanding */
    validationTokenHash: text('validation_token_hash'),
    validationTokenExpiresAt: tz('validation_token_expires_at'),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('sources_account_idx').on(t.accountId),
    index('sources_due_idx').on(t.nextRunTime).where(sql`${t.active} and ${t.isSetup}`),
    uniqueIndex('sources_validation_token_unique').on(t.validationTokenHash),
  ],
);

/** A source's link to a destination, with the per-source detail and the history state. */
export const sourceDestinations = pgTable(
  'source_destinations',
  {
    sourceId: cascadeRef('source_id', () => sources.id),
    destinationId: integer('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'restrict' }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /** the date data is delivered from: the source's start date, or the history date */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    loadingHistory: boolean('loading_history').notNull().default(false),
    lastError: text('last_error'),
    /** runs in a row whose history load failed for this link; the load ends failed at HISTORY_MAX_ATTEMPTS */
    historyFailures: integer('history_failures').notNull().default(0),
    /** why the history load ended without loading (null: loaded, loading, or never asked for) */
    historyError: text('history_error'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sourceId, t.destinationId] }),
    index('source_destinations_dest_idx').on(t.destinationId),
  ],
);

/** Sync state is data: where each stream of a source resumes. `scope` is 'main' or 'history'. */
export const sourceCursors = pgTable(
  'source_cursors',
  {
    sourceId: cascadeRef('source_id', () => sources.id),
    scope: text('scope').notNull().default('main'),
    stream: text('stream').notNull(),
    cursor: text('cursor').notNull(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sourceId, t.scope, t.stream] })],
);

/** How far each destination has received each stream of a source (warehouse change sequence). */
export const deliveryCursors = pgTable(
  'delivery_cursors',
  {
    sourceId: cascadeRef('source_id', () => sources.id),
    destinationId: cascadeRef('destination_id', () => destinations.id),
    stream: text('stream').notNull(),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sourceId, t.destinationId, t.stream] })],
);

export type RunCounts = {
  pulled: Record<string, number>;
  pushed: Record<string, Record<string, number>>;
  destinationErrors: Record<string, string>;
};

export const syncRuns = pgTable(
  'sync_runs',
  {
    id: serial('id').primaryKey(),
    sourceId: cascadeRef('source_id', () => sources.id),
    kind: text('kind').$type<'scheduled' | 'history' | 'manual' | 'resync'>().notNull().default('scheduled'),
    status: text('status').$type<'running' | 'succeeded' | 'failed' | 'interrupted'>().notNull().default('running'),
    startedAt: tz('started_at').notNull().defaultNow(),
    finishedAt: tz('finished_at'),
    counts: jsonb('counts').$type<RunCounts>().notNull().default({ pulled: {}, pushed: {}, destinationErrors: {} }),
    error: text('error'),
    errorKind: text('error_kind'),
    /** the worker process (worker_heartbeats.id) and pg-boss job that run it: a dead worker's runs are failed */
    workerId: text('worker_id'),
    jobId: text('job_id'),
  },
  (t) => [
    index('sync_runs_source_idx').on(t.sourceId, t.startedAt),
    // one run at a time per source, whatever the number of workers
    uniqueIndex('sync_runs_one_running').on(t.sourceId).where(sql`${t.status} = 'running'`),
  ],
);

/** Every warehouse row gets the next value when it is inserted or changes: destinations read past their cursor. */
export const warehouseChangeSeq = pgSequence('warehouse_change_seq');

const warehouseTable = (name: string) =>
  pgTable(
    name,
    {
      accountId: integer('account_id').notNull(),
      sourceId: cascadeRef('source_id', () => sources.id),
      vendorId: text('vendor_id').notNull(),
      data: jsonb('data').$type<Record<string, unknown>>().notNull(),
      changeSeq: bigint('change_seq', { mode: 'number' }).notNull().default(sql`nextval('warehouse_change_seq')`),
      vendorUpdatedAt: tz('vendor_updated_at'),
      storedAt: tz('stored_at').notNull().defaultNow(),
    },
    (t) => [
      // the key also serves look-ups by account (its first column): no separate account index to
      // keep up on every stored record
      primaryKey({ columns: [t.accountId, t.sourceId, t.vendorId] }),
      // the delivery read: a source's changes in change order
      index(`${name}_seq_idx`).on(t.sourceId, t.changeSeq),
    ],
  );

/** The warehouse: one table per stream, keyed by (source, vendor id); the account id is on every row. */
export const whCustomers = warehouseTable('wh_customers');
export const whOrders = warehouseTable('wh_orders');
export const whProducts = warehouseTable('wh_products');
export const whInventory = warehouseTable('wh_inventory');
export const whLocations = warehouseTable('wh_locations');

export const WAREHOUSE_TABLES = {
  customers: whCustomers,
  orders: whOrders,
  products: whProducts,
  inventory: whInventory,
  locations: whLocations,
} as const;

/** Account-level connector settings: the source limit (spec 2 §2, value not shown). */
export const accountConnectorSettings = pgTable('account_connector_settings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  sourceLimit: integer('source_limit').notNull(),
});
