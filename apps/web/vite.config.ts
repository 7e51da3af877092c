import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

const API_ORIGIN = 'http://127.0.0.1:8080';

// 'source' lets Vite and Vitest read @advantage/contracts from its TypeScript sources.
const conditions = ['source', ...defaultClientConditions];

const BUILD_ID_PLACEHOLDER = '__ADVANTAGE_BUILD_ID__';

/**
 * public/sw.js only exists so a new release is noticed (src/lib/service-worker.ts): each build writes
 * an id derived from its hashed file names into the copy in dist, so the worker file changes exactly
 * when the app does.
 */
function serviceWorkerBuildId(): Plugin {
  let buildId = 'unknown';
  return {
    name: 'advantage:service-worker-build-id',
    apply: 'build',
    generateBundle(_options, bundle) {
      buildId = createHash('sha256').update(Object.keys(bundle).sort().join('\n')).digest('hex').slice(0, 16);
    },
    writeBundle(options) {
      const file = join(options.dir ?? 'dist', 'sw.js');
      let source: string;
      try {
        source = readFileSync(file, 'utf8');
      } catch {
        return;
      }
      writeFileSync(file, source.replace(BUILD_ID_PLACEHOLDER, buildId));
    },
  };
}

export default defineConfig({
  plugins: [react(), serviceWorkerBuildId()],
  resolve: { conditions },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The production CSP has no 'unsafe-inline': never inline assets as data: scripts or styles.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // The contracts build zod schemas at module level and the web app uses none of them. Calls on
      // `z` count as pure and the contracts and zod modules as free of side effects, so unused
      // schemas, and zod with them (about 25 kB gzip), drop out of the landing page's bundle.
      treeshake: {
        manualPureFunctions: ['z'],
        // undefined keeps the default (package.json "sideEffects") for every other module.
        moduleSideEffects: (id) => (/[\\/](zod|packages[\\/]contracts)[\\/]/.test(id) ? false : undefined),
      },
      output: {
        // zod in a chunk of its own: left to the default splitting it can share a chunk with React (both are used
        // by many sections), and the landing page, which needs React, would load zod with it (about 20 kB gzip).
        codeSplitting: { groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ }] },
      },
    },
  },
  server: {
    proxy: {
      '/rs': { target: API_ORIGIN, ws: true },
      // Only the API: /advantage/... page addresses are legacy links the app itself redirects.
      '/advantage/rs': API_ORIGIN,
      '/healthz': API_ORIGIN,
    },
  },
});
