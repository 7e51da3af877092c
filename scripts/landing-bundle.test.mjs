// The landing page's JavaScript as a browser loads it (bench/bundle.mjs prints the figure): built from the web
// app's own Vite configuration into a directory of the test's own, it stays within its budget and never carries
// zod, which only forms and their input schemas need (a text beside an input schema in a contracts module, or a
// chunk shared with React, brought it up front: 168.8 kB instead of 131.7 kB).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipBytes, landingChunks } from '../bench/landing.mjs';

const webRoot = new URL('../apps/web/', import.meta.url).pathname;
const LANDING_BUDGET_BYTES = 150 * 1024;

describe('the landing page bundle', () => {
  const dist = mkdtempSync(join(tmpdir(), 'advantage-landing-'));
  let chunks;

  beforeAll(async () => {
    // Vitest runs with NODE_ENV=test, which would build React's development bundles.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ root: webRoot, configFile: join(webRoot, 'vite.config.ts'), mode: 'production', logLevel: 'silent', build: { outDir: dist, emptyOutDir: true } });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    chunks = [...landingChunks(dist)];
  }, 120_000);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('loads no zod before the page shows', () => {
    const withZod = chunks.filter((file) => /ZodError|\$ZodType/.test(readFileSync(join(dist, file), 'utf8')));
    expect(withZod).toEqual([]);
  });

  it('stays within 150 kB of gzip JavaScript', () => {
    expect(chunks.reduce((sum, file) => sum + gzipBytes(dist, file), 0)).toBeLessThanOrEqual(LANDING_BUDGET_BYTES);
  });
});
