// Starts the built marketplace on a fresh embedded database for one end-to-end run, and removes it after.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'advantage-e2e-'));
const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
