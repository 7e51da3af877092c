// What the operator scripts share: the built db package and the database `npm start` uses
// (DATABASE_URL, else the embedded PGlite in $DATA_DIR/pglite). Exits with a message when either is missing.
import { join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** Imports a built module of the project, or exits asking for `npm run build`. */
export async function importBuilt(relativePath) {
  try {
    return await import(new URL(`../${relativePath}`, import.meta.url).href);
  } catch {
    process.stderr.write('Build the project first: npm run build\n');
    process.exit(1);
  }
}

export async function openProjectDatabase(db, poolSize) {
  const url = process.env.DATABASE_URL || undefined;
  const dataDir = join(resolve(process.env.DATA_DIR ?? join(root, 'data')), 'pglite');
  try {
    return { database: await db.openDatabase({ url, dataDir, poolSize }), url, dataDir };
  } catch (error) {
    process.stderr.write(`Could not open the database: ${error.message}\n`);
    process.exit(1);
  }
}
