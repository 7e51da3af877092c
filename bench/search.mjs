// Search figures over HTTP against the built server (`npm run build` first):
// - ranked keyword search with facets: p50/p95 for typical queries and for the broadest single word, every request a
//   different search (keyword × sort × page) so the server's one-minute answer cache never answers it (a search's other
//   sorts and pages are read from its kept ranking, as a buyer's are); and for first-time searches, each the first of
//   its criteria (keyword × refinement), which nothing kept answers;
// - autocomplete p95, each term typed once (prefixes as a buyer types them, and misspellings);
// - searches/s at 20 connections: "new searches" (one of 13 keywords with a random sort, page and page size: the answer
//   cache almost never holds the request), "keywords × refinements" (hundreds of keywords from autocomplete, each with a
//   random refinement as well) and "repeated" (a fixed set of 60 searches, which the answer cache holds after the warm-up).
// On the embedded database with 20,000 products, and when DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL with
// BIG_PRODUCTS (default 1,000,000) products in the database adv_search_bench (adv_search_bench_<n> for another size;
// generated once, reused afterwards). ONLY=embedded|postgres measures one of the two.
import { rmSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { print, printThroughput, startServer, tempDataDir, withPeakRss } from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 4394);
const duration = Number(process.env.DURATION ?? 10);
const BIG_PRODUCTS = Number(process.env.BIG_PRODUCTS ?? 1_000_000);
/** One database per size, kept for the next run (about 2 GB per 1,000,000 products). */
const BIG_DB = BIG_PRODUCTS === 1_000_000 ? 'adv_search_bench' : `adv_search_bench_${BIG_PRODUCTS}`;
/** `embedded` or `postgres` to measure one only. */
const only = process.env.ONLY;

const TYPICAL = [
  'ballpoint pen', 'toner cartridge', 'task chair', 'hand sanitizer', 'copy paper', 'first aid kit',
  'laptop computer', 'exam gloves', 'led bulb', 'trash can liner', 'usb flash drive', 'folding table',
];
/** In about 91% of the generated products ("Sold individually", "sold by ..."): found with ts_stat over the catalog. */
const BROADEST = 'sold';
const SORTS = ['relevance', 'price_asc', 'price_desc', 'name', 'delivery'];
/** Refinements the typical searches are not otherwise asked with. */
const FIRST_TIME_REFINEMENTS = ['&socio=VO', '&price=0-25', '&delivery=3', '&socio=HUBZ&price=25-100', '&gss=true&delivery=14'];
const TYPED = ['ba', 'bal', 'ball', 'ballp', 'to', 'ton', 'tone', 'toner', 'ta', 'tas', 'task', 'task c', 'ha', 'han', 'hand', 'hand s',
  'co', 'cop', 'copy', 'copy p', 'fi', 'fir', 'firs', 'first', 'la', 'lap', 'lapt', 'ex', 'exa', 'exam', 'le', 'led', 'tr', 'tra', 'tras',
  'us', 'usb', 'usb f', 'fo', 'fol', 'fold', 'chiar', 'tonr', 'sanitzer', 'lapotp', 'glvoes', 'stpler', 'bater', 'monitr', 'kebyoard'];

const PREFIXES = ['ba', 'be', 'bo', 'ca', 'ch', 'co', 'cu', 'de', 'di', 'dr', 'el', 'en', 'fi', 'fl', 'fo', 'ga', 'gl', 'ha', 'he', 'in', 'ke',
  'la', 'le', 'li', 'ma', 'me', 'mo', 'no', 'of', 'pa', 'pe', 'pl', 'po', 'pr', 'ra', 're', 'sa', 'sc', 'se', 'sh', 'so', 'st', 'ta', 'te', 'to',
  'tr', 'un', 'va', 'wa', 'wi'];

const searchPath = (keyword, sort, page, pageSize = 24) =>
  `/rs/search/advantage_search?searchText=${encodeURIComponent(keyword)}${sort === 'relevance' ? '' : `&sort=${sort}`}${page > 1 ? `&page=${page}` : ''}${pageSize === 24 ? '' : `&pageSize=${pageSize}`}`;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timeAll(base, paths) {
  const times = [];
  let facets = 0;
  for (const path of paths) {
    const started = performance.now();
    const res = await fetch(base + path);
    const body = await res.json();
    times.push(performance.now() - started);
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
    facets += body.attributes.facets?.length ?? 0;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50).toFixed(1), p95: percentile(times, 95).toFixed(1), n: times.length, facets };
}

async function measure(label, base, targets, server) {
  // Warm the process (JIT, reference caches) on searches the measurement does not repeat.
  for (const k of ['stapler', 'monitor', 'keyboard']) await fetch(`${base}${searchPath(k, 'relevance', 1)}`);

  const typical = await timeAll(base, TYPICAL.flatMap((k) => SORTS.flatMap((s) => [1, 2].map((p) => searchPath(k, s, p)))));
  print(`${label}: typical keyword search + facets p50 / p95 (${typical.n} searches)`, `${typical.p50} / ${typical.p95}`, 'ms', targets.typical);
  // The same keywords with a refinement each, asked once: every request a search the server has not ranked yet.
  const firstTime = await timeAll(base, TYPICAL.flatMap((k) => FIRST_TIME_REFINEMENTS.map((r) => `${searchPath(k, 'relevance', 1)}${r}`)));
  print(`${label}: first-time search (new criteria) p50 / p95 (${firstTime.n})`, `${firstTime.p50} / ${firstTime.p95}`, 'ms');
  const broad = await timeAll(base, SORTS.flatMap((s) => [1, 2, 3, 4].map((p) => searchPath(BROADEST, s, p))));
  print(`${label}: broadest word "${BROADEST}" + facets p50 / p95 (${broad.n})`, `${broad.p50} / ${broad.p95}`, 'ms', targets.broad);
  const suggest = await timeAll(base, TYPED.map((t) => `/rs/autocomplete?term=${encodeURIComponent(t)}&maxResults=8`));
  print(`${label}: autocomplete p50 / p95 (${suggest.n} terms)`, `${suggest.p50} / ${suggest.p95}`, 'ms', targets.autocomplete);
  const again = await timeAll(base, Array.from({ length: 40 }, () => searchPath('toner cartridge', 'relevance', 1)));
  print(`${label}: repeated search (answer cache) p50 / p95`, `${again.p50} / ${again.p95}`, 'ms');

  /** Requests/s and latency at 20 connections, printed under `name`. */
  const load = async (name, requests, seconds = duration) => {
    const run = await withPeakRss(server, () => autocannon({ url: base, connections: 20, duration: seconds, requests }));
    const { result } = run;
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx responses, ${result.errors} errors`);
    if (!name) return;
    printThroughput(`${label}: searches/s, 20 connections, ${name}`, run, targets.throughput);
    print(`${label}:   latency p50 / p99`, `${result.latency.p50} / ${result.latency.p99}`, 'ms');
  };
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  /** Each request a keyword of the list with a random sort, page (1–3) and page size (12–96), and a refinement of the list. */
  const random = (keywords, refinements = ['']) => [{
    method: 'GET',
    setupRequest: (req) => ({
      ...req,
      path: `${searchPath(pick(keywords), pick(SORTS), 1 + Math.floor(Math.random() * 3), 12 + Math.floor(Math.random() * 85))}${pick(refinements)}`,
    }),
  }];

  await load('new searches', random([...TYPICAL, BROADEST]));

  // Many different keywords (what autocomplete suggests for 50 two-letter beginnings, and the typical ones), each with a
  // random sort, page, page size and refinement: almost every request is criteria the server has not answered yet.
  const vocabulary = new Set(TYPICAL);
  for (const start of PREFIXES) {
    const body = await (await fetch(`${base}/rs/autocomplete?term=${start}&maxResults=20`)).json();
    for (const s of body.attributes?.suggestions ?? []) if (s.term) vocabulary.add(s.term);
  }
  const refinements = ['', '', '&socio=SB', '&price=25-100', '&delivery=7', '&gss=true', '&socio=WO&delivery=14', '&price=100-500&socio=SB'];
  await load(`${vocabulary.size} keywords × refinements`, random([...vocabulary], refinements));

  const fixed = TYPICAL.flatMap((k) => SORTS.map((s) => ({ method: 'GET', path: searchPath(k, s, 1) })));
  await load(undefined, fixed, 2);
  await load(`${fixed.length} repeated searches`, fixed);
}

async function run(label, env, targets) {
  const dataDir = tempDataDir();
  // Any free port for the mail capture and card reader: another server on this machine may hold the defaults.
  const server = await startServer({ dataDir, port, env: { READER_PORT: '0', SMTP_CAPTURE_PORT: '0', ...env } });
  try {
    print(`${label}: server ready (catalog generated when empty)`, (server.ms / 1000).toFixed(1), 's');
    await measure(label, `http://127.0.0.1:${port}`, targets, server);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The 1,000,000-product database, created and generated on first use (a few minutes), then reused while the generator is unchanged. */
async function bigDatabase(adminUrl) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [BIG_DB]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${BIG_DB}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${BIG_DB}`;
  const db = await import(new URL('../packages/db/dist/index.js', import.meta.url).href);
  const database = await db.openDatabase({ url: url.toString(), poolSize: 4 });
  try {
    await db.seedShell(database.db);
    let result;
    try {
      result = await db.seedCatalog(database, { products: BIG_PRODUCTS });
    } catch (error) {
      // The generator changed since this database was loaded: it is the benchmark's own, so load it again.
      if (error?.name !== 'CatalogSeedMismatchError') throw error;
      result = await db.seedCatalog(database, { products: BIG_PRODUCTS, reset: true });
    }
    if (result.added > 0) print(`PostgreSQL: generated and loaded ${result.added.toLocaleString('en-US')} products`, (result.milliseconds / 1000).toFixed(1), 's');
  } finally {
    await database.close();
  }
  // What autovacuum does within minutes of a load, done before measuring: until then every page is visited to set its
  // hint bits and the visibility map, and the first run measures that (a few seconds on a vacuumed table).
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query('VACUUM (ANALYZE) products, offers');
  await client.end();
  return url.toString();
}

process.stdout.write(`Load average at start: ${(await import('node:os')).loadavg().map((n) => n.toFixed(1)).join(' ')} (figures grow with it)\n`);
if (only !== 'postgres') await run('PGlite 20k', { CATALOG_PRODUCTS: '20000', LOG_LEVEL: 'warn' }, { typical: 'p95 < 15', throughput: '≥ 500' });

const adminUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
if (only === 'embedded') {
  // measured above only
} else if (adminUrl) {
  const url = await bigDatabase(adminUrl);
  // The catalog is loaded above: the server has none to generate (CATALOG_PRODUCTS=0 leaves a loaded one alone; the
  // server's own setting stops at 10,000,000).

  await run(`PostgreSQL ${(BIG_PRODUCTS / 1e6).toLocaleString('en-US')}M`, { DATABASE_URL: url, CATALOG_PRODUCTS: '0', LOG_LEVEL: 'warn' }, {
    typical: 'p95 < 50', broad: 'p95 < 150', autocomplete: 'p95 < 20',
  });
} else {
  process.stdout.write('PostgreSQL figures skipped: set DATABASE_URL or TEST_DATABASE_URL to measure 1,000,000 products.\n');
}
