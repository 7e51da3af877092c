/**
 * glibc gives every thread that allocates (libuv's pool, V8's compiler and collector threads) its own malloc arena
 * and keeps what they freed; the memory budget (docs/adr/0012-memory-budget.md) holds only with MALLOC_ARENA_MAX=2.
 * The variable is read when the process starts, so on Linux, when the environment does not set it, the server
 * replaces itself (execve: same process id, no second process) with the same command and MALLOC_ARENA_MAX=2.
 * Imported by server.ts before the server's modules are loaded (they are imported after it, dynamically).
 * An operator's own value is kept.
 */
if (process.platform === 'linux' && process.env.MALLOC_ARENA_MAX === undefined && typeof process.execve === 'function') {
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], { ...process.env, MALLOC_ARENA_MAX: '2' });
}

export {};
