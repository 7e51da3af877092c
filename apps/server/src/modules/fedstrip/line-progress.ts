/**
 * What the order lines of one order say about the requisitions they fill (requisition-status.ts): each line's status
 * and details, the offer's delivery days, and from the status history when the line last changed, when it shipped
 * and whether the buyer cancelled it. An order-level history row concerns every line that has the row's status.
 */
import { isOrderStatus, ORDERHISTORY_TEXT } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { asc, eq } from 'drizzle-orm';
import type { LineProgress } from './requisition-status.js';

const { orders, orderLines, orderStatusHistory, offers } = schema;

export async function lineProgressOfOrder(db: AppDb, orderId: number): Promise<Map<number, LineProgress>> {
  const [order] = await db.select({ createdAt: orders.createdAt }).from(orders).where(eq(orders.id, orderId));
  if (!order) return new Map();
  const lines = await db
    .select({
      id: orderLines.id, status: orderLines.status, unitPriceCents: orderLines.unitPriceCents, estimatedDate: orderLines.estimatedDate,
      carrier: orderLines.carrier, trackingNumber: orderLines.trackingNumber, deliveryDays: offers.deliveryDays,
    })
    .from(orderLines)
    .leftJoin(offers, eq(offers.id, orderLines.offerId))
    .where(eq(orderLines.orderId, orderId));
  const history = await db
    .select({ lineId: orderStatusHistory.lineId, status: orderStatusHistory.status, note: orderStatusHistory.note, at: orderStatusHistory.at })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
  const progress = new Map<number, LineProgress>();
  for (const line of lines) {
    const status = isOrderStatus(line.status) ? line.status : 'Submitted';
    const concerning = history.filter((h) => h.lineId === line.id || (h.lineId === null && h.status === status));
    const shipped = history.filter((h) => h.status === 'Shipped' && (h.lineId === line.id || h.lineId === null));
    progress.set(line.id, {
      status,
      unitPriceCents: line.unitPriceCents,
      estimatedDate: line.estimatedDate,
      carrier: line.carrier,
      trackingNumber: line.trackingNumber,
      orderedAt: order.createdAt,
      deliveryDays: line.deliveryDays,
      changedAt: concerning.at(-1)?.at ?? order.createdAt,
      shippedAt: shipped.at(-1)?.at ?? null,
      cancelledByBuyer: status === 'Cancelled' && concerning.some((h) => h.status === 'Cancelled' && h.note === ORDERHISTORY_TEXT.cancelledByBuyer),
    });
  }
  return progress;
}
