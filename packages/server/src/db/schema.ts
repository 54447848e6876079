import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, tz } from './columns.ts';

/** spec 1 §3 Vertical: id is the verticalId chosen at creation, immutable. */
export const verticals = pgTable('verticals', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  pages: jsonb('pages').$type<Record<string, boolean>>().notNull().default({}),
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  tagging: jsonb('tagging').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    accountType: text('account_type').notNull(),
    verticalId: text('vertical_id')
      .notNull()
      .references(() => verticals.id),
    parentAccountId: integer('parent_account_id'),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    isActive: boolean('is_active').notNull().default(true),
    isHidden: boolean('is_hidden').notNull().default(false),
    showPreview: boolean('show_preview').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('accounts_vertical_name_unique').on(t.verticalId, sql`lower(${t.name})`),
    index('accounts_parent_idx').on(t.parentAccountId),
    // the switcher's name order and same-name look-ups, and its word search
    index('accounts_name_idx').on(sql`lower(${t.name})`, t.id),
    index('accounts_name_search_idx').using('gin', sql`to_tsvector('simple', ${t.name})`),
    // the admin list's substring search (pg_trgm on lower(name): LIKE rechecks faster than
    // ILIKE) and one index per sortable column,
    // name then id breaking ties, so a page is read from an index whichever column sorts it
    index('accounts_name_lower_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('accounts_type_sort_idx').on(t.accountType, sql`lower(${t.name})`, t.id),
    index('accounts_vertical_sort_idx').on(t.verticalId, sql`lower(${t.name})`, t.id),
    index('accounts_created_sort_idx').on(t.createdAt, t.id),
    index('accounts_active_sort_idx').on(t.isActive, sql`lower(${t.name})`, t.id),
    index('accounts_hidden_sort_idx').on(t.isHidden, sql`lower(${t.name})`, t.id),
    index('accounts_preview_sort_idx').on(t.showPreview, sql`lower(${t.name})`, t.id),
    // spec 1 §8 DuplicateBrand: one Brand account per brand and vertical
    uniqueIndex('accounts_vertical_brand_unique')
      .on(t.verticalId, sql`lower(${t.settings}->>'brand')`)
      .where(sql`${t.accountType} = 'Brand'`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** null until the invite is accepted */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    mobile: text('mobile'),
    timeZone: text('time_zone'),
    systemAccessLevel: text('system_access_level'),
    hasReportsManagement: boolean('has_reports_management').notNull().default(false),
    hasDataManagement: boolean('has_data_management').notNull().default(false),
    hasConnectors: boolean('has_connectors').notNull().default(false),
    hasAccounts: boolean('has_accounts').notNull().default(false),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** AES-256-GCM ciphertext of the TOTP secret */
    twoFactorSecret: text('two_factor_secret'),
    /** the last TOTP time step accepted, so a code cannot be replayed */
    twoFactorLastStep: integer('two_factor_last_step'),
    /** AES-256-GCM ciphertext of a secret being set up (a new device), until its first code is verified */
    twoFactorPendingSecret: text('two_factor_pending_secret'),
    /** internal users can be deactivated (spec 1 §4) */
    isActive: boolean('is_active').notNull().default(true),
    activatedAt: tz('activated_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

/** Verticals an internal user is limited to (none = all). */
export const userVerticals = pgTable(
  'user_verticals',
  {
    userId: cascadeRef('user_id', () => users.id),
    verticalId: text('vertical_id')
      .notNull()
      .references(() => verticals.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.verticalId] })],
);

export const accountUsers = pgTable(
  'account_users',
  {
    accountId: cascadeRef('account_id', () => accounts.id),
    userId: cascadeRef('user_id', () => users.id),
    accessLevel: text('access_level').notNull().default('user'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.userId] }), index('account_users_user_idx').on(t.userId)],
);

/**
 * A team invitation to someone who already has a user: they join the account only when they accept
 * it through the emailed link (single use, only its SHA-256 stored), so an invite reveals nothing
 * about them and adds nobody without asking.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    accountId: cascadeRef('account_id', () => accounts.id),
    userId: cascadeRef('user_id', () => users.id),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.userId] }),
    uniqueIndex('team_invitations_token_hash_unique').on(t.tokenHash),
  ],
);

/** Server-side sessions: only the SHA-256 of the cookie's token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: cascadeRef('user_id', () => users.id),
    /** set while a system admin is signed in as this user */
    impersonatorUserId: integer('impersonator_user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    idleExpiresAt: tz('idle_expires_at').notNull(),
    absoluteExpiresAt: tz('absolute_expires_at').notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const userSettings = pgTable(
  'user_settings',
  {
    id: serial('id').primaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** JSON text: a jsonb column would turn the string '4' into the number 4 on the way back */
    value: text('value').notNull(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_settings_unique').on(t.userId, sql`coalesce(${t.accountId}, 0)`, t.name)],
);

/** Two-factor recovery codes: 8 digits each, stored as argon2id hashes, single use. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: tz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** Failed sign-ins per email (known or not, so the lockout reveals nothing). */
export const loginAttempts = pgTable('login_attempts', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: tz('locked_until'),
  lastFailureAt: tz('last_failure_at'),
});

/** Fixed-window counters shared by every web process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: tz('window_start').notNull(),
  count: integer('count').notNull().default(0),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: tz('at').notNull().defaultNow(),
    actorUserId: integer('actor_user_id'),
    impersonatorUserId: integer('impersonator_user_id'),
    accountId: integer('account_id'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorUserId),
    // a record's own history (a source's configuration changes on its timeline)
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.at),
  ],
);

/**
 * Tokens sent in emails: reset, invite, adminInvite, preferences. Only the SHA-256 of the token is
 * stored; lifetimes in contract/domain/identity.ts. Reset and invite tokens are single use (used_at).
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** the address a preferences link is for (it may belong to no user) */
    email: text('email'),
    /** the email list of a preferences link */
    listTypeId: integer('list_type_id'),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_tokens_token_hash_unique').on(t.tokenHash),
    index('user_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/**
 * Every email, kept until it is sent (and after, as a record). The bodies are sealed with the
 * SecretBox because they carry live links. status: queued | sent | logged | failed.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    htmlSealed: text('html_sealed').notNull(),
    textSealed: text('text_sealed').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: tz('sent_at'),
  },
  (t) => [index('mail_outbox_status_idx').on(t.status)],
);

/** spec 1 §3 Email list: typeId identifies the list. Its admin screens come with Email List Management. */
export const emailLists = pgTable(
  'email_lists',
  {
    typeId: serial('type_id').primaryKey(),
    name: text('name').notNull(),
    verticalId: text('vertical_id').references(() => verticals.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  // one list of a name per vertical (the selector tells same-named lists apart by their vertical)
  (t) => [
    uniqueIndex('email_lists_vertical_name_unique').on(sql`coalesce(${t.verticalId}, '')`, sql`lower(${t.name})`),
  ],
);

/**
 * spec 1 §3 Email entry: email and type per list, one entry per address (case-insensitive).
 * `addedByProduct` marks entries added through the product's screens or uploads (deletable there);
 * the others came from outside (imported with the list) and the screen cannot delete them (spec 1 §2).
 */
export const emailListEntries = pgTable(
  'email_list_entries',
  {
    id: serial('id').primaryKey(),
    typeId: cascadeRef('type_id', () => emailLists.typeId),
    email: text('email').notNull(),
    type: text('type').notNull(),
    addedByProduct: boolean('added_by_product').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_list_entries_unique').on(t.typeId, sql`lower(${t.email})`)],
);

/** spec 1 §3 Unsubscribe: email and createdAt, per list. Unsubscribing on /preferences adds a row. */
export const emailListUnsubscribes = pgTable(
  'email_list_unsubscribes',
  {
    id: serial('id').primaryKey(),
    typeId: cascadeRef('type_id', () => emailLists.typeId),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_list_unsubscribes_unique').on(t.typeId, sql`lower(${t.email})`)],
);

/**
 * spec 3 §3 Permission, per brand account: typeId 1 (global, reference_id null) or 2 (one retailer,
 * reference_id = the retailer account). Global overrides retailer-specific access.
 */
export const accountPermissions = pgTable(
  'account_permissions',
  {
    id: serial('id').primaryKey(),
    accountId: cascadeRef('account_id', () => accounts.id),
    typeId: integer('type_id').notNull(),
    referenceId: integer('reference_id'),
    userId: cascadeRef('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_permissions_unique').on(t.accountId, t.typeId, sql`coalesce(${t.referenceId}, 0)`, t.userId),
    index('account_permissions_user_idx').on(t.userId),
  ],
);
