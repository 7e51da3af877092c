// The server's command line as `npm start` runs it (the root package.json's start script: node, its flags, the
// script), so the end-to-end servers run with the flags the README's quick start gives (docs/adr/0012-memory-budget.md).
import { readFileSync } from 'node:fs';

const packageJson = new URL('../../package.json', import.meta.url);

/** The arguments after `node` in the start script, e.g. ['--max-semi-space-size=16', ..., 'apps/server/dist/server.js']. */
export function serverArgs() {
  const start = JSON.parse(readFileSync(packageJson, 'utf8')).scripts.start;
  const [command, ...args] = start.trim().split(/\s+/);
  if (command !== 'node' || !args.at(-1)?.endsWith('.js')) throw new Error(`the start script is not "node [flags] script.js": ${start}`);
  return args;
}
