// Checkout submission on PostgreSQL (docs/architecture.md, Security): many members, each signed in
// with a filled cart, a ship-to address and a purchase card chosen, submit their order once with an
// Idempotency-Key at 20 connections. Prints order groups/s and p50/p99 latency over DURATION seconds
// (default 20), then checks the data: one order group per cart, one confirmation email and one stored
// answer per order group, no duplicates; then waits for the purchase-order worker to send every order to its
// contractor (email channel) and prints how long after the run that took (the worker yields to a checkout
// burst, PO_YIELD_SECONDS; docs/adr/0032-purchase-orders-out.md). PO_POLL_MS=0 runs without the worker.
//
// Needs `npm run build` and DATABASE_URL or TEST_DATABASE_URL (a server the bench may create a
// throw-away database on; it is dropped at the end). The server is the real one (`npm start`) with the
// full middleware; sign-in uses an OpenID provider stub served here (discovery + JWKS), whose tokens the
// bench signs, so thousands of members can sign in through login/mfa_sign_in. Each member signs in from
// its own forwarded address (TRUST_PROXY), as buyers behind a proxy would, so the sign-in rate limit
// applies per buyer.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { ANTI_FORGERY_HEADER, API_AUDIENCE } from '../../packages/contracts/dist/index.js';
import { print, startServer, tempDataDir, withPeakRss } from '../lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 4396);
const issuerPort = port + 1;
const duration = Number(process.env.DURATION ?? 20);
const connections = Number(process.env.CONNECTIONS ?? 20);
const products = Number(process.env.PRODUCTS ?? 2_000);
const warmupOrders = 300;

const adminUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  process.stdout.write('Checkout figures skipped: set DATABASE_URL or TEST_DATABASE_URL (PostgreSQL).\n');
  process.exit(0);
}

// A valid SmartPay purchase card number (4614 prefix, Luhn); only its last four digits are ever kept.
const CARD = '4614001234567897';
const EXPIRY = `12/${new Date().getUTCFullYear() + 3}`;

// --- the provider stub: discovery and the key set of the tokens signed below ---
const { privateKey, publicKey } = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
const issuer = `http://127.0.0.1:${issuerPort}`;
const provider = http.createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  if (req.url === '/.well-known/openid-configuration') {
    res.end(JSON.stringify({ issuer, authorization_endpoint: `${issuer}/auth`, token_endpoint: `${issuer}/token`, end_session_endpoint: `${issuer}/end`, jwks_uri: `${issuer}/jwks` }));
  } else if (req.url === '/jwks') {
    res.end(JSON.stringify({ keys: [jwk] }));
  } else {
    res.statusCode = 404;
    res.end('{}');
  }
});
await new Promise((resolve) => provider.listen(issuerPort, '127.0.0.1', resolve));

const token = (sub) =>
  new SignJWT({ sub, email: `${sub}@bench.gov` })
    .setProtectedHeader({ alg: 'RS256', kid: 'bench', typ: 'at+jwt' })
    .setIssuer(issuer)
    .setAudience(API_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(privateKey);

// --- the mail server the relay delivers to, as in production (SMTP_URL); the embedded development mailbox
// would store every message in the same database and process and so measure itself, not the checkout ---
let delivered = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    stream.on('end', () => {
      delivered += 1;
      done();
    });
    stream.resume();
  },
});
const smtpPort = port + 2;
await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

// --- a throw-away database ---
const dbName = `adv_checkout_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const dataDir = tempDataDir();
const origin = `http://127.0.0.1:${port}`;
let server;
const db = new pg.Client({ connectionString: url.toString() });

/** Members with an address and a cart of 3 lines from 2 contractors, inserted in one go. */
async function insertMembers(first, count) {
  await db.query(
    `insert into members (issuer, subject, email, first_name, last_name, member_type)
     select $1, 'bench-' || i, 'bench-' || i || '@bench.gov', 'Bench', 'Buyer ' || i, 'federal' from generate_series($2::int, $3::int) i`,
    [issuer, first, first + count - 1],
  );
  const ids = `select id from members where subject in (select 'bench-' || i from generate_series(${first}, ${first + count - 1}) i)`;
  await db.query(
    `insert into addresses (member_id, name, contact_name, phone, email, organization, line1, city, state, zip, is_default)
     select id, 'Headquarters', 'Bench Buyer', '202-555-0142', 'bench@bench.gov', 'GSA', '1800 F Street NW', 'Washington', 'DC', '20405', true from (${ids}) m`,
  );
  await db.query(`insert into carts (member_id) select id from (${ids}) m`);
  // Three current, open offers of two contractors (fixed for the run), copied as the cart does.
  await db.query(
    `insert into cart_items (cart_id, product_id, offer_id, contract_id, contract_number, contractor_id, contractor_name, part_number, nsn, title,
                             unit_of_issue, minimum_order_quantity, quantity, accepted_price_cents)
     select c.id, p.id, o.id, k.id, k.contract_number, t.id, t.name, p.part_number, p.nsn, p.title, p.unit_of_issue, o.minimum_order_quantity,
            greatest(o.minimum_order_quantity, 2), o.price_cents
       from carts c join (${ids}) m on m.id = c.member_id
       cross join bench_offers b join offers o on o.id = b.offer_id join products p on p.id = o.product_id
       join contracts k on k.id = o.contract_id join contractors t on t.id = o.contractor_id`,
  );
}

/** Many at once, `width` in flight. */
async function inParallel(items, width, work) {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) await work(items[next++]);
  }));
}

function cookiesOf(res, jar = new Map()) {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair.indexOf('=');
    jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
  return jar;
}

/** Signs the member in through login/mfa_sign_in and chooses the card; returns what its submission sends. */
async function prepare(n) {
  const sub = `bench-${n}`;
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const bearer = `Bearer ${await token(sub)}`;
  const jar = cookiesOf(await fetch(`${origin}/rs/main/start_page`, { headers: { 'x-forwarded-for': ip } }));
  const headers = () => ({
    'content-type': 'application/json',
    'x-forwarded-for': ip,
    'cookie': [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    [ANTI_FORGERY_HEADER]: jar.get('XSRF-TOKEN'),
    'authorization': bearer,
  });
  const signed = await fetch(`${origin}/rs/login/mfa_sign_in`, { method: 'POST', headers: headers(), body: '{}' });
  cookiesOf(signed, jar);
  if ((await signed.json()).responseType !== 'AUTHENTICATED') throw new Error(`sign-in of ${sub} failed`);
  const paid = await fetch(`${origin}/rs/ggs/cart/select_payment`, { method: 'POST', headers: headers(), body: JSON.stringify({ method: 'card', cardNumber: CARD, expiry: EXPIRY, holderName: 'Bench Buyer' }) });
  if ((await paid.json()).responseName !== 'VerifyEmail') throw new Error(`payment of ${sub} failed`);
  const review = await (await fetch(`${origin}/rs/checkout/checkout_review`, { headers: headers() })).json();
  if (review.attributes.problems.length) throw new Error(`${sub} cannot order: ${JSON.stringify(review.attributes.problems)}`);
  return { headers: { ...headers(), 'idempotency-key': randomBytes(16).toString('hex') }, body: JSON.stringify({ cartId: review.attributes.cartId, version: review.attributes.version }) };
}

let prepared = 0;
async function prepareMembers(count) {
  const first = prepared + 1;
  await insertMembers(first, count);
  const ready = [];
  await inParallel(Array.from({ length: count }, (_, i) => first + i), connections, async (n) => ready.push(await prepare(n)));
  prepared += count;
  return ready;
}

async function submitAll(queue, amount) {
  const result = await autocannon({
    url: origin,
    connections,
    amount,
    requests: [
      {
        method: 'POST',
        path: '/rs/checkout/checkout_review_submit',
        setupRequest: (req) => {
          const next = queue.pop();
          return { ...req, headers: next.headers, body: next.body };
        },
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result;
}

try {
  server = await startServer({
    dataDir,
    port,
    env: {
      DATABASE_URL: url.toString(),
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: 'advantage-web',
      TRUST_PROXY: '1',
      CATALOG_PRODUCTS: String(products),
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SMTP_CAPTURE_PORT: '0',
      READER_PORT: '0',
      ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
    },
  });
  await db.connect();
  // Three offers on current contracts open to every store: two from one contractor, one from another.
  await db.query(`create table bench_offers as
    with usable as (
      select o.id, o.contractor_id, row_number() over (partition by o.contractor_id order by o.id) n
        from offers o join contracts k on k.id = o.contract_id
       where k.start_date <= current_date and k.end_date >= current_date and cardinality(k.store_ids) = 0 and k.kind <> 'BPA'),
    two as (select contractor_id from usable group by contractor_id having count(*) >= 2 order by contractor_id limit 2)
    select u.id as offer_id from usable u join two t on t.contractor_id = u.contractor_id
     where u.n <= case when t.contractor_id = (select min(contractor_id) from two) then 2 else 1 end`);

  const t0 = performance.now();
  const warm = await prepareMembers(warmupOrders);
  const prepRate = warmupOrders / ((performance.now() - t0) / 1000);
  const warmResult = await submitAll(warm, warmupOrders);
  const rate = warmResult.requests.average || 200;
  // Enough members for DURATION seconds at the warm-up rate (each cart is ordered once).
  const amount = Math.ceil(rate * duration * 1.15);
  process.stdout.write(`preparing ${amount} members (sign-in, card, review: ~${Math.round(amount / prepRate)} s) ...\n`);
  const queue = await prepareMembers(amount);
  const { result, peakMiB, cpuMs } = await withPeakRss(server, () => submitAll(queue, amount));

  const seconds = result.duration;
  const placed = result['2xx'];
  print(`order groups/s (${connections} connections, ${seconds.toFixed(1)} s, ${placed} orders)`, Math.round(placed / seconds), `groups/s   peak RSS ${peakMiB} MiB`, '≥ 200');
  print(`latency at ${connections} connections p50 / p99`, `${result.latency.p50} / ${result.latency.p99}`, 'ms', 'p99 < 250 ms');
  // Steadier than the rate on a shared machine: the server process's CPU (PostgreSQL's own is not counted).
  print('server process CPU time per order group', (cpuMs / placed).toFixed(2), 'ms');

  const q = async (text) => Number((await db.query(text)).rows[0].n);
  const total = warmupOrders + placed;
  const groups = await q('select count(*)::int n from order_groups');
  const duplicates = await q('select count(*)::int n from (select cart_id from order_groups group by cart_id having count(*) > 1) d');
  const mails = await q(`select count(*)::int n from mail_outbox where subject like 'GSA Advantage order confirmation %'`);
  const answers = await q('select count(*)::int n from idempotency_keys where response_status = 200');
  const withoutOrders = await q('select count(*)::int n from order_groups g where not exists (select 1 from orders o where o.group_id = g.id)');
  print('order groups written / orders answered', `${groups} / ${total}`, '', 'equal');
  print('carts ordered twice (duplicates)', duplicates, '', '0');
  print('confirmation emails / stored answers per order group', `${mails} / ${answers}`, '', `${total} / ${total}`);
  print('confirmation emails delivered by the relay so far', delivered, '');
  if (groups !== total || duplicates !== 0 || mails !== total || answers !== total || withoutOrders !== 0) {
    throw new Error('the data does not match the answers');
  }
  if (process.env.PO_POLL_MS !== '0') {
    const ended = performance.now();
    const unsent = () => q(`select count(*)::int n from purchase_order_deliveries where state <> 'sent'`);
    while ((await unsent()) > 0 && performance.now() - ended < 120_000) await new Promise((r) => setTimeout(r, 100));
    const orders = await q('select count(*)::int n from orders');
    // The demo contractors take cXML (the development receiver); the others, email.
    const byEmail = await q(`select count(*)::int n from purchase_order_deliveries where channel = 'email'`);
    const poMails = await q(`select count(*)::int n from mail_outbox where subject like 'Purchase order %'`);
    print('purchase orders sent after the run / orders (waited)', `${orders - (await unsent())} / ${orders}`, `(${((performance.now() - ended) / 1000).toFixed(1)} s)`, 'all, once');
    print('  of which by email / purchase-order mails queued', `${byEmail} / ${poMails}`, '', 'equal');
    if ((await unsent()) !== 0 || poMails !== byEmail) throw new Error(`${await unsent()} purchase orders not sent, ${poMails} purchase-order mails for ${byEmail} email deliveries`);
  }
} finally {
  await server?.stop();
  await db.end().catch(() => {});
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  provider.close();
  smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
}
