/**
 * Cancellations reach the contractor (docs/adr/0032-purchase-orders-out.md, "Cancellations") against a real test
 * contractor: an order cancelled after its purchase order went is followed by one OrderRequest type="delete" (same
 * orderID, its own payloadID) or a cancellation email, and the buyer's history says so; one cancelled before it went
 * is never sent; one cancelled while a worker holds its purchase order waits for that attempt and follows it, or
 * sends nothing when the contractor refused the order; the contractor's own rejection is not echoed back.
 */
import { ORDERHISTORY_TEXT, PO_TEXT } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { type CheckoutKit, checkoutKit } from '../../test-support/checkout-kit.js';
import { startContractorReceiver } from '../../test-support/contractor-receiver.js';
import { cancellationOf, cxmlChannel, deliveryOf, OFFICE, officeOrder as officeOrderOf, otherWorker, placeOrders, poTestConfig, statusHistory } from '../../test-support/purchase-order-kit.js';
import { changeOrderStatus } from '../orderhistory/status.js';
import { claimDue } from './claim.js';
import { deliverBatch } from './deliver.js';

describe.each(TEST_DATABASES)('cancellations to the contractor (%s)', (kind) => {
  const config = poTestConfig();
  let k: CheckoutKit;
  beforeAll(async () => {
    k = await checkoutKit(kind, { config: { purchaseOrders: config } });
  });
  afterAll(() => k.t.close());

  const flush = () => k.t.app.purchaseOrders.flush();
  const history = (orderId: number) => statusHistory(k, orderId);
  const officeOrder = (subject: string, url: string) => officeOrderOf(k, config, subject, url);
  /** A worker of another instance finishing the attempt it claimed. */
  const finishClaimed = (claimed: Awaited<ReturnType<typeof claimDue>>) => deliverBatch(otherWorker(k, config), claimed);

  it('the buyer cancels after the purchase order went: one OrderRequest type="delete" follows, once, and the history says so', async () => {
    const contractor = await startContractorReceiver();
    try {
      const { buyer, office } = await officeOrder('po-cancel-sent', contractor.url);
      await flush();
      expect((await deliveryOf(k, office.id)).state).toBe('sent');

      const res = await k.post(buyer, 'orderhistory/cancel_order', { orderId: office.id });
      expect(res.json().attributes.order.status).toBe('Cancelled');
      expect((await cancellationOf(k, office.id))?.state).toBe('pending');
      await flush();
      await flush();

      expect(contractor.requests.map((r) => r.orderId)).toEqual([office.orderNumber, office.orderNumber]);
      const [order, cancel] = contractor.requests;
      expect(order!.body).toContain('type="new"');
      expect(cancel!.body).toContain('type="delete"');
      expect(cancel!.payloadId).not.toBe(order!.payloadId);
      const sent = await cancellationOf(k, office.id);
      expect([sent?.state, sent?.channel, sent?.attempts]).toEqual(['sent', 'cxml', 1]);
      expect(sent?.document).toContain('<SharedSecret>(withheld)</SharedSecret>');
      expect((await history(office.id)).slice(-2)).toEqual([
        ['Cancelled', ORDERHISTORY_TEXT.cancelledByBuyer],
        ['Cancelled', PO_TEXT.cancellationTransmitted('cxml')],
      ]);
    } finally {
      await contractor.close();
    }
  });

  it('an order cancelled before its purchase order went is never sent, and nothing else is either', async () => {
    const contractor = await startContractorReceiver();
    try {
      const { office } = await officeOrder('po-cancel-early', contractor.url);
      await changeOrderStatus(k.db, { orderNumber: office.orderNumber, status: 'Cancelled', actor: 'operator' });
      await flush();
      expect(contractor.requests).toHaveLength(0);
      const withdrawn = await deliveryOf(k, office.id);
      expect([withdrawn.state, withdrawn.attempts, withdrawn.lastError]).toEqual(['cancelled', 0, PO_TEXT.withdrawn]);
      expect(await cancellationOf(k, office.id)).toBeUndefined();
    } finally {
      await contractor.close();
    }
  });

  it('cancelled while a worker holds the purchase order: the cancellation waits for that attempt, then follows it', async () => {
    const contractor = await startContractorReceiver();
    try {
      const { office } = await officeOrder('po-cancel-flight', contractor.url);
      const claimed = (await claimDue(k.db, 50, 60_000)).filter((c) => c.orderId === office.id);
      expect(claimed).toHaveLength(1);
      await changeOrderStatus(k.db, { orderNumber: office.orderNumber, status: 'Cancelled', actor: 'operator' });
      await flush();
      expect(contractor.requests).toHaveLength(0);
      expect((await cancellationOf(k, office.id))?.state).toBe('pending');

      expect(await finishClaimed(claimed)).toEqual(['sent']);
      await flush();
      expect(contractor.requests.map((r) => /type="(\w+)"/.exec(r.body)?.[1])).toEqual(['new', 'delete']);
      expect((await cancellationOf(k, office.id))?.state).toBe('sent');
    } finally {
      await contractor.close();
    }
  });

  it('cancelled while the contractor is refusing the purchase order: no cancellation is sent for it', async () => {
    const contractor = await startContractorReceiver([{ http: 200, cxml: 400 }]);
    try {
      const { office } = await officeOrder('po-cancel-refused', contractor.url);
      const claimed = (await claimDue(k.db, 50, 60_000)).filter((c) => c.orderId === office.id);
      await changeOrderStatus(k.db, { orderNumber: office.orderNumber, status: 'Cancelled', actor: 'operator' });
      expect(await finishClaimed(claimed)).toEqual(['refused']);
      await flush();
      expect(contractor.requests).toHaveLength(1);
      const cancel = await cancellationOf(k, office.id);
      expect([cancel?.state, cancel?.lastError]).toEqual(['cancelled', PO_TEXT.cancellationNotNeeded]);
    } finally {
      await contractor.close();
    }
  });

  it('a contractor without a cXML channel gets a cancellation email; its own rejection is not sent back to it', async () => {
    const { orders } = await placeOrders(k, 'po-cancel-email');
    const global = orders.find((o) => o.contractorName !== OFFICE)!;
    const office = orders.find((o) => o.contractorName === OFFICE)!;
    await flush();
    await changeOrderStatus(k.db, { orderNumber: global.orderNumber, status: 'Cancelled', actor: 'operator', note: 'Duplicate order.' });
    await changeOrderStatus(k.db, { orderNumber: office.orderNumber, status: 'Cancelled', actor: 'contractor:1', note: 'The contractor rejected the order.' });
    await flush();
    expect((await cancellationOf(k, global.id))?.state).toBe('sent');
    expect(await cancellationOf(k, office.id)).toBeUndefined();
    const [contractor] = await k.db.select().from(schema.contractors).where(eq(schema.contractors.id, global.contractorId));
    await k.t.app.mail.flush();
    const [captured] = await k.db
      .select()
      .from(schema.mailCaptured)
      .where(and(eq(schema.mailCaptured.toAddresses, contractor!.email), eq(schema.mailCaptured.subject, PO_TEXT.cancellationSubject(global.orderNumber))));
    expect(captured?.textBody).toContain(`Purchase order ${global.orderNumber} (order group`);
    expect(captured?.textBody).toContain('Please do not fill or ship it.');
    expect((await history(global.id)).at(-1)).toEqual(['Cancelled', PO_TEXT.cancellationTransmitted('email')]);
  });
});

describe.each(process.env.TEST_DATABASE_URL ? ['postgres' as const] : [])('cancellation against a concurrent claim (%s)', (kind) => {
  const config = poTestConfig();
  let k: CheckoutKit;
  beforeAll(async () => {
    k = await checkoutKit(kind, { config: { purchaseOrders: config } });
  });
  afterAll(() => k.t.close());

  it('a worker claiming while the cancelling transaction holds the delivery skips it; after the commit it is never sent', async () => {
    const contractor = await startContractorReceiver();
    try {
      const placed = await placeOrders(k, 'po-cancel-race');
      const office = placed.orders.find((o) => o.contractorName === OFFICE)!;
      await cxmlChannel(k, config, office.contractorId, contractor.url);
      const { changeOrderStatusIn } = await import('../orderhistory/status.js');
      await k.db.transaction(async (tx) => {
        await changeOrderStatusIn(tx, { orderNumber: office.orderNumber, status: 'Cancelled', actor: 'operator' });
        // Another connection's worker runs now, while the row is locked and still pending.
        await k.t.app.purchaseOrders.flush();
      });
      expect(contractor.requests.filter((r) => r.orderId === office.orderNumber)).toHaveLength(0);
      await k.t.app.purchaseOrders.flush();
      expect(contractor.requests.filter((r) => r.orderId === office.orderNumber)).toHaveLength(0);
      expect((await deliveryOf(k, office.id)).state).toBe('cancelled');
    } finally {
      await contractor.close();
    }
  });
});
