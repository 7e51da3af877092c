/**
 * The app killed between an order's commit and its delivery (docs/adr/0032-purchase-orders-out.md): a server
 * process claims the committed order's deliveries and is killed with SIGKILL before it sends them. Nothing is lost:
 * once the claim's lease runs out, another instance delivers each order exactly once, and the dead holder could
 * no longer record an outcome. PostgreSQL only: the database must outlive the process. The process is
 * apps/server/src/test-support/po-crash-child.ts with the fault hook (fault.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { schema } from '@advantage/db';
import { eq, inArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutKit, checkoutKit } from '../../test-support/checkout-kit.js';
import { startContractorReceiver } from '../../test-support/contractor-receiver.js';
import { cxmlChannel, deliveryOf, placeOrders, poTestConfig } from '../../test-support/purchase-order-kit.js';
import { PO_FAULT_MARKER } from './fault.js';
import { recordAttempt } from './record.js';

const CHILD = fileURLToPath(new URL('../../test-support/po-crash-child.ts', import.meta.url));

function waitForMarker(child: ChildProcess, log: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no fault marker within 45 s:\n${log.join('')}`)), 45_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      log.push(String(chunk));
      if (log.join('').includes(PO_FAULT_MARKER)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server process ended (${code}) before the fault:\n${log.join('')}`));
    });
  });
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

describe.each(process.env.TEST_DATABASE_URL ? ['postgres' as const] : [])('the app killed between commit and delivery (%s)', (kind) => {
  const key = randomBytes(32);
  const config = poTestConfig({ secretKey: () => key });
  let k: CheckoutKit;
  beforeAll(async () => {
    k = await checkoutKit(kind, { config: { purchaseOrders: config } });
  });
  afterAll(() => k.t.close());

  it('delivers each committed order exactly once after the kill', async () => {
    const contractor = await startContractorReceiver();
    try {
      const { orders } = await placeOrders(k, 'po-crash');
      await cxmlChannel(k, config, orders[0]!.contractorId, contractor.url);
      const url = (k.t.database.raw as { kind: 'postgres'; pool: pg.Pool }).pool.options.connectionString;
      const log: string[] = [];
      const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', CHILD], {
        env: { ...process.env, NODE_ENV: 'test', PO_FAULT: 'sleep-after-claim', PO_POLL_MS: '50', PO_CRASH_DATABASE_URL: url, CHANNEL_SECRET_KEY: key.toString('hex') },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      try {
        await waitForMarker(child, log);
      } finally {
        child.kill('SIGKILL');
        await exited(child);
      }
      expect(child.signalCode).toBe('SIGKILL');
      const ids = orders.map((o) => o.id);
      const held = await k.db.select().from(schema.purchaseOrderDeliveries).where(inArray(schema.purchaseOrderDeliveries.orderId, ids));
      expect(held.map((d) => [d.state, d.attempts, d.claimToken !== null])).toEqual([['pending', 1, true], ['pending', 1, true]]);
      expect(contractor.requests).toHaveLength(0);

      // The lease of the dead holder runs out (moved to now rather than waited for).
      await k.db.update(schema.purchaseOrderDeliveries).set({ nextAttemptAt: sql`now()` }).where(inArray(schema.purchaseOrderDeliveries.orderId, ids));
      await k.t.app.purchaseOrders.flush();
      for (const o of orders) expect((await deliveryOf(k, o.id)).state).toBe('sent');
      expect(contractor.accepted()).toEqual([orders[0]!.orderNumber]);
      expect(contractor.requests).toHaveLength(1);
      const notes = await k.db.select().from(schema.orderStatusHistory).where(inArray(schema.orderStatusHistory.orderId, ids));
      expect(notes.filter((n) => n.note.startsWith('Transmitted'))).toHaveLength(2);

      // Had the killed process lived on, its outcome would not be recorded: the claim is no longer its own.
      const stale = held.find((d) => d.orderId === orders[0]!.id)!;
      const claimed = { id: stale.id, orderId: stale.orderId, attempts: 1, retryFrom: stale.retryFrom, claimToken: stale.claimToken!, kind: 'order' as const, originalState: null, previousId: null };
      expect(await recordAttempt(k.db, { claimed, orderNumber: orders[0]!.orderNumber, channel: 'cxml', document: null, outcome: { kind: 'sent', detail: 'late' }, worker: 'the killed one' }, { baseMs: 10, retryHours: 1 })).toBe('lost-claim');
      expect((await deliveryOf(k, orders[0]!.id)).attempts).toBe(2);
      const [mails] = await k.db.select({ n: sql<number>`count(*)::int` }).from(schema.mailOutbox).where(eq(schema.mailOutbox.subject, `Purchase order ${orders[1]!.orderNumber} from GSA Advantage`));
      expect(mails!.n).toBe(1);
    } finally {
      await contractor.close();
    }
  });
});
