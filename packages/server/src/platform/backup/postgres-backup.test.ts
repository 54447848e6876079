import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assertDumpCanRead, clientToolMajor } from './postgres-backup.ts';

describe('PostgreSQL client tools for backups', () => {
  const path = process.env.PATH;
  const dirs: string[] = [];
  afterEach(() => {
    process.env.PATH = path;
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const binDir = (tools: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'storelens-pgtools-'));
    dirs.push(dir);
    for (const [name, version] of Object.entries(tools)) {
      writeFileSync(join(dir, name), `#!/bin/sh\necho "${name} (PostgreSQL) ${version}"\n`);
      chmodSync(join(dir, name), 0o755);
    }
    return dir;
  };

  it('reads the major version of pg_dump and pg_restore', async () => {
    process.env.PATH = binDir({ pg_dump: '16.4 (Debian 16.4-1)', pg_restore: '17.2' });
    expect(await clientToolMajor('pg_dump')).toBe(16);
    expect(await clientToolMajor('pg_restore')).toBe(17);
  });

  it('says to install the client tools when pg_dump is missing', async () => {
    process.env.PATH = binDir({});
    await expect(clientToolMajor('pg_dump')).rejects.toThrow(/pg_dump was not found: .*Install them/);
  });

  it('refuses a pg_dump older than the server, naming the version to install', () => {
    expect(() => assertDumpCanRead(15, 16)).toThrow('pg_dump 15 cannot back up a PostgreSQL 16 server');
    expect(() => assertDumpCanRead(16, 16)).not.toThrow();
    expect(() => assertDumpCanRead(17, 15)).not.toThrow();
  });
});
