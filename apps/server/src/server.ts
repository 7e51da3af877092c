/**
 * The server's entry. An ES module's static imports all load before any module body runs, so the arena check
 * (malloc-arenas.ts, which may replace the process) must come before the server's module graph is even read:
 * statically imported here it would run only after some 2 s of loading that the replaced process repeats.
 */
import './malloc-arenas.js';

await import('./start.js');
