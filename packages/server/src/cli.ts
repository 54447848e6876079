import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  FEATURE_FLAGS,
  type FeatureFlag,
  SYSTEM_ACCESS_LEVELS,
  type SystemAccessLevel,
} from '@storelens/contract/domain/users';
import { sql } from 'drizzle-orm';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { loginAttempts, users } from './db/schema.ts';
import { deleteUserSessions } from './identity/sessions.ts';
import { sendReportSubscriptionsNow } from './jobs/send-report-subscriptions.ts';
import { backupDatabase, restoreDatabase } from './platform/backup/backup.ts';
import { countRows } from './platform/backup/database-facts.ts';
import { ensureSecretKeyMatches } from './platform/crypto.ts';
import { hashPassword } from './platform/passwords.ts';
import { createActivatedUser } from './seed/create-user.ts';

const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create-user   --email E [--system-access admin|accountManager] [--first-name F] [--last-name L]
                [--flags hasAccounts,hasConnectors,hasDataManagement,hasReportsManagement] [--password P]
                Creates an activated user. Without --password a strong one is generated and printed.
  set-password  --email E [--password P]   Sets a new password, ends the user's sessions and lifts a lockout.
  list-users                               Lists users with their system access level.
  backup        --out FILE                 Writes a backup of the database (never SECRET_KEY). PostgreSQL: runs
                                           pg_dump (client tools at least as new as the server); the embedded
                                           database: stop the server first.
  send-report-subscriptions --now         Mails every report subscription now for its latest ended period
                                           (yesterday, last week, last month); a period already mailed is
                                           not mailed again. The embedded database: stop the server first.
  restore       --in FILE [--force]        Replaces the database with a backup made by 'backup'. Needs the same
                                           SECRET_KEY (or secret.key) as the backed-up installation; refuses a
                                           database that holds data unless --force. Stop every process first.

The database is the one the server uses: DATABASE_URL, else the embedded one in DATA_DIR (./data).`;

const generatePassword = () => `Sl-${randomBytes(12).toString('base64url')}1`;

async function run(argv: string[]): Promise<string> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'system-access': { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      flags: { type: 'string' },
      out: { type: 'string' },
      in: { type: 'string' },
      force: { type: 'boolean', default: false },
      now: { type: 'boolean', default: false },
    },
  });
  if (!command || command === 'help') return USAGE;
  if (command === 'backup') return backup(values.out);
  if (command === 'restore') return restore(values.in, values.force ?? false);
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const db = database.db;
    if (command === 'send-report-subscriptions') {
      if (!values.now) throw new Error('send-report-subscriptions needs --now');
      const { sent, alreadySent } = await sendReportSubscriptionsNow(config, database);
      return `${sent} report email${sent === 1 ? '' : 's'} sent, ${alreadySent} already sent for this period`;
    }
    if (command === 'list-users') {
      const rows = await db.select().from(users).orderBy(users.id);
      return rows.map((u) => `${u.id}\t${u.email}\t${u.systemAccessLevel ?? '-'}`).join('\n') || 'no users';
    }
    const email = values.email?.trim().toLowerCase();
    if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) throw new Error('--email is required and must be an email address');
    const password = values.password ?? generatePassword();
    if (command === 'create-user') {
      const level = values['system-access'];
      if (level && !SYSTEM_ACCESS_LEVELS.includes(level as SystemAccessLevel))
        throw new Error(`--system-access must be one of ${SYSTEM_ACCESS_LEVELS.join(', ')}`);
      const flags = (values.flags ?? '').split(',').filter(Boolean);
      const unknown = flags.filter((f) => !FEATURE_FLAGS.includes(f as FeatureFlag));
      if (unknown.length) throw new Error(`unknown flags: ${unknown.join(', ')}`);
      const id = await createActivatedUser(db, {
        email,
        password,
        firstName: values['first-name'] ?? '',
        lastName: values['last-name'] ?? '',
        systemAccessLevel: (level as SystemAccessLevel | undefined) ?? null,
        flags: Object.fromEntries(flags.map((f) => [f, true])),
      });
      return `created user ${id} ${email}${values.password ? '' : ` with password ${password}`}`;
    }
    if (command === 'set-password') {
      const [user] = await db
        .update(users)
        .set({ passwordHash: await hashPassword(password), activatedAt: new Date() })
        .where(sql`lower(${users.email}) = ${email}`)
        .returning({ id: users.id });
      if (!user) throw new Error(`no user ${email}`);
      await deleteUserSessions(db, user.id);
      await db.delete(loginAttempts).where(sql`${loginAttempts.email} = ${email}`);
      return `password set for ${email}${values.password ? '' : `: ${password}`}`;
    }
    throw new Error(`unknown command '${command}'\n\n${USAGE}`);
  } finally {
    await database.close();
  }
}

async function backup(out: string | undefined): Promise<string> {
  if (!out) throw new Error('--out FILE is required');
  // a backup needs no key (it holds only the key's check value): a placeholder keeps loadConfig from
  // generating a secret.key where none was
  const config = loadConfig({ ...process.env, SECRET_KEY: process.env.SECRET_KEY || 'x'.repeat(32) });
  const manifest = await backupDatabase(config, resolve(out));
  return `backup of ${manifest.kind === 'postgres' ? 'PostgreSQL' : 'the embedded database'} written to ${resolve(out)} (${manifest.payloadBytes} bytes, ${manifest.migrations} migrations). Keep SECRET_KEY (or DATA_DIR/secret.key) too: the backup does not hold it.`;
}

async function restore(input: string | undefined, force: boolean): Promise<string> {
  if (!input) throw new Error('--in FILE is required');
  if (!existsSync(input)) throw new Error(`no file ${input}`);
  const dataDir = resolve(process.env.DATA_DIR || './data');
  // without a key loadConfig would generate a fresh one, under which no restored credential reads
  if (!process.env.SECRET_KEY && !existsSync(join(dataDir, 'secret.key')))
    throw new Error(
      `Restore needs the SECRET_KEY of the installation the backup came from: set SECRET_KEY, or copy its secret.key into ${dataDir}. Nothing was changed.`,
    );
  const config = loadConfig();
  const manifest = await restoreDatabase(config, resolve(input), { secretKey: config.secretKey, force });
  // opened as the server opens it: newer migrations apply now, and the key is checked once more
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await ensureSecretKeyMatches(database.db, config.secretKey);
    const counts = await countRows(async (text) => (await database.executeSql(text)).rows);
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    return `restored ${resolve(input)} (made ${manifest.createdAt}): ${Object.keys(counts).length} tables, ${rows} rows`;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (out) => console.log(out),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
