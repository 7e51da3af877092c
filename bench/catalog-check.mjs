// Checking a contractor's catalog file (docs/adr/0028-catalog-intake.md): `node scripts/catalog.mjs check` on a file
// of LINES (default 100,000) lines against a generated catalog (CATALOG_PRODUCTS, default 20,000) on a fresh
// embedded PGlite directory, and LINES_PG (default 1,000,000) lines on a new PostgreSQL database when DATABASE_URL
// or TEST_DATABASE_URL is set. The file holds every current offer of the contract with the most offers (one in ten
// re-priced), new items up to the line count, and one bad line in a thousand. Printed: the command's wall time
// (start, reading, checking, comparing and writing the report), its peak resident memory (getrusage maxrss, the
// database's start included) and the memory the check itself adds, measured in this process. Publishing is
// bench/catalog-publish.mjs.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import pg from 'pg';
import { checkCatalogFile } from '../apps/server/dist/modules/catalogintake/check-file.js';
import { openDatabase, seedCatalog } from '../packages/db/dist/index.js';
import { biggestContract, writeCatalogFile } from './catalog-file.mjs';
import { print, root, tempDataDir } from './lib.mjs';
import { runAsServer } from '../scripts/node-flags.mjs';

// The check measured in this process runs under the server's Node flags, as the server's and the command's do.
runAsServer();

const products = Number(process.env.CATALOG_PRODUCTS ?? 20_000);
const pgliteLines = Number(process.env.LINES ?? 100_000);
const pgLines = Number(process.env.LINES_PG ?? 1_000_000);

/** Runs the operator command and reports its wall time and peak RSS (printed by bench/max-rss.mjs at exit). */
async function runCheck(file, contractNumber, env, command = 'check') {
  const started = performance.now();
  const args = ['--import', './bench/max-rss.mjs', 'scripts/catalog.mjs', command, '--file', file, '--contract', contractNumber, '--report', `${file}.refused.csv`, '--show', '3'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const [code] = await once(child, 'exit');
  const seconds = (performance.now() - started) / 1000;
  const rss = /maxRSS (\d+)/.exec(stderr);
  if (code === 2 || !rss) throw new Error(`the check ended with ${code}: ${stdout}${stderr}`);
  const refused = readFileSync(`${file}.refused.csv`, 'utf8').trim().split('\r\n').length - 1;
  return { seconds, peakMiB: Number(rss[1]) / 1024, summary: stdout.split('\n')[0], refused, stdout };
}

const mib = (bytes) => bytes / 2 ** 20;

/**
 * The check's own memory, in this process: the database opened and settled first (PGlite's start peaks for about a
 * second while V8 optimizes PostgreSQL's WebAssembly, then falls back), then RSS sampled every 20 ms during the check.
 */
async function inProcessPeak(openDb, file, contractNumber) {
  const database = await openDb();
  try {
    let settled = process.memoryUsage().rss;
    for (let i = 0; i < 50; i++) {
      await new Promise((r) => setTimeout(r, 200));
      const now = process.memoryUsage().rss;
      if (Math.abs(now - settled) < 2 ** 20 && i > 5) break;
      settled = now;
    }
    const before = process.memoryUsage().rss;
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    await checkCatalogFile(database.db, { format: 'csv', input: createReadStream(file), contractNumber, today: new Date().toISOString().slice(0, 10), keep: 20, onProblem: () => {} });
    clearInterval(timer);
    return { before: mib(before), peak: mib(Math.max(peak, process.memoryUsage().rss)) };
  } finally {
    await database.close();
  }
}

async function measure(label, dir, source, lines, env, openDb, target) {
  const file = join(dir, 'catalog.csv');
  await writeCatalogFile(file, source, lines);
  const r = await runCheck(file, source.contract.contract_number, env);
  print(`check + compare ${lines.toLocaleString('en-US')} lines, ${label}`, r.seconds.toFixed(1), 's', target);
  print('  peak RSS of the command (database start included)', Math.round(r.peakMiB), 'MiB');
  const own = await inProcessPeak(openDb, file, source.contract.contract_number);
  print('  RSS added by the check (in process, database open)', Math.round(own.peak - own.before), 'MiB', '≤ 300 MiB');
  process.stdout.write(`  ${r.summary}\n  refused lines in the report: ${r.refused}\n`);
}

{
  const dir = tempDataDir();
  try {
    const database = await openDatabase({ dataDir: join(dir, 'pglite') });
    await seedCatalog(database, { products });
    const source = await biggestContract(database.db);
    await database.close();
    const label = `PGlite (${source.contract.offers.toLocaleString('en-US')} current offers)`;
    const openDb = () => openDatabase({ dataDir: join(dir, 'pglite') });
    await measure(label, dir, source, pgliteLines, { DATA_DIR: dir, DATABASE_URL: '' }, openDb, pgliteLines === 100_000 ? '≤ 15 s' : undefined);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const adminUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  process.stdout.write('PostgreSQL figure skipped: set DATABASE_URL or TEST_DATABASE_URL (a server where a database can be created).\n');
} else {
  const name = `adv_catalog_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dir = tempDataDir();
  try {
    const database = await openDatabase({ url: url.toString(), poolSize: 4 });
    await seedCatalog(database, { products });
    const source = await biggestContract(database.db);
    await database.close();
    const openDb = () => openDatabase({ url: url.toString(), poolSize: 2 });
    await measure('PostgreSQL', dir, source, pgLines, { DATABASE_URL: url.toString() }, openDb, pgLines === 1_000_000 ? '≤ 180 s' : undefined);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
