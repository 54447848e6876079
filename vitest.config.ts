import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['packages/server/src/**/*.api.test.ts'],
          // the files of a worker share their loaded modules (as the web and API projects do)
          isolate: false,
          // both cores (vitest's default on a two-core machine is one worker)
          maxWorkers: 2,
        },
      },
      {
        // the web app's screens in a DOM, their API answered by MSW (packages/web/src/test/README.md)
        test: {
          name: 'web',
          include: ['packages/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['packages/web/src/test/setup.ts'],
          // a screen's first test in a file also loads its code; a busy two-core machine can take seconds
          testTimeout: 30000,
          // the files of a worker share one jsdom and the loaded app (MUI, the router, the contract): half
          // the time of a fresh one per file. renderScreen resets what a test leaves (cache, storage, URL).
          isolate: false,
          // both cores: a screen test mostly waits on React and jsdom, one file at a time left one core idle
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'api',
          include: ['packages/server/src/**/*.api.test.ts', 'packages/client/src/**/*.api.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
          // a worker's test files share the loaded server (Fastify, drizzle, zod, the contract): each file
          // still builds its own app on its own database copy, but importing the module graph again per
          // file cost more than the tests themselves
          isolate: false,
          // two test files at a time on a two-core machine (vitest's default there is one): much of a file's
          // time is spent waiting on fakes, server processes and timers, not on the CPU
          maxWorkers: 2,
          // one migrated database for the run, copied for each test file instead of each migrating its own
          globalSetup: ['packages/server/src/test/api-global-setup.ts'],
        },
      },
    ],
  },
});
