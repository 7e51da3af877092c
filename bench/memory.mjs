// The server's resident memory at 20,000 products (docs/adr/0012-memory-budget.md), on the embedded
// database and, when DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL (database advantage_mem, created anew):
// RSS when ready, then searches/s, product details/s and both mixed at 20 connections, each with the server's peak
// RSS over the run, and where the memory is (V8 heap, memory outside the heap, the rest: code, PGlite's WebAssembly
// memory, allocator) from the server's own /metrics. Figures vary with the machine's load: repeat (RUNS).
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { print, printThroughput, startServer, tempDataDir, withPeakRss } from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 4395);
const duration = Number(process.env.DURATION ?? 10);
const products = Number(process.env.PRODUCTS ?? 20_000);
const runs = Number(process.env.RUNS ?? 1);
const semiSpace = process.env.SEMI_SPACE_MB;
/** `embedded` or `postgres` to measure one only. */
const only = process.env.ONLY;
const DB = 'advantage_mem';
const TOKEN = 'bench-memory-metrics-token';

const KEYWORDS = ['ballpoint pen', 'toner cartridge', 'task chair', 'hand sanitizer', 'copy paper', 'first aid kit', 'laptop computer',
  'exam gloves', 'led bulb', 'trash can liner', 'usb flash drive', 'folding table', 'sold', 'stapler', 'monitor', 'keyboard'];
const SORTS = ['relevance', 'price_asc', 'price_desc', 'name', 'delivery'];
const REFINEMENTS = ['', '', '&socio=SB', '&price=25-100', '&delivery=7', '&gss=true'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const searchPath = () =>
  `/rs/search/advantage_search?searchText=${encodeURIComponent(pick(KEYWORDS))}&sort=${pick(SORTS)}&page=${1 + Math.floor(Math.random() * 3)}${pick(REFINEMENTS)}`;
const detailPath = () => `/rs/catalog/product_detail?productId=${1 + Math.floor(Math.random() * products)}`;

/** Prometheus gauges of Node's memory (prom-client's default metrics) from /metrics, in MiB. */
async function heapBreakdown(base) {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  const value = (name) => Number(new RegExp(`^advantage_${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? NaN) / 2 ** 20;
  return { rss: value('process_resident_memory_bytes'), heapTotal: value('nodejs_heap_size_total_bytes'), heapUsed: value('nodejs_heap_size_used_bytes'), external: value('nodejs_external_memory_bytes') };
}

async function waitReady(base) {
  for (;;) {
    const res = await fetch(`${base}/readyz`);
    if (res.ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function measure(name, env) {
  const label = semiSpace ? `${name} (semi-space ${semiSpace} MB)` : name;
  const dataDir = tempDataDir();
  const server = await startServer({
    dataDir,
    port,
    env: { CATALOG_PRODUCTS: String(products), LOG_LEVEL: 'warn', READER_PORT: '0', SMTP_CAPTURE_PORT: '0', METRICS_TOKEN: TOKEN, ...env },
    // SEMI_SPACE_MB: the server started with another young generation than `npm start`'s, to compare the two in one run.
    ...(semiSpace ? { command: [process.execPath, [`--max-semi-space-size=${semiSpace}`, 'apps/server/dist/server.js']] } : {}),
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitReady(base);
    print(`${label}: RSS when ready (search index built) / peak since start`, `${server.memory.rssMiB()} / ${server.memory.peakMiB()}`, 'MiB');
    const mix = async (name, requests) => {
      await autocannon({ url: base, connections: 20, duration: 2, requests }); // warm-up
      const run = await withPeakRss(server, () => autocannon({ url: base, connections: 20, duration, requests }));
      if (run.result.non2xx > 0 || run.result.errors > 0) throw new Error(`${name}: ${run.result.non2xx} non-2xx responses, ${run.result.errors} errors`);
      return run;
    };
    const search = [{ method: 'GET', setupRequest: (req) => ({ ...req, path: searchPath() }) }];
    const detail = [{ method: 'GET', setupRequest: (req) => ({ ...req, path: detailPath() }) }];
    const both = [{ method: 'GET', setupRequest: (req) => ({ ...req, path: Math.random() < 0.5 ? searchPath() : detailPath() }) }];
    let peak = 0;
    for (const [name, requests] of [['searches', search], ['product details', detail], ['searches + product details', both]]) {
      const run = await mix(name, requests);
      peak = Math.max(peak, run.peakMiB);
      printThroughput(`${label}: ${name}/s (20 connections, ${duration} s)`, run);
      print(`${label}:   server CPU per request (steadier than req/s when the machine is shared)`, (run.cpuMs / run.result.requests.total).toFixed(2), 'ms');
    }
    print(`${label}: peak RSS under load (largest of the three)`, peak, 'MiB');
    const m = await heapBreakdown(base);
    print(`${label}: after load: RSS / V8 heap used / heap total / external`, [m.rss, m.heapUsed, m.heapTotal, m.external].map((v) => v.toFixed(0)).join(' / '), 'MiB');
    return peak;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function freshDatabase(adminUrl) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${DB}`;
  return url.toString();
}

const adminUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
for (let i = 0; i < runs; i++) {
  process.stdout.write(`Run ${i + 1} of ${runs}, load average ${loadavg().map((n) => n.toFixed(1)).join(' ')} (2 cores shared: figures vary with it)\n`);
  if (only !== 'postgres') await measure(`embedded ${products / 1000}k`, {});
  if (only === 'embedded') continue;
  if (adminUrl) await measure(`PostgreSQL ${products / 1000}k`, { DATABASE_URL: await freshDatabase(adminUrl) });
  else process.stdout.write('PostgreSQL figures skipped: set DATABASE_URL or TEST_DATABASE_URL.\n');
}
