/**
 * The operator scripts (scripts/contractor-channel.mjs, scripts/purchase-orders.mjs) as an operator runs them, on an
 * embedded database in a data directory: a channel set with the secret on standard input (kept encrypted, never
 * printed), shown, and the deliveries listed, inspected and retried. The scripts run the built server (npm run build).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, openDatabase, schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFERS } from '../../test-support/cart-kit.js';
import { FIXTURE, insertCatalogFixture } from '../../test-support/catalog-fixture.js';
import { insertOrderRows } from '../../core/orders/order-rows.js';
import { decryptSecret } from './secret-box.js';

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const SECRET = 'operator-typed-shared-secret-42';

function run(script: string, args: string[], env: Record<string, string>, input = ''): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts', script), ...args], { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += String(c)));
    child.stderr.on('data', (c: Buffer) => (err += String(c)));
    child.stdin.end(input);
    child.once('close', (code) => resolve({ code, out, err }));
  });
}

// Each case starts three or four operator processes one after another, each loading the modules and opening PGlite
// (about 10 s each on a loaded two-core machine: 36.7 s for the second case at load 10), so the bound is 2 minutes.
describe('the purchase-order operator scripts', { timeout: 120_000 }, () => {
  const key = randomBytes(32);
  let dir = '';
  let env: Record<string, string> = {};
  let contractorId = 0;
  let orderId = 0;

  async function withDatabase<T>(work: (db: Database['db']) => Promise<T>): Promise<T> {
    const database = await openDatabase({ dataDir: join(dir, 'pglite') });
    try {
      return await work(database.db);
    } finally {
      await database.close();
    }
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'adv-po-scripts-'));
    env = { DATA_DIR: dir, DATABASE_URL: '', CHANNEL_SECRET_KEY: key.toString('hex'), NODE_ENV: 'development' };
    await withDatabase(async (db) => {
      const fixture = await insertCatalogFixture(db);
      contractorId = fixture.contractorIds.office;
      const [member] = await db.insert(schema.members).values({ issuer: 'urn:test', subject: 'ops', email: 'ops@gsa.gov', memberType: 'federal' }).returning();
      const [cart] = await db.insert(schema.carts).values({ memberId: member!.id }).returning();
      await insertOrderRows(db, {
        group: { groupNumber: 'G9000001', memberId: member!.id, cartId: cart!.id, storeId: 0, paymentKind: 'card', cardBrand: 'Visa', cardLast4: '1234', cardExpiry: '08/2030', accounting: null, shipTo: { name: 'HQ', line1: '1800 F St NW', city: 'Washington', state: 'DC', zip: '20405', country: 'US' }, totalCents: 10_000 },
        orders: [{ orderNumber: 'W9000001', contractorId, contractorName: 'Fixture Office Depot', contractNumber: fixture.contracts.office, deliverBy: null, notes: '', subtotalCents: 10_000 }],
        lines: [{ orderNumber: 'W9000001', lineNumber: 1, productId: FIXTURE.paper, offerId: OFFERS.officePaper, partNumber: 'PAP-1', nsn: null, title: 'Copy paper', unitOfIssue: 'BX', quantity: 2, unitPriceCents: 5_000, extendedCents: 10_000 }],
      });
      const [order] = await db.select().from(schema.orders).where(eq(schema.orders.orderNumber, 'W9000001'));
      orderId = order!.id;
      // As the worker leaves an order nobody answered for a day.
      await db.update(schema.purchaseOrderDeliveries).set({ state: 'failed', attempts: 9, lastError: 'Not transmitted: the contractor did not accept the purchase order before the retries ran out. Last answer: not reached: ECONNREFUSED' }).where(eq(schema.purchaseOrderDeliveries.orderId, orderId));
    });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('sets a cXML channel with the secret from standard input, keeps it encrypted and never prints it', async () => {
    const set = await run('contractor-channel.mjs', ['set-cxml', '--contractor', String(contractorId), '--url', 'https://orders.office.example/cxml', '--from', 'NetworkID:AN-ADVANTAGE', '--to', 'DUNS:123456789', '--sender', 'NetworkID:AN-ADVANTAGE', '--actor', 'pat'], env, `${SECRET}\n`);
    expect(set.err).toBe('');
    expect(set.out).toBe('Fixture Office Depot (UEI FXUEI0000001) now receives its orders by cXML OrderRequest at https://orders.office.example/cxml.\n');
    const show = await run('contractor-channel.mjs', ['show', '--contractor', String(contractorId)], env);
    expect(show.out).toContain('orders by cXML OrderRequest to https://orders.office.example/cxml');
    expect(show.out).toContain('Shared secret: kept (encrypted; never shown)');
    expect(show.out + set.out).not.toContain(SECRET);
    await withDatabase(async (db) => {
      const [row] = await db.select().from(schema.contractorOrderChannels).where(eq(schema.contractorOrderChannels.contractorId, contractorId));
      expect(row!.secretCiphertext).not.toContain(SECRET);
      expect(decryptSecret(key, contractorId, row!.secretCiphertext!)).toBe(SECRET);
      const audits = await db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'contractor_channel_set'));
      expect(JSON.stringify(audits)).not.toContain(SECRET);
    });
  });

  it('lists, shows and retries a delivery, and refuses a wrong command line', async () => {
    const list = await run('purchase-orders.mjs', ['list', '--state', 'failed'], env);
    expect(list.out).toContain('1 purchase order(s) failed, newest first:');
    expect(list.out).toMatch(/W9000001 {2}Fixture Office Depot \(\d+\) {2}failed {2}9 attempt\(s\), not transmitted/);
    const retry = await run('purchase-orders.mjs', ['retry', '--order', 'W9000001', '--actor', 'pat'], env);
    expect(retry.out).toBe('Order W9000001 (was failed) is due now; a running server sends it within seconds.\n');
    const show = await run('purchase-orders.mjs', ['show', '--order', 'W9000001'], env);
    expect(show.out).toContain('Order W9000001 to Fixture Office Depot');
    expect(show.out).toContain(', pending');
    expect(show.out).toContain('retry asked by pat');
    const missing = await run('purchase-orders.mjs', ['show'], env);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('--order is required.');
  });
});
