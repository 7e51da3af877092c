import { CONTRACTOR_DOCUMENT_TEXT } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import {
  confirmationXml,
  cxmlRequest,
  type DocumentsKit,
  documentsKit,
  invoiceXml,
  shipNoticeXml,
  statusUpdateXml,
} from '../../test-support/contractor-documents-kit.js';
import { attr, child, parseCxml, text } from '../punchout/cxml-parse.js';

function answer(res: LightMyRequestResponse) {
  expect(res.headers['content-type']).toMatch(/^text\/xml/);
  const s = child(parseCxml(res.body), 'Response', 'Status');
  return { http: res.statusCode, code: attr(s, 'code'), message: text(s) };
}

/** A day `days` from today, yyyy-mm-dd (a backorder's date may not be in the past). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(TEST_DATABASES)('contractor documents at POST /cxml/inbound (%s)', (kind) => {
  let k: DocumentsKit;
  beforeAll(async () => {
    k = await documentsKit(kind);
  });
  afterAll(() => k.t.close());

  const send = (request: string) => k.post(cxmlRequest({ credential: k.mine }, request));
  const state = async (orderId: number) => {
    const [order] = await k.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    const lines = await k.db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, orderId)).orderBy(asc(schema.orderLines.lineNumber));
    const { orderStatusHistory } = schema;
    const history = await k.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)).orderBy(asc(orderStatusHistory.id));
    return { order: order!, lines, history };
  };
  const mailFor = async (orderNumber: string) => {
    const mail = await k.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, k.email));
    return mail.filter((m) => m.subject.includes(`Order ${orderNumber}`));
  };
  const messagesFor = async (orderNumber: string) => {
    const messages = await k.db.select().from(schema.memberMessages).where(eq(schema.memberMessages.memberId, k.memberId));
    return messages.filter((m) => m.title.includes(`Order ${orderNumber}`));
  };

  it('accepts an order (ConfirmationHeader accept): status, history, the buyer\'s email and message, an audit row', async () => {
    const order = await k.newOrder();
    const res = answer(await send(confirmationXml(order.orderNumber, 'accept', [], 'Thank you for your order.')));
    expect(res).toEqual({ http: 200, code: '200', message: CONTRACTOR_DOCUMENT_TEXT.applied('ConfirmationRequest', order.orderNumber, 'Accepted') });
    const s = await state(order.id);
    expect(s.order.status).toBe('Accepted');
    expect(s.lines.map((l) => l.status)).toEqual(['Accepted', 'Accepted']);
    expect(s.history.at(-1)).toMatchObject({ status: 'Accepted', note: 'Thank you for your order.' });
    expect((await mailFor(order.orderNumber)).map((m) => m.subject)).toEqual([`Order ${order.orderNumber} is now Accepted`]);
    expect((await messagesFor(order.orderNumber)).map((m) => [m.kind, m.title])).toEqual([['order_status', `Order ${order.orderNumber} is now Accepted`]]);
    const audits = await k.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.action, 'order_status_changed'), eq(schema.auditLog.target, order.orderNumber)));
    expect(audits.map((a) => a.detail)).toEqual([expect.objectContaining({ from: 'Submitted', to: 'Accepted', actor: 'contractor:700' })]);
    const [document] = await k.db.select().from(schema.contractorDocuments).where(eq(schema.contractorDocuments.orderNumber, order.orderNumber));
    expect(document).toMatchObject({ contractorId: 700, documentType: 'ConfirmationRequest', responseStatus: 200 });
  });

  it('confirms line by line: one line backordered with its date, the other accepted; a reject cancels the order', async () => {
    const order = await k.newOrder();
    const eta = inDays(20);
    const res = answer(await send(confirmationXml(order.orderNumber, 'detail', [{ line: 1, type: 'backordered', deliveryDate: `${eta}T00:00:00-05:00` }, { line: 2, type: 'accept' }])));
    expect([res.code, res.message]).toEqual(['200', CONTRACTOR_DOCUMENT_TEXT.applied('ConfirmationRequest', order.orderNumber, 'Backordered')]);
    const s = await state(order.id);
    expect(s.lines.map((l) => [l.status, l.estimatedDate])).toEqual([['Backordered', eta], ['Accepted', null]]);
    expect(s.order.status).toBe('Backordered');
    expect((await mailFor(order.orderNumber)).map((m) => m.subject)).toEqual([`Order ${order.orderNumber} line 1 is now Backordered`, `Order ${order.orderNumber} line 2 is now Accepted`]);

    const rejected = await k.newOrder();
    expect(answer(await send(confirmationXml(rejected.orderNumber, 'reject'))).code).toBe('200');
    const r = await state(rejected.id);
    expect([r.order.status, r.history.at(-1)?.note]).toEqual(['Cancelled', 'The contractor rejected the order.']);
  });

  it('refuses a backorder without a date or with a date in the past, and an unknown confirmation type, changing nothing', async () => {
    const order = await k.newOrder();
    const noDate = answer(await send(confirmationXml(order.orderNumber, 'detail', [{ line: 1, type: 'backordered' }])));
    expect([noDate.http, noDate.message]).toEqual([400, 'Line 1: a backordered ConfirmationStatus needs deliveryDate.']);
    const past = answer(await send(confirmationXml(order.orderNumber, 'detail', [{ line: 1, type: 'backordered', deliveryDate: '2020-01-02' }])));
    expect([past.http, past.message]).toEqual([400, 'The estimated date cannot be in the past.']);
    const type = answer(await send(confirmationXml(order.orderNumber, 'replace')));
    expect([type.http, type.message]).toEqual([400, 'ConfirmationHeader type must be accept, reject or detail.']);
    const s = await state(order.id);
    expect([s.order.status, s.history.length]).toEqual(['Submitted', 1]);
    expect(await k.db.$count(schema.contractorDocuments, eq(schema.contractorDocuments.orderNumber, order.orderNumber))).toBe(0);
  });

  it('ships one line with the carrier and tracking number (a SCAC code is read as its carrier), then the rest; delivered ends it', async () => {
    const order = await k.newOrder();
    const eta = inDays(10);
    await send(confirmationXml(order.orderNumber, 'detail', [{ line: 1, type: 'backordered', deliveryDate: eta }, { line: 2, type: 'accept' }]));
    const shipped = answer(await send(shipNoticeXml(order.orderNumber, { carrier: 'UPSN', carrierDomain: 'SCAC', tracking: '1Z999AA10123456784', lines: [2] })));
    expect([shipped.code, shipped.message]).toEqual(['200', CONTRACTOR_DOCUMENT_TEXT.applied('ShipNoticeRequest', order.orderNumber, 'Backordered')]);
    let s = await state(order.id);
    expect(s.lines.map((l) => [l.status, l.carrier, l.trackingNumber])).toEqual([['Backordered', null, null], ['Shipped', 'UPS', '1Z999AA10123456784']]);
    expect(s.history.at(-1)).toMatchObject({ status: 'Shipped', note: 'Shipped by UPS, tracking number 1Z999AA10123456784. Shipment date 2026-11-29.' });

    const rest = answer(await send(shipNoticeXml(order.orderNumber, { carrier: 'FedEx', tracking: '449044304137821' })));
    expect(rest.message).toBe(CONTRACTOR_DOCUMENT_TEXT.applied('ShipNoticeRequest', order.orderNumber, 'Shipped'));
    s = await state(order.id);
    expect(s.lines.map((l) => [l.status, l.carrier])).toEqual([['Shipped', 'FedEx'], ['Shipped', 'UPS']]);

    const delivered = answer(await send(statusUpdateXml(order.orderNumber, 'delivered', 'Signed for at the loading dock.')));
    expect(delivered.message).toBe(CONTRACTOR_DOCUMENT_TEXT.applied('StatusUpdateRequest', order.orderNumber, 'Delivered'));
    expect((await state(order.id)).order.status).toBe('Delivered');
    const again = answer(await send(statusUpdateXml(order.orderNumber)));
    expect([again.http, again.message]).toEqual([409, `Order ${order.orderNumber} is Delivered; its status can no longer change.`]);
    const other = answer(await send(statusUpdateXml(order.orderNumber, 'processing')));
    expect(other.http).toBe(400);
  });

  it('refuses a ship notice without a tracking number and a shipment of a cancelled line', async () => {
    const order = await k.newOrder();
    const none = answer(await send(shipNoticeXml(order.orderNumber, { tracking: '' })));
    expect([none.http, none.message]).toEqual([400, 'ShipControl ShipmentIdentifier (the tracking number) is required.']);
    await send(confirmationXml(order.orderNumber, 'detail', [{ line: 1, type: 'reject' }]));
    const cancelled = answer(await send(shipNoticeXml(order.orderNumber, { lines: [1] })));
    expect([cancelled.http, cancelled.message]).toEqual([409, `Line 1 of order ${order.orderNumber} is Cancelled; it cannot become Shipped.`]);
    const missing = answer(await send(shipNoticeXml(order.orderNumber, { lines: [9] })));
    expect([missing.http, missing.message]).toEqual([404, `Order ${order.orderNumber} has no line 9.`]);
  });

  it('records an invoice beside the status, tells the buyer the difference, and refuses the invoice number twice', async () => {
    const order = await k.newOrder();
    await send(shipNoticeXml(order.orderNumber));
    const res = answer(await send(invoiceXml(order.orderNumber, { invoiceId: 'INV-7001', lines: [{ line: 1, quantity: 1, amount: '9.00' }, { line: 2, quantity: 5, amount: '16.50' }], total: '25.50' })));
    expect([res.code, res.message]).toEqual(['200', CONTRACTOR_DOCUMENT_TEXT.applied('InvoiceDetailRequest', order.orderNumber, 'Shipped')]);
    const [invoice] = await k.db.select().from(schema.orderInvoices).where(eq(schema.orderInvoices.orderId, order.id));
    expect(invoice).toMatchObject({
      invoiceNumber: 'INV-7001',
      invoiceDate: '2026-11-29',
      totalCents: 2550,
      lines: [{ lineNumber: 1, quantity: 1, amountCents: 900 }, { lineNumber: 2, quantity: 5, amountCents: 1650 }],
    });
    const s = await state(order.id);
    expect(s.order.status).toBe('Shipped');
    expect(s.history.at(-1)).toMatchObject({ status: 'Invoiced', note: 'Invoice INV-7001 dated 2026-11-29 for $25.50. The order\'s amount is $24.00; the invoice differs by $1.50.' });
    const mail = (await mailFor(order.orderNumber)).find((m) => m.subject === `Order ${order.orderNumber} is invoiced: $25.50`);
    expect(mail?.textBody).toContain('Line 2, quantity 5: $16.50');
    expect((await messagesFor(order.orderNumber)).map((m) => m.title)).toContain(`Order ${order.orderNumber} is invoiced: $25.50`);

    const reused = answer(await send(invoiceXml(order.orderNumber, { invoiceId: 'INV-7001', lines: [{ line: 1, quantity: 1, amount: '9.00' }], total: '9.00' })));
    expect([reused.http, reused.message]).toEqual([409, CONTRACTOR_DOCUMENT_TEXT.invoiceReused('INV-7001')]);
    const badLine = answer(await send(invoiceXml(order.orderNumber, { invoiceId: 'INV-7002', lines: [{ line: 3, quantity: 1, amount: '9.00' }], total: '9.00' })));
    expect([badLine.http, badLine.message]).toEqual([400, CONTRACTOR_DOCUMENT_TEXT.invoiceLine(3)]);
    const euro = answer(await send(invoiceXml(order.orderNumber, { invoiceId: 'INV-7003', lines: [{ line: 1, quantity: 1, amount: '9.00' }], total: '9.00', currency: 'EUR' })));
    expect([euro.http, euro.message]).toEqual([400, CONTRACTOR_DOCUMENT_TEXT.invoiceCurrency]);
    const amount = answer(await send(invoiceXml(order.orderNumber, { invoiceId: 'INV-7004', lines: [{ line: 1, quantity: 1, amount: '9.00' }], total: 'nine' })));
    expect(amount.http).toBe(400);
    expect(await k.db.$count(schema.orderInvoices, eq(schema.orderInvoices.orderId, order.id))).toBe(1);
    const audits = await k.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.action, 'order_invoiced'), eq(schema.auditLog.target, order.orderNumber)));
    expect(audits.map((a) => a.detail)).toEqual([expect.objectContaining({ contractorId: 700, invoiceNumber: 'INV-7001', totalCents: 2550 })]);
  });
});
