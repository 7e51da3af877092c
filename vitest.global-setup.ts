/**
 * Once per `vitest run`: a migrated, empty embedded database dumped to a file, which every in-memory database
 * the suites open loads instead of creating a new cluster (packages/db openDatabase `template`). Made fresh each
 * run from the current migrations, so it never goes stale.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from './packages/db/src/client.js';

export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'advantage-pglite-template-'));
  const file = join(dir, 'migrated.tar');
  const database = await openDatabase({ dataDir: 'memory://', template: '' });
  if (database.raw.kind !== 'pglite') throw new Error('the template is an embedded database');
  const dump = await database.raw.client.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  process.env.PGLITE_MEMORY_TEMPLATE = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
