// Publishing a contractor's catalog file (docs/adr/0028-catalog-intake.md), on a generated catalog
// (CATALOG_PRODUCTS, default 20,000) and the file of bench/catalog-file.mjs without bad lines (LINES, default 100,000:
// the contract's current offers, one in ten re-priced, the rest new products).
// - PGlite: the wall time of `node scripts/catalog.mjs publish` (the command's start included; target ≤ 30 s), then
//   the same publication in this process on a copy of the database taken before it, with every statement of the
//   publishing transaction timed (the time between statements is reading, checking and staging in JavaScript).
// - PostgreSQL, when DATABASE_URL or TEST_DATABASE_URL is set (a new database, dropped at the end): a server started
//   on it (`npm start`, BENCH_PORT, default 4398) answers keyword searches one after another for DURATION seconds
//   (default 10), then while `scripts/catalog.mjs publish` runs against the same database, and for DURATION seconds
//   after; p50 / p95 / p99 / slowest of each window (target: p95 during ≤ 2 × before). Every search differs (a keyword and an upper
//   price limit no other search uses), so none is answered from the 60-s answer cache. With the default sizes the
//   published catalog (116,396 products) is above SEARCH_MEMORY_MAX_PRODUCTS (100,000): the searches after it go to
//   the PostgreSQL engine, not the in-memory index. On PGlite this figure does not exist: the embedded database
//   serves one process, so the server is stopped while an operator publishes.
// - LINES_PG_BIG (e.g. 1000000): also publish that many lines on another new PostgreSQL database, timed.
// ONLY=pglite|search|big runs one of the three.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { cpSync, createReadStream, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { publishCatalogFile } from '../apps/server/dist/modules/catalogintake/publish.js';
import { openDatabase, seedCatalog } from '../packages/db/dist/index.js';
import { biggestContract, writeCatalogFile } from './catalog-file.mjs';
import { print, root, startServer, tempDataDir } from './lib.mjs';

const products = Number(process.env.CATALOG_PRODUCTS ?? 20_000);
const lines = Number(process.env.LINES ?? 100_000);
const bigLines = Number(process.env.LINES_PG_BIG ?? 0);
const duration = Number(process.env.DURATION ?? 10);
const port = Number(process.env.BENCH_PORT ?? 4398);
const today = () => new Date().toISOString().slice(0, 10);
const only = process.env.ONLY;
const part = (name) => !only || only === name;

/** `scripts/catalog.mjs publish` on `file`; resolves with its wall time once it has printed "Published". */
async function publishCommand(file, contractNumber, env) {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/catalog.mjs', 'publish', '--file', file, '--contract', contractNumber, '--show', '3', '--actor', 'bench'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const [code] = await once(child, 'exit');
  if (code !== 0 || !out.includes('Published to contract')) throw new Error(`not published (exit ${code}): ${out}`);
  return { seconds: (performance.now() - started) / 1000, summary: out.split('\n')[0] };
}

const dialect = new PgDialect();
/** A statement's label: its first words, parameters left out. */
const labelOf = (query) => {
  const text = typeof query === 'string' ? query : (query?.sql ?? dialect.sqlToQuery(query).sql);
  return text.replace(/\s+/g, ' ').trim().slice(0, 90);
};

/**
 * The database with every `execute` of the publishing transaction timed: `db.transaction` hands the callback a
 * proxy of its transaction. Inserts through drizzle's builders (the publication and audit rows) are not timed.
 */
function timedDb(db, timings) {
  const timedTx = (tx) =>
    new Proxy(tx, {
      get(target, key) {
        const value = Reflect.get(target, key);
        if (key !== 'execute') return typeof value === 'function' ? value.bind(target) : value;
        return async (query) => {
          const started = performance.now();
          try {
            return await value.call(target, query);
          } finally {
            const label = labelOf(query);
            const t = timings.get(label) ?? { n: 0, ms: 0 };
            t.n++;
            t.ms += performance.now() - started;
            timings.set(label, t);
          }
        };
      },
    });
  return new Proxy(db, {
    get(target, key) {
      const value = Reflect.get(target, key);
      if (key !== 'transaction') return typeof value === 'function' ? value.bind(target) : value;
      return (fn, config) => value.call(target, (tx) => fn(timedTx(tx)), config);
    },
  });
}

async function profiledPublish(db, file, contractNumber) {
  const timings = new Map();
  const started = performance.now();
  const result = await publishCatalogFile(timedDb(db, timings), {
    format: 'csv', input: createReadStream(file), contractNumber, today: today(), fileName: 'bench.csv', sha256: '0'.repeat(64), actor: 'bench', keep: 3,
  });
  if (!result.published) throw new Error(`not published: ${JSON.stringify(result.problems?.slice(0, 3))}`);
  const total = performance.now() - started;
  const statements = [...timings.values()].reduce((sum, t) => sum + t.ms, 0);
  print(`  in process: publish ${lines.toLocaleString('en-US')} lines`, (total / 1000).toFixed(1), 's');
  print('    reading, checking, staging rows in JavaScript (between statements)', ((total - statements) / 1000).toFixed(1), 's');
  for (const [label, t] of [...timings].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12)) {
    process.stdout.write(`    ${(t.ms / 1000).toFixed(2).padStart(7)} s ${String(t.n).padStart(5)} ×  ${label}\n`);
  }
}

// PGlite: the command, then the same publication profiled in process on a copy of the database before it.
if (part('pglite')) {
  const dir = tempDataDir();
  try {
    const database = await openDatabase({ dataDir: join(dir, 'pglite') });
    await seedCatalog(database, { products });
    const source = await biggestContract(database.db);
    await database.close();
    cpSync(join(dir, 'pglite'), join(dir, 'pglite-copy'), { recursive: true });
    const file = join(dir, 'clean.csv');
    await writeCatalogFile(file, source, lines, false);
    const label = `PGlite, ${products.toLocaleString('en-US')} products (${source.contract.offers.toLocaleString('en-US')} current offers)`;
    const r = await publishCommand(file, source.contract.contract_number, { DATA_DIR: dir, DATABASE_URL: '' });
    print(`publish ${lines.toLocaleString('en-US')} lines (the command), ${label}`, r.seconds.toFixed(1), 's', lines === 100_000 ? '≤ 30 s' : undefined);
    process.stdout.write(`  ${r.summary}\n`);
    const copy = await openDatabase({ dataDir: join(dir, 'pglite-copy') });
    try {
      await profiledPublish(copy.db, file, source.contract.contract_number);
    } finally {
      await copy.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const KEYWORDS = ['ballpoint pen', 'toner cartridge', 'task chair', 'hand sanitizer', 'copy paper', 'first aid kit', 'laptop computer', 'exam gloves', 'led bulb', 'folding table'];
let searchNumber = 0;
/** Searches one after another until `until()` is true, each one new to the answer cache; p50/p95 in ms. */
async function searchWhile(base, until) {
  const times = [];
  do {
    const n = searchNumber++;
    const path = `/rs/search/advantage_search?searchText=${encodeURIComponent(KEYWORDS[n % KEYWORDS.length])}&priceMax=${(50_000 + n / 100).toFixed(2)}`;
    const started = performance.now();
    const res = await fetch(base + path);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    times.push(performance.now() - started);
  } while (!until());
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), max: times.at(-1), n: times.length };
}
const forSeconds = (s) => {
  const end = performance.now() + s * 1000;
  return () => performance.now() >= end;
};
// p99 and the slowest search too: one after another, a search that waits for an index's load is one slow search.
const window = (name, w) =>
  print(`  search p50 / p95 / p99 / max ${name} (${w.n})`, `${w.p50.toFixed(1)} / ${w.p95.toFixed(1)} / ${w.p99.toFixed(1)} / ${w.max.toFixed(0)}`, 'ms');

const adminUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;

/** A new PostgreSQL database with the generated catalog; `use` runs with its URL, and it is dropped after. */
async function withPostgres(use) {
  const name = `adv_publish_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ url: url.toString(), poolSize: 4 });
    await seedCatalog(database, { products });
    const source = await biggestContract(database.db);
    await database.close();
    await use(url.toString(), source);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

if (!adminUrl) {
  process.stdout.write('PostgreSQL figures skipped: set DATABASE_URL or TEST_DATABASE_URL (a server where a database can be created).\n');
} else {
  if (part('search')) await withPostgres(async (url, source) => {
    const dir = tempDataDir();
    const server = await startServer({ dataDir: dir, port, env: { DATABASE_URL: url, CATALOG_PRODUCTS: String(products), READER_PORT: '0', SMTP_CAPTURE_PORT: '0', LOG_LEVEL: 'warn' } });
    try {
      const file = join(dir, 'clean.csv');
      await writeCatalogFile(file, source, lines, false);
      const base = `http://127.0.0.1:${port}`;
      await searchWhile(base, forSeconds(2)); // warm the process (JIT, reference caches, the index)
      const before = await searchWhile(base, forSeconds(duration));
      let done = false;
      const publishing = publishCommand(file, source.contract.contract_number, { DATABASE_URL: url }).finally(() => (done = true));
      const during = await searchWhile(base, () => done);
      const r = await publishing;
      const after = await searchWhile(base, forSeconds(duration));
      print(`publish ${lines.toLocaleString('en-US')} lines (the command) on PostgreSQL, server searching`, r.seconds.toFixed(1), 's');
      window('before the publication', before);
      window('during it', during);
      window(`the ${duration} s after it`, after);
      print('  p95 during ÷ p95 before', (during.p95 / before.p95).toFixed(2), '×', '≤ 2 ×');
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
  if (bigLines > 0 && part('big')) {
    await withPostgres(async (url, source) => {
      const dir = tempDataDir();
      try {
        const file = join(dir, 'big.csv');
        await writeCatalogFile(file, source, bigLines, false);
        const r = await publishCommand(file, source.contract.contract_number, { DATABASE_URL: url });
        print(`publish ${bigLines.toLocaleString('en-US')} lines (the command), PostgreSQL`, r.seconds.toFixed(1), 's');
        process.stdout.write(`  ${r.summary}\n`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
}
