/**
 * Lines cancelled on our side reach the contractor (docs/adr/0032-purchase-orders-out.md, "Changes") against a real
 * test contractor: after the purchase order went, a cancelled line is followed by one OrderRequest type="update"
 * with the lines still ordered, their total and a DocumentReference to the document before it, or a change email;
 * before it went, the purchase order simply leaves the line out; a later cancellation of the whole order replaces a
 * change still waiting and names the last document sent; the contractor's own line cancellation is not echoed, and
 * a change of an order the contractor refused is not sent.
 */
import { PO_TEXT } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { type CheckoutKit, checkoutKit } from '../../test-support/checkout-kit.js';
import { type ReceivedRequest, startContractorReceiver } from '../../test-support/contractor-receiver.js';
import { cancellationOf, deliveryOf, OFFICE, officeOrder as officeOrderOf, otherWorker, placeOrders, poTestConfig, statusHistory } from '../../test-support/purchase-order-kit.js';
import { changeOrderStatus } from '../orderhistory/status.js';
import { clearChannel } from './channel-clear.js';
import { claimDue } from './claim.js';
import { deliverBatch } from './deliver.js';

/** What the contractor read: the document's type, line numbers, total and the document it refers to. */
function read(request: ReceivedRequest) {
  const body = request.body;
  return {
    type: /OrderRequestHeader [^>]*type="(\w+)"/.exec(body)?.[1],
    lines: [...body.matchAll(/<ItemOut [^>]*lineNumber="(\d+)"/g)].map((m) => Number(m[1])),
    total: /<Total><Money currency="USD">([\d.]+)<\/Money><\/Total>/.exec(body)?.[1],
    refers: /<DocumentReference payloadID="([^"]+)"\/>/.exec(body)?.[1],
  };
}

describe.each(TEST_DATABASES)('line cancellations to the contractor (%s)', (kind) => {
  const config = poTestConfig();
  let k: CheckoutKit;
  beforeAll(async () => {
    k = await checkoutKit(kind, { config: { purchaseOrders: config } });
  });
  afterAll(() => k.t.close());

  const flush = () => k.t.app.purchaseOrders.flush();
  const history = (orderId: number) => statusHistory(k, orderId);
  const changesOf = async (orderId: number) => {
    const d = schema.purchaseOrderDeliveries;
    return k.db.select().from(d).where(and(eq(d.orderId, orderId), eq(d.kind, 'change'))).orderBy(asc(d.id));
  };
  /** The office order's lines as placed: number and extended price. */
  const linesOf = async (orderId: number) => {
    const l = schema.orderLines;
    return k.db.select({ lineNumber: l.lineNumber, extendedCents: l.extendedCents }).from(l).where(eq(l.orderId, orderId)).orderBy(asc(l.lineNumber));
  };
  const dollars = (cents: number) => (cents / 100).toFixed(2);
  async function officeOrder(subject: string, url: string) {
    const placed = await officeOrderOf(k, config, subject, url);
    return { ...placed, lines: await linesOf(placed.office.id) };
  }

  it('a line cancelled after the purchase order went: one update with the lines still ordered and their total, referring to the order', async () => {
    const contractor = await startContractorReceiver();
    try {
      const { office, lines } = await officeOrder('po-change-sent', contractor.url);
      expect(lines).toHaveLength(2);
      await flush();
      await changeOrderStatus(k.db, { orderNumber: office.orderNumber, lineNumber: 2, status: 'Cancelled', actor: 'operator', note: 'Not needed.' });
      await flush();
      await flush();

      expect(contractor.requests.map((r) => r.orderId)).toEqual([office.orderNumber, office.orderNumber]);
      const [order, change] = contractor.requests.map(read);
      expect(order).toMatchObject({ type: 'new', lines: [1, 2], refers: undefined });
      expect(change).toEqual({ type: 'update', lines: [1], total: dollars(lines[0]!.extendedCents), refers: contractor.requests[0]!.payloadId });
      expect(contractor.requests[1]!.payloadId).not.toBe(contractor.requests[0]!.payloadId);
      const [sent] = await changesOf(office.id);
      expect([sent?.state, sent?.channel, sent?.attempts]).toEqual(['sent', 'cxml', 1]);
      expect((await history(office.id)).at(-1)).toEqual(['Submitted', PO_TEXT.changeTransmitted('cxml')]);

      // The order's cancellation afterwards names the last document sent: the update.
      await changeOrderStatus(k.db, { orderNumber: office.orderNumber, status: 'Cancelled', actor: 'operator' });
      await flush();
      await flush();
      const cancel = read(contractor.requests[2]!);
      expect(cancel).toMatchObject({ type: 'delete', lines: [1, 2], refers: contractor.requests[1]!.payloadId });
      expect(contractor.requests).toHaveLength(3);
    } finally {
      await contractor.close();
    }
  });

  it('a line cancelled before the purchase order went: no change; the purchase order leaves the line out of its lines and total', async () => {
    const contractor = await startContractorReceiver();
    try {
      const { office, lines } = await officeOrder('po-change-early', contractor.url);
      await changeOrderStatus(k.db, { orderNumber: office.orderNumber, lineNumber: 1, status: 'Cancelled', actor: 'operator' });
      expect(await changesOf(office.id)).toEqual([]);
      await flush();
      expect(contractor.requests.map(read)).toEqual([{ type: 'new', lines: [2], total: dollars(lines[1]!.extendedCents), refers: undefined }]);
    } finally {
      await contractor.close();
    }
  });

  it('the whole order cancelled while a change waits untried: the change is not sent, the cancellation is', async () => {
    const contractor = await startContractorReceiver();
    try {
      const { office } = await officeOrder('po-change-superseded', contractor.url);
      await flush();
      await changeOrderStatus(k.db, { orderNumber: office.orderNumber, lineNumber: 1, status: 'Cancelled', actor: 'operator' });
      // Its last open line cancelled: the order is cancelled.
      const last = await changeOrderStatus(k.db, { orderNumber: office.orderNumber, lineNumber: 2, status: 'Cancelled', actor: 'operator' });
      expect(last.orderStatus).toBe('Cancelled');
      await flush();
      await flush();
      expect(contractor.requests.map((r) => read(r).type)).toEqual(['new', 'delete']);
      const changes = await changesOf(office.id);
      expect(changes.map((c) => [c.state, c.attempts, c.lastError])).toEqual([['cancelled', 0, PO_TEXT.changeSuperseded]]);
      expect((await cancellationOf(k, office.id))?.state).toBe('sent');
    } finally {
      await contractor.close();
    }
  });

  it('the contractor cancelling a line itself is not sent back; a change of an order the contractor refuses is not sent', async () => {
    const contractor = await startContractorReceiver([{ http: 200, cxml: 400 }]);
    try {
      const { office } = await officeOrder('po-change-refused', contractor.url);
      const claimed = (await claimDue(k.db, 50, 60_000)).filter((c) => c.orderId === office.id);
      await changeOrderStatus(k.db, { orderNumber: office.orderNumber, lineNumber: 1, status: 'Cancelled', actor: 'contractor:1' });
      expect(await changesOf(office.id)).toEqual([]);
      await changeOrderStatus(k.db, { orderNumber: office.orderNumber, lineNumber: 2, status: 'Backordered', estimatedDate: '2099-01-31', actor: 'operator' });
      const worker = otherWorker(k, config);
      // A line cancelled by us while the purchase order is in flight queues a change, which waits for that attempt.
      const other = await placeOrders(k, 'po-change-refused-2');
      const second = other.orders.find((o) => o.contractorName === OFFICE)!;
      const claimedSecond = (await claimDue(k.db, 50, 60_000)).filter((c) => c.orderId === second.id);
      await changeOrderStatus(k.db, { orderNumber: second.orderNumber, lineNumber: 2, status: 'Cancelled', actor: 'operator' });
      expect((await changesOf(second.id)).map((c) => c.state)).toEqual(['pending']);
      expect(await deliverBatch(worker, [...claimed, ...claimedSecond])).toEqual(['refused', 'refused']);
      await flush();
      expect(contractor.requests.map((r) => read(r).type)).toEqual(['new', 'new']);
      expect((await changesOf(second.id)).map((c) => [c.state, c.lastError])).toEqual([['cancelled', PO_TEXT.changeNotNeeded]]);
      expect((await deliveryOf(k, office.id)).state).toBe('refused');
    } finally {
      await contractor.close();
    }
  });

  it('a contractor without a cXML channel gets a change email naming the cancelled line and what is still ordered', async () => {
    const { orders } = await placeOrders(k, 'po-change-email');
    const office = orders.find((o) => o.contractorName === OFFICE)!;
    // The earlier cases gave this contractor a cXML channel: without one, its orders go by email.
    await clearChannel(k.db, String(office.contractorId), 'test').catch(() => undefined);
    await flush();
    expect((await deliveryOf(k, office.id)).state).toBe('sent');
    await changeOrderStatus(k.db, { orderNumber: office.orderNumber, lineNumber: 2, status: 'Cancelled', actor: 'operator' });
    await flush();
    const [change] = await changesOf(office.id);
    expect([change?.state, change?.channel]).toEqual(['sent', 'email']);
    const [contractor] = await k.db.select().from(schema.contractors).where(eq(schema.contractors.id, office.contractorId));
    await k.t.app.mail.flush();
    const [captured] = await k.db
      .select()
      .from(schema.mailCaptured)
      .where(and(eq(schema.mailCaptured.toAddresses, contractor!.email), eq(schema.mailCaptured.subject, PO_TEXT.changeSubject(office.orderNumber))));
    const text = captured?.textBody ?? '';
    expect(text).toContain('is changed: the line(s) below are cancelled.');
    expect(text).toMatch(/cancelled\. Please do not fill or ship them\.[\s\S]*\n {2}2\. [\s\S]*Still ordered: total \$[\d,.]+, 1 line\(s\)\.\n\n {2}1\. /);
    expect((await history(office.id)).at(-1)).toEqual(['Submitted', PO_TEXT.changeTransmitted('email')]);
  });
});
