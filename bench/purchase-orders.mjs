// Purchase orders out (docs/adr/0032-purchase-orders-out.md): how soon a placed order reaches its contractor, and
// how fast a backlog drains. The app is the built server (apps/server/dist, buildApp) with its purchase-order
// worker; the contractor is a local cXML endpoint in its own process that answers 200 and notes when each
// OrderRequest arrived. Orders are committed through the checkout's own statement (apps/server core/orders/order-rows.ts
// insertOrderRows, which inserts the delivery row in the order's transaction); the checkout's HTTP path is
// measured by bench/checkout/submit.mjs.
//   1. order placed → OrderRequest received, p50/p95 over LATENCY_ORDERS (default 200) orders placed ~20 a second,
//      the worker polling at its default PO_POLL_MS (1000 ms)                     (target p95 < 2 s)
//   2. QUEUED (default 10,000) orders committed with the worker stopped, then delivered: orders/s (target ≥ 200/s)
// PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set (a throw-away database, dropped at the end), else the
// embedded PGlite in memory. Needs `npm run build`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { throwAwayDatabase } from './database.mjs';
import { print } from './lib.mjs';

const root = new URL('..', import.meta.url);
const { schema } = await import(new URL('packages/db/dist/index.js', root).href);
const { buildApp } = await import(new URL('apps/server/dist/app.js', root).href);
const { loadConfig } = await import(new URL('apps/server/dist/config.js', root).href);
const { insertOrderRows } = await import(new URL('apps/server/dist/core/orders/order-rows.js', root).href);
const { setChannel } = await import(new URL('apps/server/dist/modules/purchaseorders/channel-set.js', root).href);

const latencyOrders = Number(process.env.LATENCY_ORDERS ?? 200);
const queued = Number(process.env.QUEUED ?? 10_000);

// --- the contractor: its own process, so receiving does not share the app's event loop ---
const receiverCode = `
const http = require('node:http');
let out = [];
const flush = () => { if (out.length) { process.stdout.write(out.join('')); out = []; } };
setInterval(flush, 20);
const answer = '<?xml version="1.0" encoding="UTF-8"?><cXML payloadID="a@contractor" timestamp="2026-01-01T00:00:00Z"><Response><Status code="200" text="OK"/></Response></cXML>';
const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const id = /orderID="([^"]+)"/.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '';
    out.push(id + ' ' + Date.now() + '\\n');
    res.writeHead(200, { 'content-type': 'text/xml' });
    res.end(answer);
  });
});
server.keepAliveTimeout = 30000;
server.listen(0, '127.0.0.1', () => process.stderr.write('port ' + server.address().port + '\\n'));
`;
const receiver = spawn(process.execPath, ['-e', receiverCode], { stdio: ['ignore', 'pipe', 'pipe'] });
const received = new Map();
let pending = '';
receiver.stdout.on('data', (chunk) => {
  pending += String(chunk);
  const lines = pending.split('\n');
  pending = lines.pop();
  for (const line of lines) {
    const [id, at] = line.split(' ');
    if (!received.has(id)) received.set(id, Number(at));
  }
});
const receiverPort = await new Promise((resolve) => {
  receiver.stderr.on('data', (c) => {
    const m = /port (\d+)/.exec(String(c));
    if (m) resolve(Number(m[1]));
  });
});

// --- the database ---
const { database, postgres, drop: dropDatabase } = await throwAwayDatabase('adv_po_bench');
const db = database.db;
process.stdout.write(`Database: ${postgres ? 'PostgreSQL' : 'embedded PGlite (in memory)'}; contractor endpoint http://127.0.0.1:${receiverPort}\n`);

const key = randomBytes(32);
async function app(pollMs) {
  const base = loadConfig({ ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'silent', SMTP_CAPTURE_PORT: '0' });
  const config = {
    ...base,
    sessionSecret: randomBytes(32).toString('base64url'),
    catalogProducts: 0,
    mode: { ...base.mode, exposeMailbox: false },
    mail: { ...base.mail, capturePort: 0 },
    purchaseOrders: { ...base.purchaseOrders, secretKey: () => key, pollMs },
  };
  const a = await buildApp(config, { database, logger: false, embeddedIdentity: false, startReader: false });
  await a.ready();
  return a;
}

// --- one contractor with a cXML channel to the endpoint, one member and cart ---
const first = await app(0);
const [contractor] = await db.insert(schema.contractors).values({ name: 'Bench Supply Co', uei: 'BENCHUEI0001', street: '1 Main St', city: 'Fairfax', state: 'VA', zip: '22030', phone: '703-555-0100', email: 'orders@bench.example' }).returning();
await setChannel(db, {
  contractor: String(contractor.id), actor: 'bench', secretKey: () => key, allowHttp: false,
  input: { kind: 'cxml', endpointUrl: `http://127.0.0.1:${receiverPort}/cxml`, fromDomain: 'NetworkID', fromIdentity: 'AN-ADVANTAGE', toDomain: 'DUNS', toIdentity: '123456789', senderDomain: 'NetworkID', senderIdentity: 'AN-ADVANTAGE', sharedSecret: 'bench-shared-secret-123' },
});
const [member] = await db.insert(schema.members).values({ issuer: 'urn:bench', subject: 'bench', email: 'bench@bench.gov', memberType: 'federal' }).returning();
const shipTo = { name: 'Headquarters', contactName: 'Bench Buyer', phone: '202-555-0142', email: 'bench@bench.gov', organization: 'GSA', line1: '1800 F Street NW', line2: '', city: 'Washington', state: 'DC', zip: '20405', country: 'US', aac: '' };
let serial = 0;

/** Commits one order group of `count` orders (one line each) as the checkout does; answers the order numbers. */
async function placeGroup(count) {
  const numbers = Array.from({ length: count }, () => ++serial);
  const orders = numbers.map((n) => ({ orderNumber: `B${String(n).padStart(8, '0')}`, contractorId: contractor.id, contractorName: contractor.name, contractNumber: 'GS-00F-BENCH', deliverBy: null, notes: '', subtotalCents: 10_000 }));
  const lines = orders.map((o) => ({ orderNumber: o.orderNumber, lineNumber: 1, productId: 1, offerId: 1, partNumber: 'BENCH-1', nsn: null, title: 'Copy paper', unitOfIssue: 'BX', quantity: 2, unitPriceCents: 5_000, extendedCents: 10_000 }));
  // Each group is a cart's order (one group per cart): the cart is made in the transaction, where the checkout locks it.
  await db.transaction(async (tx) => insertOrderRows(tx, {
    group: { groupNumber: `G${String(numbers[0]).padStart(8, '0')}`, memberId: member.id, cartId: (await tx.insert(schema.carts).values({ memberId: member.id, status: 'ordered' }).returning())[0].id, storeId: 0, paymentKind: 'card', cardBrand: 'Visa', cardLast4: '1234', cardExpiry: '08/2030', accounting: null, shipTo, totalCents: 10_000 * count },
    orders, lines,
  }));
  return orders.map((o) => o.orderNumber);
}

const waitFor = async (check, ms) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
};
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

try {
  // --- 1. latency with the worker's own timer ---
  await first.close();
  const live = await app(Number(process.env.PO_POLL_MS ?? 1000));
  const placedAt = new Map();
  for (let i = 0; i < latencyOrders; i++) {
    const [number] = await placeGroup(1);
    placedAt.set(number, Date.now());
    await new Promise((r) => setTimeout(r, 50));
  }
  await waitFor(() => [...placedAt.keys()].every((n) => received.has(n)), 30_000);
  const latencies = [...placedAt].map(([n, at]) => (received.get(n) ?? Number.NaN) - at).sort((a, b) => a - b);
  print('order placed → OrderRequest received, p50', percentile(latencies, 50), 'ms');
  print('order placed → OrderRequest received, p95', percentile(latencies, 95), 'ms', '< 2000 ms');
  print('  orders (missing)', `${latencies.length} (${latencies.filter(Number.isNaN).length})`, '');
  await live.close();

  // --- 2. a backlog of queued orders, delivered by one instance ---
  const drain = await app(0);
  const backlog = [];
  for (let i = 0; i < queued; i += 100) backlog.push(...(await placeGroup(Math.min(100, queued - i))));
  const started = performance.now();
  while (backlog.some((n) => !received.has(n))) {
    const sent = await drain.purchaseOrders.flush();
    if (sent === 0) await new Promise((r) => setTimeout(r, 5));
  }
  const seconds = (performance.now() - started) / 1000;
  print(`${queued} queued orders delivered, orders/s`, Math.round(queued / seconds), 'orders/s', '≥ 200/s');
  const dup = (await db.execute(`select count(*)::int as n from purchase_order_deliveries where state <> 'sent'`)).rows[0].n;
  print('  deliveries not sent afterwards', dup, '');
  await drain.close();
} finally {
  receiver.kill();
  await database.close();
  await dropDatabase();
}
