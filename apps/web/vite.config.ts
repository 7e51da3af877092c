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
  },
  server: {
    proxy: {
      '/rs': { target: API_ORIGIN, ws: true },
      '/advantage': API_ORIGIN,
      '/healthz': API_ORIGIN,
    },
  },
});
