// cXML contractor documents (docs/adr/0033-contractor-documents.md) on the embedded database: the time from a
// ShipNoticeRequest to its answer (sequential, `RUNS` documents) and documents per second at 20 connections
// (`DURATION` s), load generator on the same machine, and the server's CPU time per document (on PostgreSQL also
// its backends' CPU per document, read from /proc when the database runs on this machine). Every document is
// applied for real (a new payloadID each, the order's lines Shipped or their tracking updated, status history,
// the buyer's email and message, audit rows). Before the server starts (PGlite: one process) the bench opens the
// database, adds a contractor with a credential and `ORDERS` two-line orders from that contractor, four to a member.
// On the embedded PGlite, and on a new PostgreSQL database when DATABASE_URL or TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { print, printThroughput, root, startServer, tempDataDir, withPeakRss } from './lib.mjs';

const port = Number(process.env.BENCH_PORT ?? 4397);
const runs = Number(process.env.RUNS ?? 300);
const duration = Number(process.env.DURATION ?? 10);
const orderCount = Number(process.env.ORDERS ?? 200);
const CONTRACTOR = 990_001;
const TICKS_MS = 10; // /proc/<pid>/stat counts CPU in clock ticks of 1/100 s (CLK_TCK on Linux)

/**
 * The CPU the database's own server processes spent for the bench database: the backends pg_stat_activity lists
 * for it, read from /proc (PostgreSQL on this machine). undefined when they cannot be read (another host).
 */
async function backendCpuMs(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    let total = 0;
    for (const { pid } of rows) {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        total += (Number(fields[11]) + Number(fields[12])) * TICKS_MS; // utime, stime
      } catch {
        return undefined;
      }
    }
    return { ms: total, pids: rows.map((r) => r.pid).sort().join(',') };
  } finally {
    await client.end();
  }
}

/** The contractor, its credential, a member and its orders, written as checkout and the operator script would. */
async function prepare(where) {
  const db = await import(join(root, 'packages/db/dist/index.js'));
  const { issueCredential } = await import(join(root, 'apps/server/dist/modules/contractor/credentials.js'));
  const { schema } = db;
  const database = await db.openDatabase(where.url ? { url: where.url, poolSize: 2 } : { dataDir: join(where.dataDir, 'pglite') });
  try {
    const d = database.db;
    await d.insert(schema.contractors).values({ id: CONTRACTOR, name: 'Bench Supply Co', uei: 'BENCHSUPPLY1', street: '1 Way', city: 'Arlington', state: 'VA', zip: '22201', phone: '703-555-0100', email: 'orders@bench.example' });
    const { token } = await issueCredential(d, { contractor: String(CONTRACTOR), name: 'bench', actor: 'bench' });
    // Buyers of their own, a few orders each: one member's unread count is not the sum of the whole run.
    const members = await d
      .insert(schema.members)
      .values(Array.from({ length: Math.ceil(orderCount / 4) }, (_, m) => ({ issuer: 'urn:bench', subject: `bench-buyer-${m}`, email: `bench.buyer.${m}@gsa.gov`, firstName: 'Bench', lastName: 'Buyer', memberType: 'federal' })))
      .returning({ id: schema.members.id });
    const orders = [];
    for (let i = 0; i < orderCount; i++) {
      const member = members[i % members.length];
      const [cart] = await d.insert(schema.carts).values({ memberId: member.id, status: 'ordered' }).returning({ id: schema.carts.id });
      const [group] = await d.insert(schema.orderGroups).values({ groupNumber: `GB${i}`, memberId: member.id, cartId: cart.id, paymentKind: 'card', cardBrand: 'visa', cardLast4: '4242', shipTo: { contactName: 'Bench Buyer' }, totalCents: 2400 }).returning({ id: schema.orderGroups.id });
      const orderNumber = `AB${100000 + i}`;
      const [order] = await d.insert(schema.orders).values({ orderNumber, groupId: group.id, memberId: member.id, contractorId: CONTRACTOR, contractorName: 'Bench Supply Co', contractNumber: 'GS-BENCH', subtotalCents: 2400 }).returning({ id: schema.orders.id });
      await d.insert(schema.orderLines).values([1, 2].map((n) => ({ orderId: order.id, lineNumber: n, productId: n, offerId: n, partNumber: `B-${n}`, title: `Bench item ${n}`, unitOfIssue: 'EA', quantity: 1, unitPriceCents: 1200, extendedCents: 1200 })));
      orders.push(orderNumber);
    }
    return { token, orders };
  } finally {
    await database.close();
  }
}

let sequence = 0;
/** A ShipNoticeRequest for one line of one order, with a payloadID of its own. */
function shipNotice(token, orderNumber, line) {
  const dot = token.indexOf('.');
  const [identity, secret] = [token.slice(0, dot), token.slice(dot + 1)];
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="${process.pid}.${++sequence}@bench.example" timestamp="2026-11-29T06:00:00Z" xml:lang="en-US">
<Header><From><Credential domain="AdvantageContractorCredential"><Identity>${identity}</Identity></Credential></From>
<To><Credential domain="NetworkID"><Identity>GSA-ADVANTAGE</Identity></Credential></To>
<Sender><Credential domain="AdvantageContractorCredential"><Identity>${identity}</Identity><SharedSecret>${secret}</SharedSecret></Credential></Sender></Header>
<Request><ShipNoticeRequest><ShipNoticeHeader shipmentID="S-${sequence}" noticeDate="2026-11-29T06:00:00Z" shipmentDate="2026-11-29T06:00:00Z"/>
<ShipControl><CarrierIdentifier domain="companyName">UPS</CarrierIdentifier><ShipmentIdentifier>1Z999AA1${String(sequence).padStart(10, '0')}</ShipmentIdentifier></ShipControl>
<ShipNoticePortion><OrderReference orderID="${orderNumber}"/><ShipNoticeItem lineNumber="${line}" quantity="1"/></ShipNoticePortion></ShipNoticeRequest></Request></cXML>`;
}

/** Both figures on one database: `where` is { dataDir } (PGlite) or { dataDir, url } (PostgreSQL). */
async function measure(label, where) {
  const { token, orders } = await prepare(where);
  const server = await startServer({ dataDir: where.dataDir, port, env: { READER_PORT: '0', SMTP_CAPTURE_PORT: '0', LOG_LEVEL: 'warn', DATABASE_URL: where.url ?? '' } });
  const url = `http://127.0.0.1:${port}/cxml/inbound`;
  const headers = { 'content-type': 'text/xml; charset=utf-8' };
  let next = 0;
  /** The next document: the orders' lines in turn (a line shipped again is a tracking update, applied like the first). */
  const nextBody = () => {
    const n = next++;
    return shipNotice(token, orders[n % orders.length], 1 + (Math.floor(n / orders.length) % 2));
  };
  try {
    while (!(await fetch(`http://127.0.0.1:${port}/readyz`)).ok) await new Promise((r) => setTimeout(r, 200));
    const send = async () => {
      const res = await fetch(url, { method: 'POST', headers, body: nextBody() });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`the ship notice answered ${res.status}: ${text.slice(0, 400)}`);
    };
    for (let i = 0; i < 30; i++) await send(); // warm-up
    const times = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      await send();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
    print(`${label}: ShipNoticeRequest → answer, p50 (${runs} sequential)`, at(0.5), 'ms', '< 20 ms');
    print(`${label}: ShipNoticeRequest → answer, p95`, at(0.95), 'ms', '< 20 ms');

    // timeout 60 s: on a machine shared with other work a request may wait past autocannon's 10 s default; that is
    // slowness for the latency figure, not a failed document.
    const load = (seconds) =>
      autocannon({ url, method: 'POST', headers, connections: 20, duration: seconds, timeout: 60, requests: [{ setupRequest: (request) => ({ ...request, body: nextBody() }) }] });
    await load(2); // warm-up
    const dbBefore = where.url ? await backendCpuMs(where.url).catch(() => undefined) : undefined;
    const run = await withPeakRss(server, () => load(duration));
    const dbAfter = where.url ? await backendCpuMs(where.url).catch(() => undefined) : undefined;
    const { result } = run;
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx responses, ${result.errors} errors`);
    printThroughput(`${label}: ship notices/s at 20 connections`, run, '≥ 300/s');
    print(`${label}: ship notice latency at 20 connections, p97.5`, result.latency.p97_5, 'ms');
    // The server process's CPU per document (with PGlite the database runs in it; PostgreSQL's own is not counted).
    const cpuPerDocument = run.cpuMs / result.requests.total;
    print(`${label}: server process CPU time per document`, cpuPerDocument.toFixed(2), 'ms');
    // The same pool connections before and after: what PostgreSQL itself spent per document (10 ms ticks).
    if (dbBefore && dbAfter && dbBefore.pids === dbAfter.pids) {
      print(`${label}: database backends' CPU time per document`, ((dbAfter.ms - dbBefore.ms) / result.requests.total).toFixed(2), 'ms');
    }
  } finally {
    await server.stop();
  }
}

const dataDir = tempDataDir();
try {
  await measure('PGlite', { dataDir });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const adminUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  process.stdout.write('PostgreSQL figures skipped: set DATABASE_URL or TEST_DATABASE_URL (a server where a database can be created).\n');
} else {
  const name = `adv_documents_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  // A connection the server ends (the DROP … WITH (FORCE) below) must not end the bench.
  admin.on('error', () => {});
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pgDataDir = tempDataDir();
  try {
    await measure('PostgreSQL', { dataDir: pgDataDir, url: url.toString() });
  } finally {
    rmSync(pgDataDir, { recursive: true, force: true });
    // `npm start` may exit before the server it started has closed its pool: wait (10 s at most) for its connections.
    for (let i = 0; i < 100; i++) {
      const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
