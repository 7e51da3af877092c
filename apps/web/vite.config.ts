import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const API_ORIGIN = 'http://127.0.0.1:8080';

// 'source' lets Vite and Vitest read @advantage/contracts from its TypeScript sources.
const conditions = ['source', ...defaultClientConditions];

export default defineConfig({
  plugins: [react()],
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
