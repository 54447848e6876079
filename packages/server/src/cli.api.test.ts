import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openPglite } from './db/client.ts';
import { createConnectorRegistry } from './integrations/registry.ts';
import { SecretBox } from './platform/crypto.ts';
import { createEventBus } from './platform/events.ts';
import { createLogger } from './platform/logger.ts';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'storelens-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const admin = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', cli, ...args], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SECRET_KEY: 'cli-test-secret-key-cli-test-secret-key-00',
    },
  });

it('creates a first system admin without demo data, who can then sign in', async () => {
  const created = await admin(
    'create-user',
    '--email',
    'First@Company.test',
    '--system-access',
    'admin',
    '--password',
    'Cli-password-1',
  );
  expect(created.stdout).toContain('created user');
  expect((await admin('list-users')).stdout).toMatch(/first@company\.test\s+admin/);
  await expect(admin('create-user', '--email', 'x@company.test', '--system-access', 'root')).rejects.toThrow(
    /system-access/,
  );

  const config = loadConfig({
    DATA_DIR: dataDir,
    SECRET_KEY: 'cli-test-secret-key-cli-test-secret-key-00',
    LOG_LEVEL: 'silent',
  });
  const database = await openPglite(dataDir);
  const app = await buildApp({
    config,
    database,
    secrets: new SecretBox(config.secretKey),
    sendJob: async () => {},
    connectors: createConnectorRegistry(),
    events: createEventBus(),
    now: () => new Date(),
    logger: createLogger('silent'),
  });
  try {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: 'first@company.test', password: 'Cli-password-1' },
    });
    expect(res.json().status).toBe('Success');
    expect(
      (
        await app.inject({ url: '/api/user', headers: { cookie: `storelens_session=${res.cookies[0]!.value}` } })
      ).json(),
    ).toMatchObject({
      systemAccessLevel: 'admin',
    });
  } finally {
    await app.close();
    await database.close();
  }
}, 180_000);
