import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Inherits the 'source' resolve condition from vite.config.ts so tests use the contracts' TS sources.
export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      root: import.meta.dirname,
      environment: 'happy-dom',
      // One happy-dom window per worker, each file still in a context of its own: with the default pool every file
      // built its own window and ran the set-up file again (59 files: 75 s against 35 s, docs/adr/0020-test-suite.md).
      pool: 'vmThreads',
      // The root config's two workers (this project does not extend it): the same count lets its files share the run's
      // two workers with the other projects' instead of running after them on one.
      maxWorkers: 2,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test-setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      // A test may open several lazy screens, each find* waiting up to 5 s (src/test-setup.ts); Vitest's 5 s
      // default for the whole test failed one on a loaded CI machine. The limit guards against hangs only.
      testTimeout: 30_000,
    },
  }),
);
