import { inflateSync } from 'node:zlib';
import { ORDERHISTORY_TEXT } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, eq } from 'drizzle-orm';
import { PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test-support/app.js';
import { ANY_MAIL_PORT } from '../../test-support/catalog-fixture.js';
import { testIdentity } from '../../test-support/identity.js';
import { ACCOUNTING, insertMember, insertOrderGroup, type InsertedGroup, signIn, type SignedIn } from '../../test-support/order-fixture.js';
import { changeOrderStatus } from './status.js';

/** The text each page draws: pdf-lib writes Helvetica text as hex strings in flate-compressed content streams. */
async function pdfPages(bytes: Buffer): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const texts: string[] = [];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const ops = (stream.dict.get(PDFName.of('Filter')) ? inflateSync(stream.contents) : Buffer.from(stream.contents)).toString('latin1');
      for (const m of ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) texts.push(Buffer.from(m[1]!, 'hex').toString('latin1'));
    }
    return texts.join('\n');
  });
}

describe.each(TEST_DATABASES)('order summary, details, requisition, PDF and cancellation (%s)', (kind) => {
  let t: TestApp;
  let buyer: SignedIn;
  let stranger: SignedIn;
  let card: InsertedGroup;
  let accounting: InsertedGroup;
  let big: InsertedGroup;
  const created = new Date(Date.UTC(2026, 2, 16, 14));

  beforeAll(async () => {
    const id = await testIdentity();
    t = await createTestApp(kind, ANY_MAIL_PORT, { identity: id.settings });
    const db = t.app.db;
    const me = await insertMember(db, 'details-buyer', 'details.buyer@gsa.gov');
    await insertMember(db, 'details-stranger', 'details.stranger@gsa.gov');
    card = await insertOrderGroup(db, {
      memberId: me,
      payment: 'card',
      createdAt: created,
      orders: [
        {
          contractorName: 'Office Depot Federal',
          contractNumber: 'GS-02F-0001A',
          deliverBy: '2026-12-01',
          notes: 'Deliver to the loading dock, "Dock B".',
          lines: [
            { partNumber: 'PPR-8511', nsn: '7530-01-234-5678', title: 'Copy paper, 8.5 x 11, white', unitOfIssue: 'BX', quantity: 3, unitPriceCents: 4_299 },
            { partNumber: 'TNR-42', title: 'Toner cartridge, black', quantity: 1, unitPriceCents: 8_950 },
          ],
        },
        { contractorName: 'Chairs Inc', lines: [{ partNumber: 'CH-1', title: 'Task chair', quantity: 2, unitPriceCents: 25_000 }] },
      ],
    });
    accounting = await insertOrderGroup(db, {
      memberId: me,
      payment: 'accounting',
      createdAt: created,
      orders: [{ lines: [{ partNumber: 'AAC-1', title: 'Field desk', quantity: 1, unitPriceCents: 10_000 }] }],
    });
    big = await insertOrderGroup(db, {
      memberId: me,
      payment: 'card',
      createdAt: created,
      orders: [{ lines: Array.from({ length: 80 }, (_, i) => ({ partNumber: `BULK-${i + 1}`, title: `Bulk item number ${i + 1} with a rather long descriptive title`, quantity: i + 1, unitPriceCents: 100 })) }],
    });
    await changeOrderStatus(db, { orderNumber: card.orders[0]!.orderNumber, lineNumber: 1, status: 'Shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    await changeOrderStatus(db, { orderNumber: card.orders[0]!.orderNumber, lineNumber: 2, status: 'Backordered', estimatedDate: '2099-03-01' });
    buyer = await signIn(t.app, id, 'details-buyer');
    stranger = await signIn(t.app, id, 'details-stranger');
  });
  afterAll(() => t.close());

  const get = (path: string, query: string, who: SignedIn = buyer) => t.app.inject({ method: 'GET', url: `/rs/orderhistory/${path}?${query}`, headers: who.headers });
  const post = (path: string, payload: object, who: SignedIn = buyer) => t.app.inject({ method: 'POST', url: `/rs/orderhistory/${path}`, headers: who.headers, payload });

  it('order_summary shows the group with its order per contractor', async () => {
    const res = await get('order_summary', `group=${card.groupNumber}`);
    expect(res.json()).toMatchObject({
      responseName: 'OrderSummary',
      attributes: {
        group: {
          groupNumber: card.groupNumber,
          orderDate: '2026-03-16',
          totalCents: 3 * 4_299 + 8_950 + 50_000,
          payment: { kind: 'card', brand: 'visa', last4: '4242', text: 'Visa •••• 4242' },
          shipTo: ['Pat Buyer', 'General Services Administration', '1800 F Street NW', 'Room 2100', 'Washington, DC 20405', 'Phone 202-555-0142', 'pat.buyer@gsa.gov'],
          // Every order ships to and bills the group's: no order carries a route of its own.
          routesApart: false,
        },
      },
    });
    const rows = res.json().attributes.group.orders as Array<{ orderNumber: string; contractorName: string; status: string; route?: unknown }>;
    expect(rows.every((o) => o.route === undefined)).toBe(true);
    expect(rows.map((o) => [o.orderNumber, o.contractorName, o.status])).toEqual([
      [card.orders[0]!.orderNumber, 'Office Depot Federal', 'Backordered'],
      [card.orders[1]!.orderNumber, 'Chairs Inc', 'Submitted'],
    ]);
  });

  it('order_details shows lines with their statuses, the history, ship-to, payment, deliver-by and notes', async () => {
    const res = await get('order_details', `orderNumber=${card.orders[0]!.orderNumber}`);
    const order = res.json().attributes.order;
    expect(res.json().responseName).toBe('OrderDetails');
    expect(order).toMatchObject({
      orderNumber: card.orders[0]!.orderNumber,
      groupNumber: card.groupNumber,
      status: 'Backordered',
      contractorName: 'Office Depot Federal',
      contractNumber: 'GS-02F-0001A',
      deliverBy: '2026-12-01',
      notes: 'Deliver to the loading dock, "Dock B".',
      totalCents: 3 * 4_299 + 8_950,
      canCancel: false,
      payment: { kind: 'card', text: 'Visa •••• 4242' },
    });
    expect(order.lines).toEqual([
      expect.objectContaining({ lineNumber: 1, partNumber: 'PPR-8511', nsn: '7530-01-234-5678', unitOfIssue: 'BX', quantity: 3, extendedCents: 12_897, status: 'Shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }),
      expect.objectContaining({ lineNumber: 2, status: 'Backordered', estimatedDate: '2099-03-01', carrier: null }),
    ]);
    expect(order.history.map((h: { status: string; lineNumber: number | null }) => [h.status, h.lineNumber])).toEqual([
      ['Submitted', null],
      ['Shipped', 1],
      ['Backordered', 2],
      ['Backordered', null],
    ]);
    expect(order.history[1].note).toBe('Shipped by UPS, tracking number 1Z999AA10123456784.');
  });

  it('requisition_detail shows the accounting codes of an accounting-code order and says a card order has none', async () => {
    const res = await get('requisition_detail', `orderNumber=${accounting.orders[0]!.orderNumber}`);
    expect(res.json()).toMatchObject({ responseName: 'RequisitionDetail', attributes: { orderNumber: accounting.orders[0]!.orderNumber, payment: { kind: 'accounting' } } });
    expect(res.json().attributes.payment.fields).toEqual([
      { key: 'aac', label: 'AAC/DoDAAC', value: ACCOUNTING.aac },
      { key: 'fundCode', label: 'Fund code', value: ACCOUNTING.fundCode },
      { key: 'appropriation', label: 'Appropriation', value: ACCOUNTING.appropriation },
      { key: 'objectClass', label: 'Object class', value: ACCOUNTING.objectClass },
      { key: 'projectJob', label: 'Project/job', value: ACCOUNTING.projectJob },
      { key: 'documentNumber', label: 'Document number', value: ACCOUNTING.documentNumber },
    ]);
    const cardOrder = await get('requisition_detail', `orderNumber=${card.orders[1]!.orderNumber}`);
    expect(cardOrder.json().attributes.payment).toMatchObject({ kind: 'card' });
  });

  it('view_pdf answers a real inline PDF of the order with its numbers and lines', async () => {
    const number = card.orders[0]!.orderNumber;
    const res = await get('view_pdf', `orderNumber=${number}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="order-${number}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [page, ...more] = await pdfPages(res.rawPayload);
    expect(more).toHaveLength(0);
    for (const text of [`Order ${number}`, card.groupNumber, 'Office Depot Federal', 'GS-02F-0001A', 'Mar 16, 2026', 'Dec 1, 2026', 'PPR-8511', '7530-01-234-5678',
      'Copy paper, 8.5 x 11, white', 'TNR-42', '$42.99', '$128.97', '$218.47', '1800 F Street NW',
      // WinAnsi writes the bullet • as 0x95; the status line wraps under the line's title.
      'Purchase card Visa \x95\x95\x95\x95 4242', 'Shipped by UPS, tracking', '1Z999AA10123456784', 'Backordered, estimated Mar 1, 2099', 'Deliver to the loading dock, "Dock B".', 'Page 1 of 1']) {
      expect(page).toContain(text);
    }
  });

  it('view_pdf continues long orders on more pages with the table header repeated', async () => {
    const res = await get('view_pdf', `orderNumber=${big.orders[0]!.orderNumber}`);
    const pages = await pdfPages(res.rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const all = pages.join('\n');
    for (let i = 1; i <= 80; i++) expect(all).toContain(`BULK-${i}\n`);
    expect(pages[1]).toContain('(continued)');
    expect(pages[1]).toContain('Part number');
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(pages.at(-1)).toContain('$3,240.00');
  });

  it.each([
    ['order_summary', (g: () => InsertedGroup) => `group=${g().groupNumber}`],
    ['order_details', (g: () => InsertedGroup) => `orderNumber=${g().orders[0]!.orderNumber}`],
    ['requisition_detail', (g: () => InsertedGroup) => `orderNumber=${g().orders[0]!.orderNumber}`],
    ['view_pdf', (g: () => InsertedGroup) => `orderNumber=${g().orders[0]!.orderNumber}`],
  ])('%s answers 404 for another member’s order and 404 for an unknown one', async (path, query) => {
    const res = await get(path, query(() => accounting), stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ responseType: 'ERROR', responseName: 'NotFound' });
    expect((await get(path, path === 'order_summary' ? 'group=999999999' : 'orderNumber=999999999')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/rs/orderhistory/${path}?${query(() => accounting)}` })).statusCode).toBe(401);
  });

  it('cancel_order cancels a Submitted order with its lines, a history row and one email', async () => {
    const order = card.orders[1]!;
    const outbox = () =>
      t.app.db.select().from(schema.mailOutbox).where(and(eq(schema.mailOutbox.toAddress, 'details.buyer@gsa.gov'), eq(schema.mailOutbox.subject, `Order ${order.orderNumber} is now Cancelled`)));
    const res = await post('cancel_order', { orderId: order.id });
    expect(res.json()).toMatchObject({ responseName: 'OrderDetails', attributes: { message: ORDERHISTORY_TEXT.cancelled(order.orderNumber), order: { status: 'Cancelled', canCancel: false } } });
    expect(res.json().attributes.order.lines.map((l: { status: string }) => l.status)).toEqual(['Cancelled']);
    expect(res.json().attributes.order.history.at(-1)).toMatchObject({ status: 'Cancelled', lineNumber: null, note: 'Cancelled by the buyer.' });
    expect(await outbox()).toHaveLength(1);

    const again = await post('cancel_order', { orderId: order.id });
    expect(again.json().attributes.message).toBe(ORDERHISTORY_TEXT.cannotCancel('Cancelled'));
    expect(await outbox()).toHaveLength(1);
  });

  it('cancel_order refuses an order the contractor moved on and another member’s order, changing nothing', async () => {
    const moved = await post('cancel_order', { orderId: card.orders[0]!.id });
    expect(moved.json().attributes).toMatchObject({ message: ORDERHISTORY_TEXT.cannotCancel('Backordered'), order: { status: 'Backordered' } });

    const target = accounting.orders[0]!;
    const before = await t.app.db.select().from(schema.orderStatusHistory).where(eq(schema.orderStatusHistory.orderId, target.id));
    const res = await post('cancel_order', { orderId: target.id }, stranger);
    expect(res.statusCode).toBe(404);
    const [row] = await t.app.db.select().from(schema.orders).where(eq(schema.orders.id, target.id));
    expect(row?.status).toBe('Submitted');
    expect(await t.app.db.select().from(schema.orderStatusHistory).where(eq(schema.orderStatusHistory.orderId, target.id))).toHaveLength(before.length);
    expect((await post('cancel_order', { orderId: 'x' })).statusCode).toBe(400);
  });
});
