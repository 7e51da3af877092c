import { schema } from '@advantage/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test-support/app.js';
import { ANY_MAIL_PORT } from '../../test-support/catalog-fixture.js';
import { insertMember, insertOrderGroup, type InsertedGroup } from '../../test-support/order-fixture.js';
import { changeOrderStatus, StatusChangeError } from './status.js';
import { canMove, orderStatusFromLines } from './transitions.js';

describe('order status transitions', () => {
  it('never moves a Delivered or Cancelled order and never cancels a shipment', () => {
    for (const to of ['Submitted', 'Accepted', 'Backordered', 'Shipped', 'Delivered', 'Cancelled'] as const) {
      expect(canMove('Delivered', to)).toBe(false);
      expect(canMove('Cancelled', to)).toBe(false);
    }
    expect(canMove('Shipped', 'Cancelled')).toBe(false);
    expect(canMove('Submitted', 'Delivered')).toBe(false);
    expect(canMove('Backordered', 'Backordered')).toBe(true);
  });

  it('reads an order as Backordered while a line is, else as far as its least advanced line that is not cancelled', () => {
    expect(orderStatusFromLines([{ status: 'Shipped' }, { status: 'Accepted' }])).toBe('Accepted');
    expect(orderStatusFromLines([{ status: 'Shipped' }, { status: 'Backordered' }])).toBe('Backordered');
    expect(orderStatusFromLines([{ status: 'Submitted' }, { status: 'Backordered' }])).toBe('Backordered');
    expect(orderStatusFromLines([{ status: 'Delivered' }, { status: 'Cancelled' }])).toBe('Delivered');
    expect(orderStatusFromLines([{ status: 'Cancelled' }, { status: 'Cancelled' }])).toBe('Cancelled');
  });
});

describe.each(TEST_DATABASES)('changeOrderStatus (%s)', (kind) => {
  let t: TestApp;
  let group: InsertedGroup;
  const email = 'status.buyer@gsa.gov';

  beforeAll(async () => {
    t = await createTestApp(kind, ANY_MAIL_PORT);
    const me = await insertMember(t.app.db, 'status-buyer', email);
    group = await insertOrderGroup(t.app.db, {
      memberId: me,
      payment: 'card',
      orders: [
        { lines: [{ partNumber: 'A-1', title: 'Stapler', quantity: 1, unitPriceCents: 900 }, { partNumber: 'A-2', title: 'Staples', quantity: 5, unitPriceCents: 300 }] },
        { lines: [{ partNumber: 'B-1', title: 'Desk', quantity: 1, unitPriceCents: 40_000 }] },
      ],
    });
  });
  afterAll(() => t.close());

  const db = () => t.app.db;
  const state = async (orderId: number) => {
    const [order] = await db().select().from(schema.orders).where(eq(schema.orders.id, orderId));
    const lines = await db().select().from(schema.orderLines).where(eq(schema.orderLines.orderId, orderId)).orderBy(asc(schema.orderLines.lineNumber));
    const { orderStatusHistory } = schema;
    const history = await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)).orderBy(asc(orderStatusHistory.id));
    const mail = await db().select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, email));
    return { order: order!, lines, history, mail };
  };

  it('ships a whole order: lines, order, one history row, one email to the member, one audit row', async () => {
    const { id, orderNumber } = group.orders[0]!;
    const before = await state(id);
    const result = await changeOrderStatus(db(), { orderNumber, status: 'Shipped', carrier: 'FedEx', trackingNumber: '7712 3456 7890', actor: 'contractor-edi' });
    expect(result).toMatchObject({ orderNumber, orderStatus: 'Shipped', lineNumbers: [1, 2] });
    const after = await state(id);
    expect(after.order.status).toBe('Shipped');
    expect(after.lines.map((l) => [l.status, l.carrier, l.trackingNumber])).toEqual([
      ['Shipped', 'FedEx', '7712 3456 7890'],
      ['Shipped', 'FedEx', '7712 3456 7890'],
    ]);
    expect(after.history.slice(before.history.length)).toEqual([
      expect.objectContaining({ lineId: null, status: 'Shipped', note: 'Shipped by FedEx, tracking number 7712 3456 7890.' }),
    ]);
    const mails = after.mail.slice(before.mail.length);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: `Order ${orderNumber} is now Shipped` });
    expect(mails[0]!.textBody).toContain('Shipped by FedEx, tracking number 7712 3456 7890.');
    expect(mails[0]!.textBody).toContain('1. A-1 Stapler, quantity 1: Shipped');
    const audits = await db().select().from(schema.auditLog).where(eq(schema.auditLog.target, orderNumber));
    expect(audits).toEqual([expect.objectContaining({ action: 'order_status_changed', detail: expect.objectContaining({ from: 'Submitted', to: 'Shipped', actor: 'contractor-edi' }) })]);

    await changeOrderStatus(db(), { orderNumber, status: 'Delivered' });
    expect((await state(id)).order.status).toBe('Delivered');
  });

  it('refuses any change after Delivered and leaves no trace', async () => {
    const { id, orderNumber } = group.orders[0]!;
    const before = await state(id);
    await expect(changeOrderStatus(db(), { orderNumber, status: 'Cancelled' })).rejects.toThrow(`Order ${orderNumber} is Delivered; its status can no longer change.`);
    await expect(changeOrderStatus(db(), { orderNumber, status: 'Shipped', carrier: 'UPS', trackingNumber: '1Z' })).rejects.toBeInstanceOf(StatusChangeError);
    expect(await state(id)).toEqual(before);
  });

  it('backorders one line with its estimated date; the order follows its lines', async () => {
    const { id, orderNumber } = group.orders[1]!;
    await expect(changeOrderStatus(db(), { orderNumber, lineNumber: 1, status: 'Backordered' })).rejects.toMatchObject({
      statusCode: 400,
      details: [{ field: 'estimatedDate', message: 'A backorder needs the estimated date (yyyy-mm-dd or m/d/yyyy).' }],
    });
    await expect(changeOrderStatus(db(), { orderNumber, lineNumber: 1, status: 'Backordered', estimatedDate: '2020-01-01' })).rejects.toMatchObject({ statusCode: 400 });
    await expect(changeOrderStatus(db(), { orderNumber, lineNumber: 9, status: 'Accepted' })).rejects.toMatchObject({ statusCode: 404 });
    const before = await state(id);
    expect(before.mail.length).toBe(2);

    await changeOrderStatus(db(), { orderNumber, lineNumber: 1, status: 'Backordered', estimatedDate: '3/15/2099', note: 'Factory delay.' });
    const after = await state(id);
    expect(after.order.status).toBe('Backordered');
    expect(after.lines[0]).toMatchObject({ status: 'Backordered', estimatedDate: '2099-03-15' });
    expect(after.history.slice(before.history.length).map((h) => [h.lineId, h.status, h.note])).toEqual([
      [after.lines[0]!.id, 'Backordered', 'Estimated ship date 2099-03-15. Factory delay.'],
      [null, 'Backordered', 'Line 1 is Backordered.'],
    ]);
    expect(after.mail.slice(before.mail.length).map((m) => m.subject)).toEqual([`Order ${orderNumber} line 1 is now Backordered`]);
  });

  it('refuses an unknown status, a shipment without carrier and tracking, and an unknown order', async () => {
    const { orderNumber } = group.orders[1]!;
    await expect(changeOrderStatus(db(), { orderNumber, status: 'Lost' })).rejects.toMatchObject({ statusCode: 400 });
    await expect(changeOrderStatus(db(), { orderNumber, status: 'Shipped' })).rejects.toMatchObject({
      details: [
        { field: 'carrier', message: 'A shipment needs the carrier.' },
        { field: 'trackingNumber', message: 'A shipment needs the tracking number.' },
      ],
    });
    await expect(changeOrderStatus(db(), { orderNumber: '999999999', status: 'Accepted' })).rejects.toMatchObject({ statusCode: 404 });
    await expect(changeOrderStatus(db(), { orderNumber, status: 'Delivered' })).rejects.toThrow(`Order ${orderNumber} is Backordered; it cannot become Delivered.`);
  });
});
