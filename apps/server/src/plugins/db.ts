import { type AppDb, type Database, openDatabase, seedShell } from '@advantage/db';
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
}

/** Opens PGlite (embedded default) or PostgreSQL, applies migrations and the shell seed, closes on shutdown. */
export default fp<DbPluginOptions>(
  async (app, opts) => {
    const owned = !opts.database;
    const database = opts.database ?? (await openDatabase({ url: opts.url, dataDir: opts.dataDir }));
    await seedShell(database.db);
    app.decorate('db', database.db);
    app.decorate('dbKind', database.kind);
    if (owned) app.addHook('onClose', () => database.close());
  },
  { name: 'db' },
);
