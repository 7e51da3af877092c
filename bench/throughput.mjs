// GET /rs/main/start_page on the embedded database at 20 connections, load generator on the same machine.
import { rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { print, startServer, tempDataDir } from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 4392);
const duration = Number(process.env.DURATION ?? 10);
const dataDir = tempDataDir();
const server = await startServer({ dataDir, port });
try {
  for (const [label, path] of [
    ['GET /rs/main/start_page (anonymous, default store)', '/rs/main/start_page'],
    ['GET /rs/main/start_page?store=ADVANTAGE', '/rs/main/start_page?store=ADVANTAGE'],
  ]) {
    await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections: 20, duration: 2 }); // warm-up
    const result = await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections: 20, duration });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx responses, ${result.errors} errors`);
    print(`${label}: requests/s (mean, 20 connections, ${duration} s)`, Math.round(result.requests.average), 'req/s', '≥ 2,000');
    print(`${label}: latency p50 / p99`, `${result.latency.p50} / ${result.latency.p99}`, 'ms');
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
