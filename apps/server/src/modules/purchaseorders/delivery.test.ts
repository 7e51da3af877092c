/**
 * Purchase orders out (docs/adr/0032-purchase-orders-out.md) against a real test contractor (an HTTP server in the
 * test): an order placed at checkout reaches its contractor once under retries, a 4xx answer is refused and not
 * retried, a contractor down then up gets the order once it is up, an order past its retry window is failed for
 * an operator, and a contractor without a channel gets the email with the order's PDF.
 */
import { Writable } from 'node:stream';
import { schema } from '@advantage/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../logger.js';
import { TEST_DATABASES } from '../../test-support/app.js';
import { type CheckoutKit, checkoutKit } from '../../test-support/checkout-kit.js';
import { startContractorReceiver } from '../../test-support/contractor-receiver.js';
import { cxmlChannel, deliveryOf, OFFICE, placeOrders, poTestConfig, TEST_SHARED_SECRET } from '../../test-support/purchase-order-kit.js';
import { setChannel } from './channel-set.js';
import { listDeliveries } from './deliveries-list.js';
import { retryDelivery } from './delivery-retry.js';
import { showDelivery } from './delivery-show.js';

describe.each(TEST_DATABASES)('purchase orders out (%s)', (kind) => {
  const config = poTestConfig();
  const logs: string[] = [];
  let k: CheckoutKit;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    });
    k = await checkoutKit(kind, { config: { purchaseOrders: config }, logger: { ...(loggerOptions('trace') as object), stream } });
  });
  afterAll(() => k.t.close());

  /** Runs the worker until the delivery reaches `state` (each run delivers what is due; retries are milliseconds apart). */
  async function deliverUntil(orderId: number, state: string) {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      await k.t.app.purchaseOrders.flush();
      if ((await deliveryOf(k, orderId)).state === state) return;
    }
    throw new Error(`delivery of order ${orderId} is ${(await deliveryOf(k, orderId)).state}, not ${state}`);
  }

  it('delivers exactly one OrderRequest per order when the contractor answers 500, then 200; the buyer sees it transmitted', async () => {
    const contractor = await startContractorReceiver([{ http: 500, cxml: 500 }, { http: 200, cxml: 200 }]);
    try {
      const { buyer, orders } = await placeOrders(k, 'po-retry');
      const office = orders.find((o) => o.contractorName === OFFICE)!;
      await cxmlChannel(k, config, office.contractorId, contractor.url);
      const backlog = await k.t.app.metrics.registry.getSingleMetric('advantage_purchase_orders_backlog')!.get();
      expect(backlog.values[0]!.value).toBeGreaterThanOrEqual(1);

      await k.t.app.purchaseOrders.flush();
      const first = await deliveryOf(k, office.id);
      expect([first.state, first.attempts, first.lastError]).toEqual(['pending', 1, 'HTTP 500, cXML 500 Refused']);
      await deliverUntil(office.id, 'sent');
      await k.t.app.purchaseOrders.flush();

      expect(contractor.accepted()).toEqual([office.orderNumber]);
      expect(contractor.requests).toHaveLength(2);
      expect(contractor.requests[1]!.payloadId).toBe(contractor.requests[0]!.payloadId);
      expect(contractor.requests[0]!.contentType).toBe('text/xml; charset=utf-8');
      expect(contractor.requests[0]!.body).toContain(`<SharedSecret>${TEST_SHARED_SECRET}</SharedSecret>`);
      const sent = await deliveryOf(k, office.id);
      expect([sent.state, sent.channel, sent.attempts, sent.lastError]).toEqual(['sent', 'cxml', 2, null]);
      expect(sent.document).toContain(`orderID="${office.orderNumber}"`);
      expect(sent.document).not.toContain(TEST_SHARED_SECRET);
      expect(sent.document).toContain('<SharedSecret>(withheld)</SharedSecret>');

      const attempts = await k.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.action, 'purchase_order_attempt'), eq(schema.auditLog.target, `order:${office.orderNumber}`)));
      expect(attempts.map((a) => a.outcome)).toEqual(['failure', 'success']);
      const shown = await showDelivery(k.db, office.orderNumber);
      expect(shown.attempts.map((a) => a.detail.attempt)).toEqual([1, 2]);

      // What the server logged of the attempts (at trace level) never carries the shared secret.
      expect(logs.join('')).toContain('purchase order not delivered');
      expect(logs.join('')).not.toContain(TEST_SHARED_SECRET);

      const details = (await k.get(buyer, `orderhistory/order_details?orderNumber=${office.orderNumber}`)).json().attributes.order;
      expect(details.status).toBe('Submitted');
      expect(details.history.map((h: { status: string; note: string }) => [h.status, h.note])).toEqual([
        ['Submitted', 'Order submitted.'],
        ['Submitted', 'Transmitted to the contractor (electronic purchase order).'],
      ]);
    } finally {
      await contractor.close();
    }
  });

  it('a contractor answering 4xx refuses the order: not retried, listed as refused for an operator, who may send it again', async () => {
    const contractor = await startContractorReceiver([{ http: 200, cxml: 400 }]);
    try {
      const { orders } = await placeOrders(k, 'po-refused');
      const office = orders.find((o) => o.contractorName === OFFICE)!;
      await cxmlChannel(k, config, office.contractorId, contractor.url);
      await k.t.app.purchaseOrders.flush();
      await k.t.app.purchaseOrders.flush();
      expect(contractor.requests).toHaveLength(1);
      const refused = await deliveryOf(k, office.id);
      expect([refused.state, refused.attempts, refused.lastError]).toEqual(['refused', 1, 'HTTP 200, cXML 400 Refused']);
      expect((await listDeliveries(k.db, { state: 'refused' })).map((d) => d.orderNumber)).toContain(office.orderNumber);

      contractor.plan = [{ http: 200, cxml: 200 }];
      expect(await retryDelivery(k.db, office.orderNumber, 'ops')).toEqual({ orderNumber: office.orderNumber, previousState: 'refused' });
      await deliverUntil(office.id, 'sent');
      expect(contractor.accepted()).toEqual([office.orderNumber]);
      await expect(retryDelivery(k.db, office.orderNumber, 'ops')).rejects.toThrow('already transmitted');
    } finally {
      await contractor.close();
    }
  });

  it('an HTTP 4xx without a cXML answer is refused too', async () => {
    const contractor = await startContractorReceiver([{ http: 404 }]);
    try {
      const { orders } = await placeOrders(k, 'po-http-404');
      const office = orders.find((o) => o.contractorName === OFFICE)!;
      await cxmlChannel(k, config, office.contractorId, contractor.url);
      await k.t.app.purchaseOrders.flush();
      const refused = await deliveryOf(k, office.id);
      expect([refused.state, refused.lastError]).toEqual(['refused', 'HTTP 404 Not Found']);
    } finally {
      await contractor.close();
    }
  });

  it('a contractor down, then up, gets the order once it is up', async () => {
    const probe = await startContractorReceiver();
    const port = probe.port;
    await probe.close();
    const { orders } = await placeOrders(k, 'po-down-up');
    const office = orders.find((o) => o.contractorName === OFFICE)!;
    await cxmlChannel(k, config, office.contractorId, `http://127.0.0.1:${port}/cxml/orders`);
    await k.t.app.purchaseOrders.flush();
    const down = await deliveryOf(k, office.id);
    expect(down.state).toBe('pending');
    expect(down.lastError).toBe('not reached: ECONNREFUSED');
    const contractor = await startContractorReceiver([{ http: 200, cxml: 200 }], port);
    try {
      await deliverUntil(office.id, 'sent');
      expect(contractor.accepted()).toEqual([office.orderNumber]);
      expect(contractor.requests).toHaveLength(1);
    } finally {
      await contractor.close();
    }
  });

  it('after the retry window a delivery is failed ("not transmitted") for an operator', async () => {
    const probe = await startContractorReceiver();
    await probe.close();
    const { orders } = await placeOrders(k, 'po-failed');
    const office = orders.find((o) => o.contractorName === OFFICE)!;
    await cxmlChannel(k, config, office.contractorId, probe.url);
    await k.t.app.purchaseOrders.flush();
    // The window (an hour here) has passed since the order committed.
    await k.db.update(schema.purchaseOrderDeliveries).set({ retryFrom: sql`now() - interval '2 hours'`, nextAttemptAt: sql`now()` }).where(eq(schema.purchaseOrderDeliveries.orderId, office.id));
    await k.t.app.purchaseOrders.flush();
    const failed = await deliveryOf(k, office.id);
    expect(failed.state).toBe('failed');
    expect(failed.attempts).toBe(2);
    expect(failed.lastError).toBe('Not transmitted: the contractor did not accept the purchase order before the retries ran out. Last answer: not reached: ECONNREFUSED');
    expect((await listDeliveries(k.db, { state: 'failed' })).map((d) => d.orderNumber)).toEqual([office.orderNumber]);
    const gauge = await k.t.app.metrics.registry.getSingleMetric('advantage_purchase_orders_not_transmitted')!.get();
    expect(gauge.values[0]!.value).toBeGreaterThanOrEqual(1);
  });

  it('refuses a plain http endpoint beyond this machine and an unknown state, naming the field', async () => {
    const contractorId = (await placeOrders(k, 'po-rules')).orders[0]!.contractorId;
    const input = { kind: 'cxml', endpointUrl: 'http://orders.example.com/cxml', fromDomain: 'a', fromIdentity: 'b', toDomain: 'c', toIdentity: 'd', senderDomain: 'e', senderIdentity: 'f', sharedSecret: TEST_SHARED_SECRET };
    const refused = await setChannel(k.db, { contractor: String(contractorId), input, actor: 'test', secretKey: config.secretKey, allowHttp: false }).catch((e: unknown) => e);
    expect((refused as { details: unknown }).details).toEqual([{ field: 'endpointUrl', message: 'must use https (plain http only to localhost or 127.0.0.1, or with PO_ALLOW_HTTP in development)' }]);
    const short = await setChannel(k.db, { contractor: String(contractorId), input: { ...input, endpointUrl: 'https://x.example', sharedSecret: 'short' }, actor: 'test', secretKey: config.secretKey, allowHttp: false }).catch((e: unknown) => e);
    expect((short as { details: unknown }).details).toEqual([{ field: 'sharedSecret', message: 'must be at least 8 characters' }]);
    await expect(listDeliveries(k.db, { state: 'lost' })).rejects.toMatchObject({ details: [{ field: 'state', message: 'is one of pending, sent, refused, failed, cancelled' }] });
    await k.t.app.purchaseOrders.flush();
  });

  it('a contractor without a channel gets the purchase-order email with the order PDF attached', async () => {
    const { orders } = await placeOrders(k, 'po-email');
    const global = orders.find((o) => o.contractorName !== OFFICE)!;
    const [contractor] = await k.db.select().from(schema.contractors).where(eq(schema.contractors.id, global.contractorId));
    await k.t.app.purchaseOrders.flush();
    const sent = await deliveryOf(k, global.id);
    expect([sent.state, sent.channel]).toEqual(['sent', 'email']);
    await k.t.app.mail.flush();
    const [captured] = await k.db.select().from(schema.mailCaptured).where(and(eq(schema.mailCaptured.toAddresses, contractor!.email), eq(schema.mailCaptured.subject, `Purchase order ${global.orderNumber} from GSA Advantage`)));
    expect(captured).toBeDefined();
    expect(captured!.textBody).toContain(`Please fill purchase order ${global.orderNumber}`);
    const part = captured!.raw.split(/\r?\n--/).find((p) => /Content-Type: application\/pdf/i.test(p))!;
    expect(part).toContain(`filename=order-${global.orderNumber}.pdf`);
    const base64 = part.split(/\r?\n\r?\n/)[1]!.replace(/\s+/g, '');
    expect(Buffer.from(base64, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
