// Generating and loading the catalog (products, offers, search terms, indexes, ANALYZE): 20,000 products on a
// fresh embedded PGlite directory and, when DATABASE_URL or TEST_DATABASE_URL is set, 1,000,000 products on a
// new PostgreSQL database that is dropped afterwards. SEED_PRODUCTS_PGLITE / SEED_PRODUCTS_PG change the sizes.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, seedCatalog } from '../packages/db/dist/index.js';
import { print, tempDataDir } from './lib.mjs';

const pgliteProducts = Number(process.env.SEED_PRODUCTS_PGLITE ?? 20_000);
const pgProducts = Number(process.env.SEED_PRODUCTS_PG ?? 1_000_000);

function printSteps({ peakRss, timings }) {
  const s = (ms) => (ms / 1000).toFixed(1);
  if (timings) print('  steps: generate+COPY / indexes / search terms / ANALYZE', `${s(timings.copy)} / ${s(timings.indexes)} / ${s(timings.terms)} / ${s(timings.analyze)}`, 's');
  print('  peak Node RSS', Math.round(peakRss / 2 ** 20), 'MB');
}

async function measure(database, products) {
  const rss = [];
  const timer = setInterval(() => rss.push(process.memoryUsage().rss), 500);
  try {
    const result = await seedCatalog(database, { products });
    return { seconds: result.milliseconds / 1000, peakRss: Math.max(...rss, process.memoryUsage().rss), timings: result.timings };
  } finally {
    clearInterval(timer);
  }
}

{
  const dir = tempDataDir();
  const database = await openDatabase({ dataDir: join(dir, 'pglite') });
  try {
    const m = await measure(database, pgliteProducts);
    print(`generate + load ${pgliteProducts.toLocaleString('en-US')} products, PGlite (fresh directory)`, m.seconds.toFixed(2), 's', pgliteProducts === 20_000 ? '< 20 s' : undefined);
    printSteps(m);
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const adminUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  process.stdout.write('PostgreSQL figure skipped: set DATABASE_URL or TEST_DATABASE_URL (a server where a database can be created).\n');
} else {
  const name = `adv_seed_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ url: url.toString(), poolSize: 4 });
    try {
      const m = await measure(database, pgProducts);
      print(`generate + load ${pgProducts.toLocaleString('en-US')} products, PostgreSQL`, m.seconds.toFixed(1), 's', pgProducts === 1_000_000 ? '< 180 s' : undefined);
      printSteps(m);
    } finally {
      await database.close();
    }
  } finally {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  }
}
