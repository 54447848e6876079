import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder } from '../../db/client.ts';

/** One SQL statement without parameters, its rows answered: the common door of PGlite and pg. */
export type RawQuery = (text: string) => Promise<Record<string, unknown>[]>;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The migrations this version of StoreLens ships (drizzle's journal). */
export function journalMigrations(): Array<{ idx: number; tag: string; when: number }> {
  // the migrations folder as the server finds it: beside db/client.ts in the sources, beside the bundle in dist
  const file = join(migrationsFolder, 'meta', '_journal.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { entries: Array<{ idx: number; tag: string; when: number }> })
    .entries;
}

/** Every ordinary table outside PostgreSQL's own schemas, as schema.table. */
export async function listTables(query: RawQuery): Promise<string[]> {
  const rows = await query(
    `select table_schema as s, table_name as t from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1, 2`,
  );
  return rows.map((r) => `${r.s}.${r.t}`);
}

/** The row count of every table (schema.table → rows): what a backup and its restore must agree on. */
export async function countRows(query: RawQuery): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await listTables(query)) {
    const [schema, name] = table.split('.') as [string, string];
    const [row] = await query(`select count(*)::int as n from ${quoteIdent(schema)}.${quoteIdent(name)}`);
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

/** How many migrations drizzle recorded as applied (0 on a database StoreLens never opened). */
export async function appliedMigrations(query: RawQuery): Promise<{ count: number; lastCreatedAt: number | null }> {
  const [exists] = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as ok`);
  if (!exists?.ok) return { count: 0, lastCreatedAt: null };
  const [row] = await query('select count(*)::int as n, max(created_at) as last from drizzle.__drizzle_migrations');
  return { count: Number(row?.n ?? 0), lastCreatedAt: row?.last == null ? null : Number(row.last) };
}

/** The stored SECRET_KEY check value (platform/crypto.ts), or null when none was stored yet. */
export async function storedKeyCheck(query: RawQuery): Promise<string | null> {
  const [exists] = await query(`select to_regclass('public.instance_settings') is not null as ok`);
  if (!exists?.ok) return null;
  const [row] = await query(`select value from public.instance_settings where name = 'secret_key_check'`);
  return typeof row?.value === 'string' ? row.value : null;
}

/**
 * Whether a restore would destroy something: a row in any StoreLens table. The key check value alone
 * (a server that started once and was stopped) is not data; pg-boss's own bookkeeping is not either.
 */
export async function holdsData(query: RawQuery): Promise<boolean> {
  for (const table of await listTables(query)) {
    const [schema, name] = table.split('.') as [string, string];
    if (schema !== 'public') continue;
    const only = name === 'instance_settings' ? ` where name <> 'secret_key_check'` : '';
    const [row] = await query(`select exists (select 1 from public.${quoteIdent(name)}${only}) as any`);
    if (row?.any) return true;
  }
  return false;
}
