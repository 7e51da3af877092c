// Order history on PostgreSQL: a signed-in demo buyer with ORDERS orders (default 500, 3 lines each)
// among OTHER_MEMBERS other members with as many orders each (default 20), then over HTTP at 20 connections:
// orderhistory/my_orders (a random page of 25, some with a status filter) and orderhistory/order_details (a random
// one of the buyer's orders): requests/s and latency; and the order PDF (view_pdf) for reference. Uses a throw-away
// database on the server of DATABASE_URL or TEST_DATABASE_URL (`npm run build` first).
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_ACCOUNTS } from '../../packages/db/dist/index.js';
import { print, printThroughput, startServer, tempDataDir, withPeakRss } from '../lib.mjs';
import { signIn } from '../signin.mjs';

const adminUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  process.stdout.write('bench/checkout/history.mjs needs PostgreSQL: set DATABASE_URL or TEST_DATABASE_URL. Skipped.\n');
  process.exit(0);
}
const port = Number(process.env.BENCH_PORT ?? 4449);
// startServer waits for a page on the port: another server already there would be measured instead.
if (await fetch(`http://127.0.0.1:${port}/healthz`).then(() => true, () => false)) {
  process.stderr.write(`Port ${port} is already in use; choose another with BENCH_PORT.\n`);
  process.exit(1);
}
const duration = Number(process.env.DURATION ?? 15);
const ORDERS = Number(process.env.ORDERS ?? 500);
const OTHER_MEMBERS = Number(process.env.OTHER_MEMBERS ?? 20);

const SHIP_TO = JSON.stringify({ contactName: 'Pat Buyer', line1: '1800 F Street NW', city: 'Washington', state: 'DC', zip: '20405', country: 'US' });

/** `count` one-order groups for a member, one an hour back from now, each with 3 lines and its first history row. */
const FILL = `
WITH c AS (
  INSERT INTO carts (member_id, status, created_at)
  SELECT $1::uuid, 'ordered', now() - make_interval(hours => i) FROM generate_series(1, $2::int) AS i
  RETURNING id, created_at
), g AS (
  INSERT INTO order_groups (group_number, member_id, cart_id, payment_kind, card_brand, card_last4, card_expiry, ship_to, total_cents, created_at)
  SELECT nextval('order_group_number_seq')::text, $1::uuid, c.id, 'card', 'visa', '4242', '12/2030', $3::jsonb, 7497, c.created_at FROM c
  RETURNING id, created_at
), o AS (
  INSERT INTO orders (order_number, group_id, member_id, contractor_id, contractor_name, contract_number, status, subtotal_cents, created_at, updated_at)
  SELECT nextval('order_number_seq')::text, g.id, $1::uuid, 1, 'Bench Office Supplies', 'GS-02F-0001A',
         (ARRAY['Submitted','Accepted','Shipped','Delivered'])[1 + (g.id % 4)], 7497, g.created_at, g.created_at FROM g
  RETURNING id, created_at
), l AS (
  INSERT INTO order_lines (order_id, line_number, product_id, offer_id, part_number, nsn, title, unit_of_issue, quantity, unit_price_cents, extended_cents)
  SELECT o.id, n, n, n, 'PN-' || n, '7530-01-234-567' || n, 'Bench item number ' || n, 'EA', 1, 2499, 2499 FROM o, generate_series(1, 3) AS n
)
INSERT INTO order_status_history (order_id, status, note, at) SELECT id, 'Submitted', 'Order submitted.', created_at FROM o`;

const name = `adv_history_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const dataDir = tempDataDir();
let server;
const db = new pg.Client({ connectionString: url.toString() });
try {
  server = await startServer({
    dataDir,
    port,
    env: { DATABASE_URL: url.toString(), CATALOG_PRODUCTS: '0', READER_PORT: '0', SMTP_CAPTURE_PORT: '0', ACCESS_TOKEN_TTL_SECONDS: '3600', LOG_LEVEL: 'warn' },
  });
  const origin = `http://localhost:${port}`;
  const account = DEMO_ACCOUNTS[0];
  const session = await signIn(origin, account);

  await db.connect();
  const { rows: [me] } = await db.query('SELECT id FROM members WHERE email = $1', [account.email]);
  const filled = performance.now();
  await db.query(FILL, [me.id, ORDERS, SHIP_TO]);
  for (let i = 0; i < OTHER_MEMBERS; i++) {
    const { rows: [other] } = await db.query(
      `INSERT INTO members (issuer, subject, email, member_type) VALUES ('bench', $1, $2, 'federal') RETURNING id`,
      [`bench-${i}`, `bench${i}@gsa.gov`],
    );
    await db.query(FILL, [other.id, ORDERS, SHIP_TO]);
  }
  await db.query('ANALYZE');
  const { rows: mine } = await db.query('SELECT order_number FROM orders WHERE member_id = $1', [me.id]);
  const { rows: [{ n: total }] } = await db.query('SELECT count(*)::int AS n FROM orders');
  print(`orders inserted (${ORDERS} for the buyer, ${total.toLocaleString('en-US')} in all)`, ((performance.now() - filled) / 1000).toFixed(1), 's');

  const pick = (n) => Math.floor(Math.random() * n);
  const pages = Math.ceil(ORDERS / 25);
  const statuses = ['Submitted', 'Accepted', 'Shipped', 'Delivered'];
  const listPath = () => (Math.random() < 0.25 ? `/rs/orderhistory/my_orders?status=${statuses[pick(4)]}` : `/rs/orderhistory/my_orders?page=${1 + pick(pages)}`);
  const detailPath = () => `/rs/orderhistory/order_details?orderNumber=${mine[pick(mine.length)].order_number}`;
  const pdfPath = () => `/rs/orderhistory/view_pdf?orderNumber=${mine[pick(mine.length)].order_number}`;

  const check = async (path, name) => {
    const res = await fetch(origin + path, { headers: session.headers });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    if (name && (await res.json()).responseName !== name) throw new Error(`${path} did not answer ${name}`);
  };
  await check(listPath(), 'MyOrders');
  await check(detailPath(), 'OrderDetails');
  await check(pdfPath());

  const run = async (label, nextPath, target, seconds = duration) => {
    const options = { url: origin, connections: 20, headers: session.headers, requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: nextPath() }) }] };
    await autocannon({ ...options, duration: 2 }); // warm-up
    const run = await withPeakRss(server, () => autocannon({ ...options, duration: seconds }));
    const { result } = run;
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${label}: ${result.non2xx} non-2xx responses, ${result.errors} errors`);
    printThroughput(`${label} req/s (20 connections, ${seconds} s)`, run, target?.rate);
    print(`${label} latency p50 / p99`, `${result.latency.p50} / ${result.latency.p99}`, 'ms', target?.p99);
  };
  // One request at a time on a kept-alive connection: the server's own cost, without queueing.
  const single = async (label, nextPath, n = 400) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const once = (path) =>
      new Promise((resolve, reject) => {
        const started = performance.now();
        http.get({ host: '127.0.0.1', port, path, agent, headers: session.headers }, (res) => {
          res.resume();
          res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${path}: ${res.statusCode}`))));
        }).on('error', reject);
      });
    for (let i = 0; i < 100; i++) await once(nextPath());
    const times = [];
    for (let i = 0; i < n; i++) times.push(await once(nextPath()));
    agent.destroy();
    times.sort((a, b) => a - b);
    const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(2);
    print(`${label} single request p50 / p99 (${n})`, `${q(0.5)} / ${q(0.99)}`, 'ms');
  };
  await single('my_orders', listPath);
  await single('order_details', detailPath);
  // The same machine's ceiling for a signed-in screen read, to read the figures below against.
  await run('baseline: signed-in main/start_page', () => '/rs/main/start_page');
  await run('my_orders (random page or status filter)', listPath, { rate: '≥ 1,000', p99: 'p99 < 100 ms' });
  await run('order_details (random own order)', detailPath, { rate: '≥ 1,000', p99: 'p99 < 100 ms' });
  await run('view_pdf (random own order, 3 lines)', pdfPath, undefined, Math.min(duration, 10));
} finally {
  await db.end().catch(() => undefined);
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
