import { type AppDb, type Database, openDatabase, schema, seedCatalog, seedShell } from '@advantage/db';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: AppDb;
    dbKind: Database['kind'];
  }
}

export interface DbPluginOptions {
  /** An already opened database (tests share one per suite); otherwise one is opened from the options. */
  database?: Database;
  url?: string | undefined;
  dataDir?: string;
  /** Products to generate when the catalog is empty (0: reference data only); undefined leaves the catalog alone. */
  catalogProducts?: number | undefined;
}

/** Opens PGlite (embedded default) or PostgreSQL, applies migrations and the shell seed, closes on shutdown. */
export default fp<DbPluginOptions>(
  async (app, opts) => {
    const owned = !opts.database;
    const database = opts.database ?? (await openDatabase({ url: opts.url, dataDir: opts.dataDir }));
    await seedShell(database.db);
    if (opts.catalogProducts !== undefined) await seedEmptyCatalog(app.log, database, opts.catalogProducts);
    app.decorate('db', database.db);
    app.decorate('dbKind', database.kind);
    if (owned) app.addHook('onClose', () => database.close());
  },
  { name: 'db' },
);

/** A fresh database gets the generated catalog; an existing catalog is never touched (npm run seed changes it). */
async function seedEmptyCatalog(log: { info(obj: object, msg: string): void }, database: Database, products: number): Promise<void> {
  const [category] = await database.db.select({ id: schema.categories.id }).from(schema.categories).limit(1);
  const [product] = await database.db.select({ id: schema.products.id }).from(schema.products).limit(1);
  if (category && (product || products === 0)) return;
  if (products > 0) log.info({ products }, 'generating the catalog');
  const result = await seedCatalog(database, {
    products,
    onProgress: ({ done, total }) => log.info({ done, total }, `catalog: ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} products loaded`),
  });
  log.info({ products: result.products, seconds: Number((result.milliseconds / 1000).toFixed(2)) }, 'catalog ready');
}
