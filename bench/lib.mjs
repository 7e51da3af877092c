// Helpers shared by the benchmarks: start the built server on a data directory and wait for a page.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

export function tempDataDir() {
  return mkdtempSync(join(tmpdir(), 'advantage-bench-'));
}

/** Starts `npm start` (the README's command) and resolves when the landing page is served. */
export async function startServer({ dataDir, port, env = {}, command = ['npm', ['start', '--silent']] }) {
  const started = performance.now();
  const child = spawn(command[0], command[1], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}/`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      const html = await res.text();
      if (res.ok && html.includes('<div id="root"')) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const ms = performance.now() - started;
  return {
    ms,
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        process.kill(-child.pid, 'SIGTERM');
      }),
  };
}

export function print(name, value, unit, target) {
  const line = `${name.padEnd(58)} ${String(value).padStart(10)} ${unit}${target ? `   (target ${target})` : ''}`;
  process.stdout.write(`${line}\n`);
}
