import { type AppDb, type Database, openDatabase, schema, seedCatalog, seedShell, writeSampleCatalog } from '@advantage/db';
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import type { CatalogSeedJob, CatalogSeedMessage } from './catalog-seed-child.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: AppDb;
    /**
     * What search reads: a streaming replica when DATABASE_READ_URL names one, else the database itself. A replica is
     * behind the primary by its replication lag (under a second), within the minute a search may already be behind.
     */
    readDb: AppDb;
    dbKind: Database['kind'];
    /** The PostgreSQL pool's connections (plugins/metrics); undefined on PGlite, one connection in process. */
    dbPoolStats: () => { total: number; idle: number; waiting: number } | undefined;
  }
}

export interface DbPluginOptions {
  /** An already opened database (tests share one per suite); otherwise one is opened from the options. */
  database?: Database;
  url?: string | undefined;
  /** A replica of `url` for search's reads (never migrated or written here). */
  readUrl?: string | undefined;
  /** An already opened read database (tests: a second database standing for a replica). */
  readDatabase?: Database;
  dataDir?: string;
  /** Products to generate when the catalog is empty (0: reference data only); undefined leaves the catalog alone. */
  catalogProducts?: number | undefined;
  /** Where the demo's sample contractor catalog file goes when the catalog is generated (README "Contractor catalogs"). */
  sampleCatalogPath?: string | undefined;
}

/** Opens PGlite (embedded default) or PostgreSQL, applies migrations and the shell seed, closes on shutdown. */
export default fp<DbPluginOptions>(
  async (app, opts) => {
    const owned = !opts.database;
    const open = () => openDatabase({ url: opts.url, dataDir: opts.dataDir });
    const products = opts.catalogProducts;
    // A PGlite directory not created yet: the child creates it too (PGlite's initdb keeps ~100 MiB in the process
    // that runs it), then the server opens a database that is complete.
    const newDirectory = owned && !opts.url && opts.dataDir !== undefined && !opts.dataDir.startsWith('memory://') && !existsSync(join(opts.dataDir, 'PG_VERSION'));
    if (newDirectory && products !== undefined && products > 0) {
      app.log.info({ products }, 'generating the catalog');
      await seedInChild(app.log, { url: undefined, dataDir: opts.dataDir, products });
    }
    let database = opts.database ?? (await open());
    await seedShell(database.db);
    if (products !== undefined && (await catalogEmpty(database, products))) {
      if (products > 0) app.log.info({ products }, 'generating the catalog');
      if (owned && products > 0) {
        // PGlite serves one process at a time: closed while the child writes to its directory, opened again after.
        if (database.kind === 'pglite') await database.close();
        await seedInChild(app.log, { url: opts.url, dataDir: opts.dataDir, products });
        if (database.kind === 'pglite') database = await open();
      } else {
        // A database the caller opened (tests: one per suite, possibly in memory) is seeded through its own connection.
        logReady(app.log, await seedCatalog(database, { products, onProgress: progressLogger(app.log) }));
      }
    }
    if (owned && opts.sampleCatalogPath && products !== undefined && products > 0) await writeSample(app.log, database.db, opts.sampleCatalogPath);
    app.decorate('db', database.db);
    app.decorate('dbKind', database.kind);
    const raw = database.raw;
    app.decorate('dbPoolStats', () => (raw.kind === 'postgres' ? { total: raw.pool.totalCount, idle: raw.pool.idleCount, waiting: raw.pool.waitingCount } : undefined));
    if (owned) app.addHook('onClose', () => database.close());
    const read = opts.readDatabase ?? (opts.readUrl ? await openDatabase({ url: opts.readUrl, migrate: false }) : undefined);
    app.decorate('readDb', read?.db ?? database.db);
    if (read && !opts.readDatabase) app.addHook('onClose', () => read.close());
  },
  { name: 'db' },
);

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** The sample is a convenience: a failure to write it is logged and the server starts. */
async function writeSample(log: Log, db: AppDb, path: string): Promise<void> {
  try {
    const sample = await writeSampleCatalog(db, path, new Date().toISOString().slice(0, 10));
    if (sample) log.info({ path, ...sample }, 'sample contractor catalog file written');
  } catch (error) {
    log.warn({ err: error, path }, 'the sample contractor catalog file could not be written');
  }
}

/** A fresh database gets the generated catalog; an existing catalog is never touched (npm run seed changes it). */
async function catalogEmpty(database: Database, products: number): Promise<boolean> {
  const [category] = await database.db.select({ id: schema.categories.id }).from(schema.categories).limit(1);
  const [product] = await database.db.select({ id: schema.products.id }).from(schema.products).limit(1);
  return !(category && (product || products === 0));
}

const progressLogger = (log: Log) => ({ done, total }: { done: number; total: number }) =>
  log.info({ done, total }, `catalog: ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} products loaded`);

function logReady(log: Log, result: { products: number; milliseconds: number }): void {
  log.info({ products: result.products, seconds: Number((result.milliseconds / 1000).toFixed(2)) }, 'catalog ready');
}

/**
 * Generates the catalog in a child process (catalog-seed-child.ts), so that the memory the generation touches is
 * returned when it ends instead of staying in the server's resident set (docs/adr/0012-memory-budget.md).
 */
function seedInChild(log: Log, job: CatalogSeedJob): Promise<void> {
  return new Promise((resolve, reject) => {
    // catalog-seed-child.js beside the built server; the .ts source (Node strips its types) when the tests run the source.
    const script = new URL(`./catalog-seed-child${extname(fileURLToPath(import.meta.url))}`, import.meta.url);
    // No inherited Node options: under the tests they resolve @advantage/db to its TypeScript source.
    const child = fork(script, [JSON.stringify(job)], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const progress = progressLogger(log);
    let done = false;
    child.on('message', (message: CatalogSeedMessage) => {
      if (message.kind === 'progress') progress(message);
      else {
        done = true;
        logReady(log, message);
      }
    });
    child.once('error', reject);
    child.once('exit', (code) => (done && code === 0 ? resolve() : reject(new Error(`the catalog generation ended with code ${code}`))));
  });
}
