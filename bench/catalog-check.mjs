// Checking a contractor's catalog file (docs/adr/0028-catalog-intake.md): `node scripts/catalog.mjs check` on a file
// of LINES (default 100,000) lines against a generated catalog (CATALOG_PRODUCTS, default 20,000) on a fresh
// embedded PGlite directory, and LINES_PG (default 1,000,000) lines on a new PostgreSQL database when DATABASE_URL
// or TEST_DATABASE_URL is set. The file holds every current offer of the contract with the most offers (one in ten
// re-priced), new items up to the line count, and one bad line in a thousand. Printed: the command's wall time
// (start, reading, checking, comparing and writing the report), its peak resident memory (getrusage maxrss, the
// database's start included) and the memory the check itself adds, measured in this process; then, on PGlite, the
// time to publish the same lines without the bad ones (`scripts/catalog.mjs publish`).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { checkCatalogFile } from '../apps/server/dist/modules/catalogintake/check-file.js';
import { openDatabase, seedCatalog } from '../packages/db/dist/index.js';
import { print, root, tempDataDir } from './lib.mjs';

const products = Number(process.env.CATALOG_PRODUCTS ?? 20_000);
const pgliteLines = Number(process.env.LINES ?? 100_000);
const pgLines = Number(process.env.LINES_PG ?? 1_000_000);
const HEADER = 'contract_number,sin,part_number,manufacturer,manufacturer_part_number,nsn,title,description,unit_of_issue,price,minimum_order,delivery_days,unspsc,psc,socio_economic,programs,image';

async function biggestContract(db) {
  const today = new Date().toISOString().slice(0, 10);
  const { rows } = await db.execute(sql`
    select c.id, c.contract_number, c.sin, count(o.id)::int as offers from contracts c join offers o on o.contract_id = c.id
    where c.start_date <= ${today} and c.end_date >= ${today} group by c.id order by count(o.id) desc limit 1`);
  const contract = rows[0];
  const { rows: offers } = await db.execute(sql`
    select p.manufacturer_name, p.part_number, p.title, p.unit_of_issue, o.price_cents, o.delivery_days, o.minimum_order_quantity
    from offers o join products p on p.id = o.product_id where o.contract_id = ${contract.id}`);
  return { contract, offers };
}

const cell = (v) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);

async function writeFile(path, { contract, offers }, lines, badLines = true) {
  const out = createWriteStream(path);
  const write = async (text) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(`${HEADER}\r\n`);
  const price = (cents) => (cents / 100).toFixed(2);
  for (let i = 0; i < lines; i++) {
    const o = offers[i];
    const bad = badLines && i % 1000 === 999;
    const row = o
      ? [contract.contract_number, contract.sin, `K-${o.part_number}`, o.manufacturer_name, o.part_number, '', o.title, `${o.title}.`, o.unit_of_issue,
          price(i % 10 === 0 ? Math.round(o.price_cents * 1.05) : o.price_cents), String(o.minimum_order_quantity), String(o.delivery_days), '44120000', '', '', '', '']
      : [contract.contract_number, contract.sin, `NEW-${i}`, 'Bench Industries', `BI-${i}`, i % 7 === 0 ? `7510-01-${String(100 + (i % 900))}-${String(1000 + (i % 9000))}` : '',
          `Bench item ${i}, assorted`, `A new item of the bench file, number ${i}.`, 'EA', bad ? '12.5' : price(100 + (i % 90_000)), '', String(1 + (i % 30)), '44120000', '7510', 'SB', '', ''];
    await write(`${row.map(cell).join(',')}\r\n`);
  }
  out.end();
  await once(out, 'finish');
}

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

async function measure(label, dir, source, lines, env, openDb, target, publish = false) {
  const file = join(dir, 'catalog.csv');
  await writeFile(file, source, lines);
  const r = await runCheck(file, source.contract.contract_number, env);
  print(`check + compare ${lines.toLocaleString('en-US')} lines, ${label}`, r.seconds.toFixed(1), 's', target);
  print('  peak RSS of the command (database start included)', Math.round(r.peakMiB), 'MiB');
  const own = await inProcessPeak(openDb, file, source.contract.contract_number);
  print('  RSS added by the check (in process, database open)', Math.round(own.peak - own.before), 'MiB', '≤ 300 MiB');
  process.stdout.write(`  ${r.summary}\n  refused lines in the report: ${r.refused}\n`);
  if (!publish) return;
  // Publishing needs a file without a refused line: the same lines without the bad ones.
  const clean = join(dir, 'clean.csv');
  await writeFile(clean, source, lines, false);
  const p = await runCheck(clean, source.contract.contract_number, env, 'publish');
  if (!p.stdout.includes('Published to contract')) throw new Error(`not published: ${p.stdout}`);
  print(`publish ${lines.toLocaleString('en-US')} lines (check, stage, apply), ${label}`, p.seconds.toFixed(1), 's', lines === 100_000 ? '≤ 30 s' : undefined);
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
    await measure(label, dir, source, pgliteLines, { DATA_DIR: dir, DATABASE_URL: '' }, openDb, pgliteLines === 100_000 ? '≤ 15 s' : undefined, true);
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
