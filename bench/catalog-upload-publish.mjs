// Publishing a contractor's upload by its id (docs/adr/0029-contractor-uploads.md): `node scripts/catalog.mjs
// publish --upload ID`, its wall time and peak RSS (getrusage, bench/max-rss.mjs; ADR 0028's target ≤ 300 MiB). The
// upload is the file of bench/catalog-file.mjs without bad lines (LINES, default 100,000) for the largest contract
// of a generated catalog (CATALOG_PRODUCTS, default 20,000), received as the server receives it (spooled, checked,
// stored in pieces). PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set (a throw-away database), else the
// embedded PGlite in a temporary data directory. BENCH_COMMAND_NODE_OPTIONS: the command's NODE_OPTIONS (e.g.
// --max-old-space-size=128, to see how much of its peak is garbage not yet collected). Needs `npm run build`.
import { spawn } from 'node:child_process';
import { createReadStream, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { issueCredential } from '../apps/server/dist/modules/contractor/credentials.js';
import { spoolUpload } from '../apps/server/dist/modules/catalogintake/spool.js';
import { receiveCatalogUpload } from '../apps/server/dist/modules/catalogintake/upload.js';
import { openDatabase, seedCatalog } from '../packages/db/dist/index.js';
import { biggestContract, writeCatalogFile } from './catalog-file.mjs';
import { throwAwayDatabase } from './database.mjs';
import { print, root, tempDataDir } from './lib.mjs';

const products = Number(process.env.CATALOG_PRODUCTS ?? 20_000);
const lines = Number(process.env.LINES ?? 100_000);
const today = new Date().toISOString().slice(0, 10);

const dir = tempDataDir();
const pg = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL ? await throwAwayDatabase('adv_upload_publish_bench') : undefined;
const database = pg?.database ?? (await openDatabase({ dataDir: join(dir, 'pglite') }));
try {
  await seedCatalog(database, { products });
  const source = await biggestContract(database.db);
  const { rows } = await database.db.execute(sql`select contractor_id from contracts where id = ${source.contract.id}`);
  const contractorId = Number(rows[0].contractor_id);
  const { id: credentialId } = await issueCredential(database.db, { contractor: String(contractorId), name: 'bench feed', actor: 'bench' });
  const file = join(dir, 'upload.csv');
  await writeCatalogFile(file, source, lines, false);
  const size = statSync(file).size;
  const spooled = await spoolUpload(createReadStream(file), join(dir, 'uploads'), size + 1, size);
  const answer = await receiveCatalogUpload(database.db, { contractorId, credentialId }, { file: spooled, format: 'csv', fileName: 'bench.csv', today });
  if (answer.status !== 'checked') throw new Error(`the upload was ${answer.status}: ${answer.refused} refused`);
  await database.close();

  process.stdout.write(`Database: ${pg ? 'PostgreSQL' : 'embedded PGlite'}${process.env.BENCH_COMMAND_NODE_OPTIONS ? ` (command: ${process.env.BENCH_COMMAND_NODE_OPTIONS})` : ''}; upload ${answer.reportId}, ${lines.toLocaleString('en-US')} lines (${(size / 1048576).toFixed(1)} MiB)\n`);
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', './bench/max-rss.mjs', 'scripts/catalog.mjs', 'publish', '--upload', answer.reportId, '--actor', 'bench'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: pg?.url ?? '', DATA_DIR: dir, NODE_OPTIONS: process.env.BENCH_COMMAND_NODE_OPTIONS ?? '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (c) => (out += c));
  child.stderr.on('data', (c) => (err += c));
  const code = await new Promise((resolve) => child.on('exit', resolve));
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0 || !/Published/.test(out)) throw new Error(`publish --upload exited ${code}:\n${out}\n${err}`);
  const maxRss = Number(/maxRSS (\d+)/.exec(err)?.[1] ?? NaN);
  print('publish --upload: wall time of the command', seconds.toFixed(1), 's');
  print('publish --upload: peak RSS of the command', Math.round(maxRss / 1024), 'MiB', '≤ 300 MiB');
} finally {
  await pg?.drop();
  rmSync(dir, { recursive: true, force: true });
}
