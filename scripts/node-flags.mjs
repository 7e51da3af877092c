// The Node flags `npm start` runs the server with, read from the root package.json's start script (`node [flags]
// script.js`), for the processes that should run as the server does: the end-to-end servers and the operator
// commands. Without them a command's young generation grows to V8's default and a 1,000,000-line catalog check
// peaked at 369 MiB instead of 228 (docs/adr/0012-memory-budget.md, docs/adr/0028-catalog-intake.md).
import { readFileSync } from 'node:fs';

const packageJson = new URL('../package.json', import.meta.url);

/** The arguments after `node` in the start script: its flags, then the server's script. */
export function startArgs() {
  const start = JSON.parse(readFileSync(packageJson, 'utf8')).scripts.start;
  const [command, ...args] = start.trim().split(/\s+/);
  if (command !== 'node' || !args.at(-1)?.endsWith('.js')) throw new Error(`the start script is not "node [flags] script.js": ${start}`);
  return args;
}

/**
 * Runs this process again in place (execve: the same process id, no second process) with the start script's flags
 * it lacks and, on Linux, MALLOC_ARENA_MAX=2 as the server sets it. A flag given on the command line comes after
 * the added ones, so it wins. Does nothing when all are there, or where execve is not available.
 */
export function runAsServer() {
  const missing = startArgs().slice(0, -1).filter((flag) => !process.execArgv.includes(flag));
  const arenas = process.platform === 'linux' && process.env.MALLOC_ARENA_MAX === undefined;
  if ((missing.length === 0 && !arenas) || typeof process.execve !== 'function') return;
  const env = arenas ? { ...process.env, MALLOC_ARENA_MAX: '2' } : process.env;
  process.execve(process.execPath, [process.execPath, ...missing, ...process.execArgv, ...process.argv.slice(1)], env);
}
