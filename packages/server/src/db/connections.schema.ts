import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, tz } from './columns.ts';
import { sources } from './connectors.schema.ts';
import { accounts, users } from './schema.ts';

/**
 * spec 3 §3, §4 Connection between a brand and a retailer: one row per pair, its status one of
 * Pending, Approved, Declined, Revoked, Removed (no row = none). Every transition also writes a
 * `connection_history` row, so the row holds only the present.
 */
export const accountConnections = pgTable(
  'account_connections',
  {
    id: serial('id').primaryKey(),
    brandAccountId: cascadeRef('brand_account_id', () => accounts.id),
    retailerAccountId: cascadeRef('retailer_account_id', () => accounts.id),
    status: text('status').notNull(),
    note: text('note'),
    statusDate: tz('status_date').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_connections_pair_unique').on(t.brandAccountId, t.retailerAccountId),
    index('account_connections_retailer_idx').on(t.retailerAccountId),
  ],
);

/**
 * Every transition of a connection: the status it reached, who (null = the system),
 * whether they were a system user, and how (source: retailConnect, dataPermissions, email, system).
 */
export const connectionHistory = pgTable(
  'connection_history',
  {
    id: serial('id').primaryKey(),
    connectionId: cascadeRef('connection_id', () => accountConnections.id),
    status: text('status').notNull(),
    source: text('source').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** the side that acted (brand or retailer account); null for the system */
    actorAccountId: integer('actor_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    isSystemUser: boolean('is_system_user').notNull().default(false),
    /** the actor's name when it happened: the record outlives a renamed or deleted user */
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('connection_history_connection_idx').on(t.connectionId, t.createdAt)],
);

/**
 * The emailed approve/reject links (spec 2 §2 /accountConnection?t&a): random, only the SHA-256
 * stored, expiring, single use. One per recipient; any of them answering ends the request, the
 * rest then answer NotPending.
 */
export const connectionTokens = pgTable(
  'connection_tokens',
  {
    id: serial('id').primaryKey(),
    connectionId: cascadeRef('connection_id', () => accountConnections.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('connection_tokens_hash_unique').on(t.tokenHash),
    index('connection_tokens_connection_idx').on(t.connectionId),
  ],
);

/**
 * spec 3 §3 Data permission setting values a retailer chose; a setting of the vertical with no
 * row takes the vertical's defaultValue.
 */
export const retailerDataSettings = pgTable(
  'retailer_data_settings',
  {
    accountId: cascadeRef('account_id', () => accounts.id),
    typeId: integer('type_id').notNull(),
    value: boolean('value').notNull(),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.typeId] })],
);

/**
 * spec 3 §3 Location edits: what a user changed on a synced location (key: source, store id).
 * The synced location stays in the warehouse (`wh_locations`) as the vendor sent it; these values
 * lie over it field by field, so the next sync updates what the user has not changed and never
 * what they have.
 */
export const locationEdits = pgTable(
  'location_edits',
  {
    accountId: cascadeRef('account_id', () => accounts.id),
    sourceId: cascadeRef('source_id', () => sources.id),
    storeId: text('store_id').notNull(),
    /** only the fields the user set, by name (null = the user cleared it) */
    values: jsonb('values').$type<Record<string, string | null>>().notNull().default(sql`'{}'::jsonb`),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sourceId, t.storeId] }), index('location_edits_account_idx').on(t.accountId)],
);
