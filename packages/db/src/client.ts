import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';
import { processAlive } from './process-alive.js';

export type Schema = typeof schema;
/** One database type for both drivers (stack-notes P14). */
export type AppDb = PgDatabase<PgQueryResultHKT, Schema>;

/** The driver under drizzle, for what drizzle does not do (COPY for bulk loading, packages/db/src/bulk.ts). */
export type RawClient = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };

export interface Database {
  db: AppDb;
  kind: 'pglite' | 'postgres';
  raw: RawClient;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory, or `memory://` for a throw-away database. */
  dataDir?: string | undefined;
  poolSize?: number | undefined;
  migrate?: boolean;
  /**
   * For `memory://` only: a dump (`dumpDataDir`) of a database made by this code, loaded instead of creating a new
   * cluster. Creating one (initdb) costs about 3.5 s of CPU, loading a dump about 1 s; the test suites open a few
   * hundred databases, so their global setup writes one dump and names it in PGLITE_MEMORY_TEMPLATE. Migrations
   * still run after the load, and a missing file falls back to a new cluster.
   */
  template?: string | undefined;
}

function memoryTemplate(options: OpenOptions): Blob | undefined {
  const path = options.template ?? process.env.PGLITE_MEMORY_TEMPLATE;
  if (!path || !existsSync(path)) return undefined;
  return new Blob([readFileSync(path)]);
}

/**
 * PGlite's settings (docs/adr/0012-memory-budget.md). PostgreSQL's default 128 MB of shared buffers is written
 * in full when PGlite starts and stays resident in its WebAssembly memory, which never shrinks; the generated
 * 20,000-product catalog is about 50 MB on disk, and 32 MB hold most of what searches and product pages read.
 * Pages outside it are read from the data directory through the operating system's file cache. Given on the
 * command line (PGlite's `postgresqlconf` would replace the data directory's postgresql.conf, text search
 * configuration and time zone included).
 */
export const PGLITE_SETTINGS = ['shared_buffers=32MB'];

export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../migrations');

export class DataDirectoryLockedError extends Error {
  constructor(lockFile: string, pid: number) {
    super(`The data directory is in use by process ${pid} (lock file ${lockFile}). Stop that process or choose another DATA_DIR.`);
    this.name = 'DataDirectoryLockedError';
  }
}

/** PGlite does not lock its directory (stack-notes P12), so two servers could corrupt it; this does. */
function acquireLock(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processAlive(pid)) {
        throw new DataDirectoryLockedError(lockFile, pid);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  const shouldMigrate = options.migrate ?? true;
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server ends (restart, failover, pg_terminate_backend) is dropped from the pool,
    // which opens a new one for the next query; without a listener the error would end the process.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema });
    if (shouldMigrate) await migratePg(db, { migrationsFolder });
    return { db: db, kind: 'postgres', raw: { kind: 'postgres', pool }, close: () => pool.end() };
  }

  const dataDir = options.dataDir ?? './data/pglite';
  const inMemory = dataDir.startsWith('memory://');
  let release = () => {};
  if (!inMemory) {
    mkdirSync(dirname(resolve(dataDir)), { recursive: true });
    release = acquireLock(`${resolve(dataDir)}.lock`);
  }
  try {
    const loadDataDir = inMemory ? memoryTemplate(options) : undefined;
    const client = await PGlite.create(inMemory ? undefined : dataDir, {
      ...(loadDataDir ? { loadDataDir } : {}),
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])],
    });
    const db = drizzlePglite({ client, schema });
    if (shouldMigrate) await migratePglite(db, { migrationsFolder });
    return {
      db: db,
      kind: 'pglite',
      raw: { kind: 'pglite', client },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
