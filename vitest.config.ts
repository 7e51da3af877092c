import { configDefaults, defineConfig } from 'vitest/config';

/** Suites that need a PostgreSQL server (several instances on one database); they run when TEST_DATABASE_URL is set. */
const POSTGRES_ONLY = [
  'apps/server/src/plugins/realtime-fanout.test.ts',
  'apps/server/src/modules/purchaseorders/crash.test.ts',
  'apps/server/src/modules/purchaseorders/instances.test.ts',
];

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    globalSetup: ['./vitest.global-setup.ts'],
    // Vitest's default is one worker fewer than the cores: one on the two-core CI machine. The suites wait on
    // databases and sockets as much as they compute, so two workers finish sooner (docs/adr/0020-test-suite.md).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'db', include: ['packages/db/src/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        test: { name: 'idp', include: ['apps/idp/src/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : POSTGRES_ONLY)],
          // One module graph per worker, not per file: every server suite imports the app (about 1 s of module
          // loading each, most of it Node reading drizzle-orm's 180 kB package.json once per module it loads).
          // The suites share no module state (docs/adr/0020-test-suite.md).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] },
      },
      'apps/web',
    ],
  },
});
