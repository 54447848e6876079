import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { SOURCE_SECRET_FIELDS } from '@storelens/contract/validation/sources';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { sources } from '../../db/connectors.schema.ts';
import { accounts } from '../../db/schema.ts';
import { openDetail, sealDetail } from '../../integrations/connector-secrets.ts';
import { DEMO_PASSWORD, seedDemoData } from '../../seed/demo-data.ts';
import { countDatabaseRows, createLocations, openApp, runAdmin } from '../../test/backup-helpers.ts';
import { signIn } from '../../test/harness.ts';
import { ensureSecretKeyMatches, SecretBox } from '../crypto.ts';
import { type DatabaseLocation, restoreDatabase } from './backup.ts';
import { readBackupHeader } from './backup-file.ts';
import { withPglite } from './pglite-backup.ts';

// test keys, nothing else uses them
const KEY = 'backup-test-key-backup-test-key-0000000001';
const OTHER_KEY = 'another-key-another-key-another-key-000002';
const CREDENTIALS = { url: 'https://shop.example.com', consumerKey: 'ck_backup', consumerSecret: 'cs_backup_sealed' };
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

describe(`backup and restore (${kind})`, () => {
  const locations = createLocations();
  let original: DatabaseLocation;
  let file: string;
  let sourceId: number;
  let counts: Record<string, number>;

  beforeAll(async () => {
    original = await locations.fresh();
    // the original installation's key sits in DATA_DIR/secret.key, as when SECRET_KEY is unset: the
    // backup must leave that file out
    const database = await openDatabase(original);
    mkdirSync(original.dataDir, { recursive: true });
    writeFileSync(join(original.dataDir, 'secret.key'), KEY);
    try {
      await ensureSecretKeyMatches(database.db, KEY);
      await seedDemoData(database.db);
      const [account] = await database.db.select().from(accounts).limit(1);
      const sealed = sealDetail(new SecretBox(KEY), CREDENTIALS, SOURCE_SECRET_FIELDS[SOURCE_TYPE.wooCommerce]);
      const [source] = await database.db
        .insert(sources)
        .values({
          accountId: account!.id,
          name: 'Backed-up shop',
          sourceType: SOURCE_TYPE.wooCommerce,
          detail: sealed.detail,
          secrets: sealed.secrets,
          frequencyMinutes: 1440,
          anchorTime: '08:00',
          timezone: 'Etc/UTC',
          startDate: '2026-01-01',
        })
        .returning();
      sourceId = source!.id;
      expect(sealed.secrets).not.toContain(CREDENTIALS.consumerSecret);
      counts = await countDatabaseRows(database);
    } finally {
      await database.close();
    }
    file = join(original.dataDir, '..', 'storelens.backup');
    await runAdmin(original, '', 'backup', '--out', file);
  }, 240_000);
  afterAll(() => locations.dropAll(), 60_000);

  it('writes a self-describing file without SECRET_KEY', () => {
    const { manifest } = readBackupHeader(file);
    expect(manifest).toMatchObject({ product: 'StoreLens', kind, migrations: expect.any(Number) });
    expect(manifest.migrations).toBeGreaterThan(20);
    const bytes = readFileSync(file);
    expect(bytes.includes(Buffer.from(KEY))).toBe(false);
    expect(bytes.includes(Buffer.from(CREDENTIALS.consumerSecret))).toBe(false);
    expect(counts['public.users']).toBeGreaterThan(3);
  });

  it('restores every row into an empty database; sign-ins and sealed credentials still work', async () => {
    const target = await locations.fresh();
    const { stdout } = await runAdmin(target, KEY, 'restore', '--in', file);
    expect(stdout).toMatch(/restored .* tables, \d+ rows/);
    const opened = await openApp(target, KEY);
    try {
      expect(await countDatabaseRows(opened.database)).toEqual(counts);
      const cookie = await signIn(opened.app, 'admin@demo.test', DEMO_PASSWORD);
      const list = await opened.app.inject({ url: '/api/admin/accounts', headers: { cookie } });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().total).toBe(counts['public.accounts']);
      const [source] = await opened.database.db.select().from(sources).where(eq(sources.id, sourceId));
      expect(openDetail(new SecretBox(KEY), source!.detail, source!.secrets)).toEqual(CREDENTIALS);
    } finally {
      await opened.close();
    }
  }, 240_000);

  it('refuses another SECRET_KEY, with the reason, and changes nothing', async () => {
    const target = await locations.fresh();
    const refused = runAdmin(target, OTHER_KEY, 'restore', '--in', file);
    await expect(refused).rejects.toThrow(/backup was made under another SECRET_KEY/);
    // no key at all: a generated one could read nothing, so the restore asks for the original
    await expect(runAdmin(target, '', 'restore', '--in', file)).rejects.toThrow(
      /Restore needs the SECRET_KEY of the installation the backup came from/,
    );
    expect(existsSync(join(target.dataDir, 'secret.key'))).toBe(false);
    if (target.databaseUrl) {
      const client = new pg.Client({ connectionString: target.databaseUrl });
      await client.connect();
      const tables = await client.query(`select count(*)::int as n from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema')`);
      await client.end();
      expect(tables.rows[0].n).toBe(0);
    } else expect(existsSync(join(target.dataDir, 'PG_VERSION'))).toBe(false);
  }, 120_000);

  it('refuses a database holding data without --force, and replaces it with --force', async () => {
    await expect(runAdmin(original, KEY, 'restore', '--in', file)).rejects.toThrow(
      /already holds data: add --force to replace it/,
    );
    // something the backup does not have: --force must take it away
    const database = await openDatabase(original);
    await database.db.update(sources).set({ name: 'Renamed after the backup' }).where(eq(sources.id, sourceId));
    await database.db.delete(sources).where(eq(sources.id, sourceId));
    await database.close();
    await runAdmin(original, KEY, 'restore', '--in', file, '--force');
    const opened = await openApp(original, KEY);
    try {
      expect(await countDatabaseRows(opened.database)).toEqual(counts);
      const [source] = await opened.database.db.select().from(sources).where(eq(sources.id, sourceId));
      expect(source!.name).toBe('Backed-up shop');
      await signIn(opened.app, 'user@demo.test', DEMO_PASSWORD);
    } finally {
      await opened.close();
    }
  }, 240_000);

  it('refuses while another process holds the database', async () => {
    const target = await locations.fresh();
    const { databaseUrl } = target;
    if (databaseUrl) {
      // a running web or worker process: a session on the database
      const server = new pg.Client({ connectionString: databaseUrl });
      await server.connect();
      try {
        await expect(restoreDatabase(target, file, { secretKey: KEY, force: true })).rejects.toThrow(
          /other session\(s\) are connected to this database: stop every StoreLens process/,
        );
      } finally {
        await server.end();
      }
    } else {
      // the embedded database has no lock of its own: an open instance is what a running server is
      await withPglite(original.dataDir, async () => {
        await expect(restoreDatabase(original, file, { secretKey: KEY, force: true })).rejects.toThrow(
          /open in another process .*stop the StoreLens server first/s,
        );
        await expect(runAdmin(original, KEY, 'backup', '--out', `${file}.2`)).rejects.toThrow(
          /stop the StoreLens server first/,
        );
      });
    }
  }, 120_000);

  it('refuses a backup of the other kind of database', async () => {
    const target: DatabaseLocation = original.databaseUrl
      ? { dataDir: original.dataDir }
      : { databaseUrl: 'postgres://nobody@127.0.0.1:1/none', dataDir: original.dataDir };
    await expect(restoreDatabase(target, file, { secretKey: KEY, force: true })).rejects.toThrow(
      /This backup is of .*restore it with the same kind of database/,
    );
  });
});
