/**
 * What the purchase-order suites share (docs/adr/0032-purchase-orders-out.md): the worker's configuration for
 * tests (no timer: the suite flushes; retries after milliseconds), a placed order's orders, and a cXML channel
 * for a contractor pointing at a test contractor.
 */
import { randomBytes } from 'node:crypto';
import { schema } from '@advantage/db';
import { and, asc, eq } from 'drizzle-orm';
import type { PurchaseOrderConfig } from '../config.js';
import { orderReads } from '../modules/orderhistory/reads.js';
import { setChannel } from '../modules/purchaseorders/channel-set.js';
import type { DeliveryContext } from '../modules/purchaseorders/deliver.js';
import type { CheckoutKit } from './checkout-kit.js';

/** The fixture contractor whose order has two lines (paper and a chair); the other has one. */
export const OFFICE = 'Fixture Office Depot';

export const TEST_SHARED_SECRET = 'contractor-shared-secret-0123456789';

export function poTestConfig(extra: Partial<PurchaseOrderConfig> = {}): PurchaseOrderConfig {
  const key = randomBytes(32);
  return { secretKey: () => key, retryHours: 1, pollMs: 0, yieldMs: 0, timeoutMs: 5_000, backoffBaseMs: 10, batchSize: 50, allowHttp: false, ...extra };
}

/** Places the buyer's cart by card; answers the group's orders, office contractor first. */
export async function placeOrders(k: CheckoutKit, subject: string) {
  const b = await k.buyer(subject);
  await k.payByCard(b);
  const res = await k.submit(b);
  if (res.statusCode !== 200) throw new Error(`order not placed: ${res.body}`);
  const groupNumber = res.json().attributes.groupNumber as string;
  const orders = await k.db
    .select({
      id: schema.orders.id,
      orderNumber: schema.orders.orderNumber,
      contractorId: schema.orders.contractorId,
      contractorName: schema.orders.contractorName,
    })
    .from(schema.orders)
    .innerJoin(schema.orderGroups, eq(schema.orderGroups.id, schema.orders.groupId))
    .where(eq(schema.orderGroups.groupNumber, groupNumber))
    .orderBy(asc(schema.orders.orderNumber));
  return { buyer: b, groupNumber, orders };
}

export async function cxmlChannel(k: CheckoutKit, config: PurchaseOrderConfig, contractorId: number, endpointUrl: string) {
  await setChannel(k.db, {
    contractor: String(contractorId),
    actor: 'test',
    secretKey: config.secretKey,
    allowHttp: config.allowHttp,
    input: {
      kind: 'cxml', endpointUrl, fromDomain: 'NetworkID', fromIdentity: 'AN-ADVANTAGE', toDomain: 'DUNS', toIdentity: `contractor-${contractorId}`,
      senderDomain: 'NetworkID', senderIdentity: 'AN-ADVANTAGE', sharedSecret: TEST_SHARED_SECRET,
    },
  });
}

/** The order's purchase-order delivery. */
export async function deliveryOf(k: CheckoutKit, orderId: number) {
  const d = schema.purchaseOrderDeliveries;
  const [row] = await k.db.select().from(d).where(and(eq(d.orderId, orderId), eq(d.kind, 'order')));
  if (!row) throw new Error(`no delivery for order ${orderId}`);
  return row;
}

/** The order's cancellation delivery, if one was queued. */
export async function cancellationOf(k: CheckoutKit, orderId: number) {
  const d = schema.purchaseOrderDeliveries;
  const [row] = await k.db.select().from(d).where(and(eq(d.orderId, orderId), eq(d.kind, 'cancel')));
  return row;
}

/** An office order placed, with its contractor on a cXML channel to `url`. */
export async function officeOrder(k: CheckoutKit, config: PurchaseOrderConfig, subject: string, url: string) {
  const placed = await placeOrders(k, subject);
  const office = placed.orders.find((o) => o.contractorName === OFFICE)!;
  await cxmlChannel(k, config, office.contractorId, url);
  return { ...placed, office };
}

/** The order's status history as [status, note], oldest first. */
export async function statusHistory(k: CheckoutKit, orderId: number) {
  const h = schema.orderStatusHistory;
  return (await k.db.select().from(h).where(eq(h.orderId, orderId)).orderBy(asc(h.id))).map((row) => [row.status, row.note]);
}

/** The worker of another instance (its own code, not a stand-in), for attempts a test claimed itself. */
export function otherWorker(k: CheckoutKit, config: PurchaseOrderConfig): DeliveryContext {
  return { db: k.db, reads: orderReads(k.db), config, host: 'advantage.test', log: k.t.app.log, worker: `other:${randomBytes(3).toString('hex')}` };
}
