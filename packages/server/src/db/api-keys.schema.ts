import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, tz } from './columns.ts';
import { users } from './schema.ts';

/**
 * A user's API keys. The key itself is never stored: `key_hash` is its SHA-256 (hex), `prefix` its first
 * characters for the list. A revoked key keeps its row (`revoked_at`) for the audit trail's sake.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    name: text('name').notNull(),
    scope: text('scope').$type<'read' | 'write'>().notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: tz('expires_at').notNull(),
    lastUsedAt: tz('last_used_at'),
    revokedAt: tz('revoked_at'),
  },
  (t) => [index('api_keys_user_idx').on(t.userId)],
);
