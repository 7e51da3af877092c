#!/usr/bin/env node
// Generates the catalog into the configured database: `npm run seed -- --products N [--reset] [--seed S]`.
// PostgreSQL when DATABASE_URL is set, else the embedded PGlite in $DATA_DIR/pglite (default ./data/pglite).
// Products are deterministic (product i depends only on the seed and i), so the catalog grows by appending:
// asking for more products than it holds adds the missing ones; --reset empties it first (to shrink it or
// change the seed). Stop the server first when it uses the same PGlite directory.
import { parseArgs } from 'node:util';
import { importBuilt, openProjectDatabase } from './open-database.mjs';

const usage = 'Usage: npm run seed -- [--products N] [--reset] [--seed S]';

let args;
try {
  args = parseArgs({
    options: {
      products: { type: 'string', default: '20000' },
      reset: { type: 'boolean', default: false },
      seed: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }).values;
} catch (error) {
  process.stderr.write(`${error.message}\n${usage}\n`);
  process.exit(2);
}
if (args.help) {
  process.stdout.write(`${usage}\n`);
  process.exit(0);
}
const products = Number(args.products.replace(/[_,]/g, ''));
const seed = args.seed === undefined ? undefined : Number(args.seed);
if (!Number.isInteger(products) || products < 0 || products > 10_000_000 || (seed !== undefined && !Number.isInteger(seed))) {
  process.stderr.write(`--products must be a whole number from 0 to 10,000,000 and --seed an integer.\n${usage}\n`);
  process.exit(2);
}

const db = await importBuilt('packages/db/dist/index.js');

const { database, url, dataDir } = await openProjectDatabase(db, 4);
const where = url ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${dataDir}`;
process.stdout.write(`Seeding the catalog in ${where}: ${products.toLocaleString('en-US')} products${args.reset ? ' (reset first)' : ''}\n`);
try {
  await db.seedShell(database.db);
  const result = await db.seedCatalog(database, {
    products,
    seed,
    reset: args.reset,
    onProgress: ({ done, total }) => process.stdout.write(`  ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}\n`),
  });
  const seconds = (result.milliseconds / 1000).toFixed(1);
  if (result.added === 0 && result.products > products) {
    process.stdout.write(`The catalog already holds ${result.products.toLocaleString('en-US')} products; nothing added (use --reset to reseed with fewer).\n`);
  } else {
    process.stdout.write(`Catalog: ${result.products.toLocaleString('en-US')} products (${result.added.toLocaleString('en-US')} added in ${seconds} s)\n`);
  }
} catch (error) {
  process.stderr.write(`Seeding failed: ${error instanceof db.CatalogSeedMismatchError ? error.message : error.stack}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
