import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tz } from './columns.ts';
import { users, verticals } from './schema.ts';

/**
 * spec 1 §3 Report: a report definition of one vertical and report account type ('admin' for the
 * internal reports), found by its path (spec 1 §7 /admin/reports/{verticalId}/{accountType}/{path}).
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    verticalId: text('vertical_id')
      .notNull()
      .references(() => verticals.id),
    accountType: text('account_type').notNull(),
    path: text('path').notNull(),
    referenceName: text('reference_name').notNull(),
    title: text('title').notNull(),
    category: text('category').notNull().default(''),
    description: text('description').notNull().default(''),
    /** rich HTML, sanitised on the server before it is stored */
    guide: text('guide').notNull().default(''),
    reportUrl: text('report_url').notNull(),
    permission: text('permission').notNull().default(''),
    requireSystemUser: boolean('require_system_user').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    icon: text('icon').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // spec 1 §8 NotUnique: account type, path and vertical together
    uniqueIndex('reports_vertical_type_path_unique').on(t.verticalId, t.accountType, t.path),
    // spec 1 §8 DuplicateReferenceName: per vertical, whatever the case
    uniqueIndex('reports_vertical_reference_unique').on(t.verticalId, sql`lower(${t.referenceName})`),
    index('reports_vertical_type_idx').on(t.verticalId, t.accountType),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * An image inserted into report guides (spec 1 §7 "guide images ... by id and variant"): the file as
 * uploaded and the 'help' variant (resized for the help drawer). Kept in the database, which every
 * web process shares, so an image uploaded through one is served by all.
 */
export const reportImages = pgTable('report_images', {
  id: serial('id').primaryKey(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  original: bytea('original').notNull(),
  help: bytea('help').notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
