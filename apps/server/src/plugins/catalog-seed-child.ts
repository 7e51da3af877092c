/**
 * Generates the catalog in a child process (plugins/db.ts). Generating 20,000 products touches some 250 MB the
 * server would otherwise keep for good: the generator's heap, the C allocator's arenas, and on PGlite its
 * WebAssembly memory (COPY, index builds), which never shrinks. A worker thread was measured to give back only
 * part of it; a process gives back all of it when it ends (docs/adr/0012-memory-budget.md).
 */
import { openDatabase, seedCatalog, seedShell } from '@advantage/db';

export interface CatalogSeedJob {
  url: string | undefined;
  dataDir: string | undefined;
  products: number;
}

export type CatalogSeedMessage
  = | { kind: 'progress'; done: number; total: number }
    | { kind: 'done'; products: number; milliseconds: number };

const post = (message: CatalogSeedMessage) => process.send?.(message);

if (process.send) {
  const job = JSON.parse(process.argv[2] ?? '{}') as CatalogSeedJob;
  // Migrations and the shell seed as the server applies them: no change when it opened the database first,
  // the whole schema when the child creates a new PGlite directory (plugins/db.ts).
  const database = await openDatabase({ url: job.url, dataDir: job.dataDir, poolSize: 4 });
  try {
    await seedShell(database.db);
    const result = await seedCatalog(database, { products: job.products, onProgress: ({ done, total }) => post({ kind: 'progress', done, total }) });
    post({ kind: 'done', products: result.products, milliseconds: result.milliseconds });
  } finally {
    await database.close();
    // The channel to the server would keep this process alive.
    process.disconnect();
  }
}
