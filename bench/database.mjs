// The database a bench measures on: a throw-away PostgreSQL database when DATABASE_URL or TEST_DATABASE_URL is
// set (created here, dropped by `drop()`), else the embedded PGlite in memory. Needs `npm run build`.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const { openDatabase } = await import(new URL('../packages/db/dist/index.js', import.meta.url).href);

/** `prefix`: the start of the PostgreSQL database's name (a random suffix follows). */
export async function throwAwayDatabase(prefix, { poolSize = 10 } = {}) {
  const adminUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { database: await openDatabase({ dataDir: 'memory://' }), postgres: false, drop: async () => {} };
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize });
  return { database, postgres: true, url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
