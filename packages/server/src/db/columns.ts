import { type AnyPgColumn, integer, timestamp } from 'drizzle-orm/pg-core';

/** Every timestamp is timestamptz: an instant, whatever the time zone of the server or the user. */
export const tz = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => tz('created_at').notNull().defaultNow();

/** A required id of another table's row: this row goes when that one is deleted. */
export const cascadeRef = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });
