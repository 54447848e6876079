// Starts the real server for the Playwright tests: demo data on a fresh, throw-away database,
// on port 3100 so that it never meets a developer's server on 3000.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'storelens-e2e-'));
// the shard's block of ports (e2e/ports.ts): server, base+25 mail catcher, base+35 auth fakes, base+45/46 BI fakes
const base = Number(process.env.E2E_PORT_BASE ?? 3100);
const port = String(base);
const oauthFakes = `http://127.0.0.1:${base + 35}`;

// Its own process group, so that stopping it also stops the tsx and node processes npx starts.
const server = spawn('npx', ['tsx', 'packages/server/src/main.ts'], {
  cwd: root,
  detached: true,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    DEMO: '1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // Fixed so that a run is reproducible; this key protects nothing but test data.
    SECRET_KEY: 'e2e-secret-key-0123456789abcdefghijklmnop',
    // e2e/demo-settled.setup.ts reads /metrics to start the flows once the demo's first syncs are over
    METRICS_TOKEN: 'e2e-metrics-token',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Mail goes over SMTP to the catcher the identity specs start (e2e/identity-mail.ts).
    SMTP_URL: process.env.E2E_SMTP_URL ?? `smtp://127.0.0.1:${base + 25}`,
    // Source validation (e2e/source-validation.spec.ts starts these auth fakes on port base + 35; the
    // client is the fakes' DEFAULT_OAUTH_CLIENT). Only hosts no other fake serves are pointed there.
    RACEROSTER_CLIENT_ID: 'storelens-test-client',
    RACEROSTER_CLIENT_SECRET: 'storelens-test-client-secret',
    BRIGHTPEARL_CLIENT_ID: 'storelens-test-client',
    BRIGHTPEARL_CLIENT_SECRET: 'storelens-test-client-secret',
    // Report providers (e2e/reports-providers.spec.ts starts the Tableau and Metabase fakes on ports
    // base + 45 and + 46 with these secrets: the fakes' defaults, DEFAULT_TABLEAU_APP and DEFAULT_METABASE_SECRET)
    TABLEAU_SERVER_URL: `http://127.0.0.1:${base + 45}`,
    TABLEAU_CLIENT_ID: 'storelens-tableau-client',
    TABLEAU_SECRET_ID: 'storelens-tableau-secret-id',
    TABLEAU_SECRET_VALUE: 'storelens-tableau-secret-value-0123456789',
    METABASE_SITE_URL: `http://127.0.0.1:${base + 46}`,
    METABASE_SECRET_KEY: 'a3f1c0ffee5eed0123456789abcdef0123456789abcdef0123456789abcdef01',
    VENDOR_ENDPOINTS: JSON.stringify({
      raceRoster: `${oauthFakes}/raceroster`,
      brightpearlAuth: `${oauthFakes}/brightpearl`,
    }),
  },
});

const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });

const stop = (signal) => {
  try {
    process.kill(-server.pid, signal);
  } catch {
    // already gone
  }
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
// If this script dies without a signal (Playwright may kill it outright), take the server along.
process.on('exit', () => stop('SIGTERM'));
server.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
