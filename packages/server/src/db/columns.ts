import { timestamp } from 'drizzle-orm/pg-core';

/** Every timestamp is timestamptz (ARCHITECTURE §3). */
export const tz = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => tz('created_at').notNull().defaultNow();
