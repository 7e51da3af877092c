// One migrated embedded database with the generated catalog per end-to-end run, copied into each server's data
// directory before it starts. A fresh directory costs a server about 40 s on a loaded two-core machine (PGlite's
// initdb, the migrations, the reference data and 3,000 products, in the server's catalog child); a copy costs under
// a second. Only the catalog is shared: each server still seeds its own demo accounts, members and punchout
// organizations under its own issuer (the issuer names the server's origin, so they cannot be shared).
import { fork } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CATALOG_CHILD = join(REPO_ROOT, 'apps/server/dist/plugins/catalog-seed-child.js');
/** The catalog size of every end-to-end server that uses the template (the servers' own default, start-server.mjs). */
export const TEMPLATE_PRODUCTS = 3000;

/** Runs the server's own catalog child on a new PGlite directory: what the server does on its first start. */
function generate(pgliteDir) {
  return new Promise((resolve, reject) => {
    const job = { url: undefined, dataDir: pgliteDir, products: TEMPLATE_PRODUCTS };
    const child = fork(CATALOG_CHILD, [JSON.stringify(job)], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let done = false;
    child.on('message', (message) => {
      if (message?.kind === 'done') done = true;
    });
    child.once('error', reject);
    child.once('exit', (code) => (done && code === 0 ? resolve() : reject(new Error(`the catalog template ended with code ${code}`))));
  });
}

/** Where the template keeps the contractor credentials it issued (contractor id → token), for the specs to read. */
export const CONTRACTOR_CREDENTIALS_FILE = 'contractor-credentials.json';

/**
 * Issues every contractor of the template a credential, so a spec on the main server can send documents as the
 * contractor of an order it placed (docs/adr/0033-contractor-documents.md): the server's embedded database cannot
 * be opened by the test while it runs, and the operator script would do the same as this, one contractor a time.
 */
async function issueContractorCredentials(pgliteDir, file) {
  const db = await import(join(REPO_ROOT, 'packages/db/dist/index.js'));
  const { issueCredential } = await import(join(REPO_ROOT, 'apps/server/dist/modules/contractor/credentials.js'));
  const database = await db.openDatabase({ dataDir: pgliteDir });
  try {
    const tokens = {};
    for (const { id } of await database.db.select({ id: db.schema.contractors.id }).from(db.schema.contractors)) {
      tokens[id] = (await issueCredential(database.db, { contractor: String(id), name: 'e2e contractor documents', actor: 'e2e' })).token;
    }
    writeFileSync(file, JSON.stringify(tokens), { mode: 0o600 });
  } finally {
    await database.close();
  }
}

/**
 * The template's directory, made once: the first caller builds it (a lock directory decides who), the others wait
 * for it. The rename makes it appear complete or not at all.
 */
export async function ensureTemplate(templateDir, timeoutMs = 180_000) {
  const pglite = join(templateDir, 'pglite');
  if (existsSync(pglite)) return pglite;
  const lock = `${templateDir}.building`;
  let builder = false;
  try {
    mkdirSync(lock, { recursive: false });
    builder = true;
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
  }
  if (builder) {
    try {
      const building = join(lock, 'pglite');
      await generate(building);
      await issueContractorCredentials(building, join(lock, CONTRACTOR_CREDENTIALS_FILE));
      mkdirSync(templateDir, { recursive: true });
      // The credentials first: whoever sees the database sees them too.
      renameSync(join(lock, CONTRACTOR_CREDENTIALS_FILE), join(templateDir, CONTRACTOR_CREDENTIALS_FILE));
      renameSync(building, pglite);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
    return pglite;
  }
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(pglite)) {
    // The builder gave up (its lock is gone and no template came): this caller builds it.
    if (!existsSync(lock)) return ensureTemplate(templateDir, timeoutMs);
    if (Date.now() > deadline) throw new Error(`The e2e database template ${templateDir} was not made in ${timeoutMs / 1000} s`);
    await sleep(200);
  }
  return pglite;
}

/** Copies the template's database into a server's new data directory (DATA_DIR/pglite, as config.ts names it). */
export async function seedDataDir(templateDir, dataDir) {
  const pglite = await ensureTemplate(templateDir);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  cpSync(pglite, join(dataDir, 'pglite'), { recursive: true });
}

/** Removes the template (the run's global teardown). */
export function removeTemplate(templateDir) {
  rmSync(templateDir, { recursive: true, force: true });
  rmSync(`${templateDir}.building`, { recursive: true, force: true });
}
