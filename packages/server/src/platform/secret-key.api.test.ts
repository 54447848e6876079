import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openPglite } from '../db/client.ts';
import { instanceSettings } from '../db/runtime.schema.ts';
import { createTestContext } from '../test/harness.ts';
import { ensureSecretKeyMatches, SecretKeyMismatchError, secretKeyCheckValue } from './crypto.ts';

const KEY_A = 'first-key-first-key-first-key-first-key-01';
const KEY_B = 'other-key-other-key-other-key-other-key-02';
const main = fileURLToPath(new URL('../main.ts', import.meta.url));
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'storelens-key-'));
  dirs.push(dir);
  return dir;
};

/** Starts the real server entry point and answers its exit code and output (or kills it after `ms`). */
function startMain(env: Record<string, string>, ms = 60_000): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const clean = Object.fromEntries(
      Object.entries(process.env).filter(([k]) => !['SECRET_KEY', 'DATABASE_URL', 'ROLE', 'DEMO'].includes(k)),
    );
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: { ...clean, LOG_LEVEL: 'warn', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      output += c.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('one key, checked', () => {
  it('stores a check value (never the key) once, then refuses another key', async () => {
    const t = await createTestContext();
    try {
      const db = t.deps.database.db;
      expect(await ensureSecretKeyMatches(db, KEY_A)).toBe('stored');
      const [row] = await db.select().from(instanceSettings).where(eq(instanceSettings.name, 'secret_key_check'));
      expect(row!.value).toBe(secretKeyCheckValue(KEY_A));
      expect(row!.value).not.toContain(KEY_A);
      expect(await ensureSecretKeyMatches(db, KEY_A)).toBe('matched');
      await expect(ensureSecretKeyMatches(db, KEY_B)).rejects.toThrow(SecretKeyMismatchError);
      await expect(ensureSecretKeyMatches(db, KEY_B)).rejects.toThrow(/SECRET_KEY/);
    } finally {
      await t.close();
    }
  });

  it('refuses ROLE=web and ROLE=worker without SECRET_KEY; the all-in-one process generates one', () => {
    const dataDir = tempDir();
    expect(() => loadConfig({ ROLE: 'worker', DATA_DIR: dataDir })).toThrow(/SECRET_KEY.*ROLE=worker/);
    expect(() => loadConfig({ ROLE: 'web', DATA_DIR: dataDir, SECRET_KEY: '' })).toThrow(/SECRET_KEY.*ROLE=web/);
    expect(loadConfig({ ROLE: 'all', DATA_DIR: dataDir }).secretKey.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses ROLE=web and ROLE=worker without DATABASE_URL: the embedded database serves one process', () => {
    const dataDir = tempDir();
    expect(() => loadConfig({ ROLE: 'worker', DATA_DIR: dataDir, SECRET_KEY: KEY_A })).toThrow(
      /DATABASE_URL: required with ROLE=worker/,
    );
    expect(() => loadConfig({ ROLE: 'web', DATA_DIR: dataDir, SECRET_KEY: KEY_A })).toThrow(
      /DATABASE_URL: required with ROLE=web/,
    );
  });

  it('a process started with another key than the database was set up with refuses to start', async () => {
    const dataDir = tempDir();
    const database = await openPglite(dataDir);
    await ensureSecretKeyMatches(database.db, KEY_A);
    await database.close();

    // (a worker on PostgreSQL is refused the same way: modules/sync/scale-out.api.test.ts)
    const refused = await startMain({ ROLE: 'all', DATA_DIR: dataDir, SECRET_KEY: KEY_B });
    expect(refused.code, refused.output).not.toBe(0);
    expect(refused.output).toContain('SECRET_KEY differs from the key this database was set up with');
    expect(refused.output).not.toContain(KEY_B);

    const missing = await startMain({ ROLE: 'worker', DATA_DIR: dataDir });
    expect(missing.code).not.toBe(0);
    expect(missing.output).toContain('SECRET_KEY: required with ROLE=worker');
  }, 90_000);
});
