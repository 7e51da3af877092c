// Starts the built marketplace on a fresh embedded database for one end-to-end run, and removes it after.
// The data directory is E2E_DATA_DIR when given (playwright.config.ts passes one, so tests can read the
// development CA's card certificates under <dir>/dev-ca), else a new temporary directory.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDataDir, TEMPLATE_PRODUCTS } from './data-template.mjs';
import { startArgs } from '../../scripts/node-flags.mjs';

function freshDataDir() {
  const wanted = process.env.E2E_DATA_DIR;
  if (!wanted) return mkdtempSync(join(tmpdir(), 'advantage-e2e-'));
  // Always a fresh database: whatever an earlier run left there goes.
  rmSync(wanted, { recursive: true, force: true });
  mkdirSync(wanted, { recursive: true, mode: 0o700 });
  return wanted;
}

const dataDir = freshDataDir();
const products = process.env.CATALOG_PRODUCTS ?? String(TEMPLATE_PRODUCTS);
// The run's database template (data-template.mjs) instead of a new database, when the catalog is the template's.
if (process.env.E2E_TEMPLATE_DIR && products === String(TEMPLATE_PRODUCTS)) await seedDataDir(process.env.E2E_TEMPLATE_DIR, dataDir);
const server = spawn(process.execPath, startArgs(), {
  stdio: 'inherit',
  // A smaller generated catalog (the first 3,000 products of the full one) keeps the servers' start short.
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', CATALOG_PRODUCTS: products },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
