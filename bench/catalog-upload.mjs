// A contractor's upload of its catalog file (docs/adr/0029-contractor-uploads.md): the file of
// bench/catalog-file.mjs (LINES, default 100,000, one bad line in a thousand) for the largest contract of a generated
// catalog (CATALOG_PRODUCTS, default 20,000), sent as the body of `POST /contractor/catalog` from disk, to a started
// server on the embedded database (BENCH_PORT, default 4399). Prints the server's resident memory before the uploads,
// then for each of RUNS uploads (default 2) the time to the answer and the server's peak resident memory over it
// (ADR 0028's target: peak RSS of the server or the command ≤ 300 MiB). With DATABASE_URL or TEST_DATABASE_URL the
// server runs on a throw-away PostgreSQL database instead (bench/database.mjs), so PGlite's own memory is not in its
// figure. BENCH_SERVER_NODE_OPTIONS: the server's NODE_OPTIONS (e.g. --max-old-space-size).
import { createReadStream, statSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { issueCredential } from '../apps/server/dist/modules/contractor/credentials.js';
import { openDatabase, seedCatalog } from '../packages/db/dist/index.js';
import { biggestContract, writeCatalogFile } from './catalog-file.mjs';
import { throwAwayDatabase } from './database.mjs';
import { print, startServer, tempDataDir } from './lib.mjs';

const products = Number(process.env.CATALOG_PRODUCTS ?? 20_000);
const lines = Number(process.env.LINES ?? 100_000);
const port = Number(process.env.BENCH_PORT ?? 4399);
const runs = Number(process.env.RUNS ?? 2);

const dir = tempDataDir();
const pg = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL ? await throwAwayDatabase('adv_upload_bench') : undefined;
const database = pg?.database ?? (await openDatabase({ dataDir: join(dir, 'pglite') }));
await seedCatalog(database, { products });
const source = await biggestContract(database.db);
const { rows } = await database.db.execute(sql`select contractor_id from contracts where id = ${source.contract.id}`);
const { token } = await issueCredential(database.db, { contractor: String(rows[0].contractor_id), name: 'bench feed', actor: 'bench' });
await database.close();
const file = join(dir, 'upload.csv');
await writeCatalogFile(file, source, lines);
const size = statSync(file).size;

const TOKEN = 'bench-upload-metrics-token';
/** The V8 heap and the memory outside it (PGlite's WebAssembly memory, buffers) from the server's /metrics, in MiB. */
async function heap() {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  const value = (name) => Math.round(Number(new RegExp(`^advantage_${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? NaN) / 2 ** 20);
  return { heapTotal: value('nodejs_heap_size_total_bytes'), external: value('nodejs_external_memory_bytes') };
}

const env = { CATALOG_PRODUCTS: String(products), READER_PORT: '0', SMTP_CAPTURE_PORT: '0', LOG_LEVEL: 'warn', METRICS_TOKEN: TOKEN, CATALOG_UPLOAD_MAX_BYTES: String(Math.max(size, 1024)) };
if (pg) env.DATABASE_URL = pg.url;
if (process.env.BENCH_SERVER_NODE_OPTIONS) env.NODE_OPTIONS = process.env.BENCH_SERVER_NODE_OPTIONS;
process.stdout.write(`Database: ${pg ? 'PostgreSQL' : 'embedded PGlite'}${env.NODE_OPTIONS ? `; server NODE_OPTIONS ${env.NODE_OPTIONS}` : ''}\n`);
const server = await startServer({ dataDir: dir, port, env });
try {
  // The landing page is served before the search index is built (/readyz waits for it): measure from a settled server.
  while ((await fetch(`http://127.0.0.1:${port}/readyz`)).status !== 200) await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 2000));
  const h = await heap();
  process.stdout.write(`before: V8 heap ${h.heapTotal} MiB, outside it ${h.external} MiB\n`);
  print(`server RSS before the uploads (ready, settled), ${products.toLocaleString('en-US')} products`, server.memory.rssMiB(), 'MiB');
  for (let run = 1; run <= runs; run++) {
    server.memory.resetPeak();
    // Sampled during the upload: which of the two grows.
    const most = { heapTotal: 0, external: 0 };
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const h = await heap();
        most.heapTotal = Math.max(most.heapTotal, h.heapTotal);
        most.external = Math.max(most.external, h.external);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/contractor/catalog?name=bench.csv`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', 'authorization': `Bearer ${token}`, 'content-length': String(size) },
      body: Readable.toWeb(createReadStream(file)),
      duplex: 'half',
    });
    const answer = await res.json();
    if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${JSON.stringify(answer)}`);
    const seconds = (performance.now() - started) / 1000;
    sampling = false;
    await sampler;
    print(`upload ${lines.toLocaleString('en-US')} lines (${(size / 1048576).toFixed(1)} MiB), run ${run}: answered`, seconds.toFixed(1), 's');
    print(`  server peak RSS over the upload${server.memory.sinceStart() ? ' (since start)' : ''}`, server.memory.peakMiB(), 'MiB', '≤ 300 MiB');
    process.stdout.write(`  most during it: V8 heap ${most.heapTotal} MiB, outside the heap (PGlite's memory, buffers) ${most.external} MiB\n`);
    process.stdout.write(`  ${answer.status}: ${answer.lines} lines, ${answer.refused} refused\n`);
  }
} finally {
  await server.stop();
  await pg?.drop();
}
