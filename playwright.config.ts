import { defineConfig } from '@playwright/test';

import { E2E_PORTS } from './e2e/ports.ts';

const baseURL = `http://127.0.0.1:${E2E_PORTS.server}`;

/** Browser flows against the real server (docs/architecture.md, Tests); run `npm run build` first. */
export default defineConfig({
  testDir: 'e2e',
  // after the server answers: wait for the demo's first syncs to finish (e2e/demo-settled.setup.ts)
  globalSetup: './e2e/demo-settled.setup.ts',
  // each shard its own folder: Playwright empties it at start (scripts/e2e-shards.mjs)
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  // A small machine: one browser at a time keeps the runs steady.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // On CI, one more try for a flow that ran out of its time: two shards' servers, their demo syncs and two
  // browsers share two cores, and a long flow has met its limit there while passing alone. A flow that
  // fails twice still fails the run; the report lists every retried flow as flaky.
  retries: process.env.CI ? 1 : 0,
  // Two shards share two cores, each with a server whose demo syncs run at start. In a full run on a
  // machine loaded well past its two cores (load 10-12), the slowest flow took 39 s (scripts/e2e-shards.mjs
  // prints the slowest after each run): 60 s leaves that room, and a broken step fails on its 15 s expect.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // results.json: each flow's duration, which scripts/e2e-shards.mjs sums into e2e/durations.json's figures
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    ['json', { outputFile: `${process.env.E2E_OUTPUT_DIR ?? 'test-results'}/results.json` }],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Debian's Chromium: the tests never download a browser.
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/`,
    // the server answers once the demo's data is seeded: 47 s on a loaded two-core machine, over 60 s
    // once; not a flow's limit (scripts/e2e-limits.test.ts allows this one line)
    timeout: 120_000,
    reuseExistingServer: false,
    // The script stops its server and deletes the temporary data directory on SIGTERM.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
