import { timestamp } from 'drizzle-orm/pg-core';

/** Every timestamp is timestamptz: an instant, whatever the time zone of the server or the user. */
export const tz = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => tz('created_at').notNull().defaultNow();
