/**
 * Once per `vitest run`: a migrated, empty embedded database dumped to a file, which every in-memory database
 * the suites open loads instead of creating a new cluster (packages/db openDatabase `template`), and with
 * TEST_DATABASE_URL a migrated template database on the PostgreSQL server, which the suites' databases are copied
 * from (packages/db createServerDatabase). Made fresh each run from the current migrations, so they never go stale.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from './packages/db/src/client.js';
import {
  createServerDatabase,
  dropDatabasesOfEndedRuns,
  dropServerDatabase,
  SERVER_TEMPLATE_ENV,
  templateDatabaseName,
} from './packages/db/src/server-database.js';

export default async function setup(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'advantage-pglite-template-'));
  const file = join(dir, 'migrated.tar');
  const database = await openDatabase({ dataDir: 'memory://', template: '' });
  if (database.raw.kind !== 'pglite') throw new Error('the template is an embedded database');
  const dump = await database.raw.client.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  process.env.PGLITE_MEMORY_TEMPLATE = file;
  const dropServerTemplate = await serverTemplate();
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await dropServerTemplate();
  };
}

/** The PostgreSQL template, named after this process so that two runs on one server keep theirs apart. */
async function serverTemplate(): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return async () => {};
  const left = await dropDatabasesOfEndedRuns(adminUrl);
  if (left.length > 0) process.stdout.write(`Dropped what ended test runs left on the PostgreSQL server: ${left.join(', ')}\n`);
  const name = templateDatabaseName();
  await dropServerDatabase(adminUrl, name);
  const url = await createServerDatabase(adminUrl, name, '');
  const database = await openDatabase({ url, poolSize: 1 });
  await database.close();
  process.env[SERVER_TEMPLATE_ENV] = name;
  return () => dropServerDatabase(adminUrl, name);
}
