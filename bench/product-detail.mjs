// GET /rs/catalog/product_detail on the embedded database with a generated catalog (PRODUCTS, default
// 20,000): single-request latency (one request at a time) and requests/s at 20 connections, each request
// for a random product, anonymous, load generator on the same machine.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';
import { print, printThroughput, root, startServer, tempDataDir, withPeakRss } from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 4393);
const duration = Number(process.env.DURATION ?? 10);
const products = Number(process.env.PRODUCTS ?? 20_000);
const singles = Number(process.env.SINGLE_REQUESTS ?? 2_000);

const randomPath = () => `/rs/catalog/product_detail?productId=${1 + Math.floor(Math.random() * products)}`;

/** One request on a kept-alive connection; resolves with the status and the milliseconds it took. */
function timed(agent, path) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
    });
    req.on('error', reject);
  });
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

const dataDir = tempDataDir();
// The catalog is generated first with the README's command, so the server starts on a loaded database.
const seeding = performance.now();
const seeded = spawnSync(process.execPath, ['scripts/seed.mjs', '--products', String(products)], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (seeded.status !== 0) throw new Error(`npm run seed exited with ${seeded.status}`);
print(`npm run seed -- --products ${products} (generate + load)`, ((performance.now() - seeding) / 1000).toFixed(1), 's', '< 20 s');
// Any free port for the mail capture and the card reader: other servers on this machine may hold the defaults.
const server = await startServer({ dataDir, port, env: { CATALOG_PRODUCTS: String(products), LOG_LEVEL: 'warn', SMTP_CAPTURE_PORT: '0', READER_PORT: '0' } });
try {
  const first = await fetch(`http://127.0.0.1:${port}/rs/catalog/product_detail?productId=1`);
  const body = await first.json();
  if (body.responseName !== 'ProductDetail') throw new Error(`product 1 answered ${body.responseName}`);

  // Single request: one at a time, after a warm-up.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  for (let i = 0; i < 300; i++) await timed(agent, randomPath());
  const times = [];
  for (let i = 0; i < singles; i++) {
    const { status, ms } = await timed(agent, randomPath());
    if (status !== 200) throw new Error(`status ${status}`);
    times.push(ms);
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  const mean = times.reduce((s, t) => s + t, 0) / times.length;
  print(`single request latency mean (${singles} random products)`, mean.toFixed(2), 'ms', '< 3 ms');
  print('single request latency p50 / p95 / p99', `${quantile(times, 0.5).toFixed(2)} / ${quantile(times, 0.95).toFixed(2)} / ${quantile(times, 0.99).toFixed(2)}`, 'ms');

  // Throughput: 20 connections, a random product per request.
  const options = {
    url: `http://127.0.0.1:${port}`,
    connections: 20,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: randomPath() }) }],
  };
  await autocannon({ ...options, duration: 2 }); // warm-up
  const run = await withPeakRss(server, () => autocannon({ ...options, duration }));
  const { result } = run;
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx responses, ${result.errors} errors`);
  printThroughput(`requests/s (mean, 20 connections, ${duration} s, random products)`, run, '≥ 2,000');
  print('latency at 20 connections p50 / p99', `${result.latency.p50} / ${result.latency.p99}`, 'ms');
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
