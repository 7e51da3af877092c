/**
 * Two app instances on one PostgreSQL database deliver each order once (docs/adr/0032-purchase-orders-out.md): both
 * workers run at the same time against a slow contractor; claims with SKIP LOCKED never overlap, so every order
 * is posted once, accepted once, noted once on its history and audited once.
 */
import { openDatabase, schema } from '@advantage/db';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { ANY_MAIL_PORT } from '../../test-support/catalog-fixture.js';
import { type CheckoutKit, checkoutKit } from '../../test-support/checkout-kit.js';
import { startContractorReceiver } from '../../test-support/contractor-receiver.js';
import { cxmlChannel, placeOrders, poTestConfig } from '../../test-support/purchase-order-kit.js';

describe.each(process.env.TEST_DATABASE_URL ? ['postgres' as const] : [])('two instances deliver each order once (%s)', (kind) => {
  // Small batches: each instance claims a few rows at a time, so their claims interleave.
  const config = poTestConfig({ batchSize: 3 });
  let k: CheckoutKit;
  let other: FastifyInstance;
  let closeOther: () => Promise<void>;
  beforeAll(async () => {
    k = await checkoutKit(kind, { config: { purchaseOrders: config } });
    const url = (k.t.database.raw as { kind: 'postgres'; pool: pg.Pool }).pool.options.connectionString ?? '';
    const database = await openDatabase({ url, poolSize: 4 });
    const c = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SMTP_CAPTURE_PORT: '0' }, { ...ANY_MAIL_PORT, sessionSecret: 'two-instances-secret-0123456789abcdef', catalogProducts: 0, purchaseOrders: config });
    other = await buildApp({ ...c, mode: { ...c.mode, exposeMailbox: false } }, { database, logger: false, embeddedIdentity: false, startReader: false });
    await other.ready();
    closeOther = async () => {
      await other.close();
      await database.close();
    };
  });
  afterAll(async () => {
    await closeOther();
    await k.t.close();
  });

  it('posts every order once while both workers run', async () => {
    const contractor = await startContractorReceiver([{ http: 200, cxml: 200 }], 0, 20);
    try {
      const placed: Awaited<ReturnType<typeof placeOrders>>['orders'] = [];
      for (let i = 0; i < 8; i++) placed.push(...(await placeOrders(k, `po-two-${i}`)).orders);
      await cxmlChannel(k, config, placed[0]!.contractorId, contractor.url);
      const cxmlOrders = placed.filter((o) => o.contractorId === placed[0]!.contractorId).map((o) => o.orderNumber);
      // Both instances at once, several times over: whoever claims a row first delivers it.
      const [a, b] = [k.t.app.purchaseOrders, other.purchaseOrders];
      for (let round = 0; round < 3; round++) await Promise.all([a.flush(), b.flush(), a.flush(), b.flush()]);

      const ids = placed.map((o) => o.id);
      const rows = await k.db.select().from(schema.purchaseOrderDeliveries).where(inArray(schema.purchaseOrderDeliveries.orderId, ids));
      expect(rows.map((r) => [r.state, r.attempts])).toEqual(ids.map(() => ['sent', 1]));
      expect(contractor.requests.map((r) => r.orderId).sort()).toEqual([...cxmlOrders].sort());
      expect(contractor.accepted().sort()).toEqual([...cxmlOrders].sort());
      const audits = await k.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'purchase_order_attempt'));
      const ours = audits.filter((a) => placed.some((o) => a.target === `order:${o.orderNumber}`));
      expect(ours).toHaveLength(placed.length);
      // Both instances delivered some: the audit row names the worker that made the attempt.
      expect(new Set(ours.map((a) => a.detail.worker)).size).toBe(2);
      const notes = await k.db.select().from(schema.orderStatusHistory).where(inArray(schema.orderStatusHistory.orderId, ids));
      expect(notes.filter((n) => n.note.startsWith('Transmitted'))).toHaveLength(placed.length);
    } finally {
      await contractor.close();
    }
  });
});
