/**
 * Contractor performance for operators (scripts/contractor-performance.mjs): per contractor, over the orders placed
 * in a period, how many were acknowledged within one business day, how many lines shipped within the offer's
 * delivery days, and how many lines the contractor cancelled: the figures a marketplace watches to warn, and at
 * last suspend, contractors who do not report their orders' status.
 *
 * - Acknowledged: the order's first status change that is not the buyer's own cancellation (accepted, back ordered,
 *   shipped or cancelled by the contractor). One business day: Monday to Friday in UTC; federal holidays count as
 *   business days (a stricter figure, never a kinder one).
 * - Shipped on time: the line's first shipment no later than the order's time plus the offer's delivery days
 *   (calendar days after receipt of order); a line whose offer has left the catalog is not counted either way.
 * - Cancelled: lines cancelled other than by the buyer.
 */
import { ORDERHISTORY_TEXT } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';

const { orders, orderLines, orderStatusHistory, offers } = schema;

export interface PerformancePeriod {
  from: Date;
  to: Date;
  contractorId?: number | undefined;
}

export interface ContractorPerformance {
  contractorId: number;
  contractorName: string;
  orders: number;
  acknowledgedInTime: number;
  acknowledgedLate: number;
  notAcknowledged: number;
  lines: number;
  /** Shipped lines whose offer still gives its delivery days. */
  shippedCounted: number;
  shippedOnTime: number;
  cancelledLines: number;
}

const DAY_MS = 86_400_000;

/** The same time one business day later (Saturday and Sunday skipped, UTC). */
export function oneBusinessDayAfter(at: Date): Date {
  let next = new Date(at.getTime() + DAY_MS);
  while (next.getUTCDay() === 0 || next.getUTCDay() === 6) next = new Date(next.getTime() + DAY_MS);
  return next;
}

const byBuyer = (h: { status: string; note: string }) => h.status === 'Cancelled' && h.note === ORDERHISTORY_TEXT.cancelledByBuyer;

export async function contractorPerformance(db: AppDb, period: PerformancePeriod): Promise<ContractorPerformance[]> {
  const placed = await db
    .select({ id: orders.id, contractorId: orders.contractorId, contractorName: orders.contractorName, createdAt: orders.createdAt })
    .from(orders)
    .where(and(gte(orders.createdAt, period.from), lt(orders.createdAt, period.to)))
    .orderBy(asc(orders.id));
  const mine = period.contractorId === undefined ? placed : placed.filter((o) => o.contractorId === period.contractorId);
  const ids = mine.map((o) => o.id);
  const lines = ids.length
    ? await db
        .select({ id: orderLines.id, orderId: orderLines.orderId, status: orderLines.status, deliveryDays: offers.deliveryDays })
        .from(orderLines)
        .leftJoin(offers, eq(offers.id, orderLines.offerId))
        .where(inArray(orderLines.orderId, ids))
    : [];
  const history = ids.length
    ? await db
        .select({
          orderId: orderStatusHistory.orderId, lineId: orderStatusHistory.lineId, status: orderStatusHistory.status, note: orderStatusHistory.note,
          at: orderStatusHistory.at,
        })
        .from(orderStatusHistory)
        .where(inArray(orderStatusHistory.orderId, ids))
        .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id))
    : [];

  const rows = new Map<number, ContractorPerformance>();
  for (const order of mine) {
    const row = rows.get(order.contractorId) ?? {
      contractorId: order.contractorId, contractorName: order.contractorName, orders: 0, acknowledgedInTime: 0, acknowledgedLate: 0,
      notAcknowledged: 0, lines: 0, shippedCounted: 0, shippedOnTime: 0, cancelledLines: 0,
    };
    rows.set(order.contractorId, row);
    row.orders += 1;
    const changes = history.filter((h) => h.orderId === order.id);
    const cancelledByBuyer = changes.some(byBuyer);
    const acknowledged = changes.find((h) => h.status !== 'Submitted' && !byBuyer(h));
    if (!acknowledged) row.notAcknowledged += cancelledByBuyer ? 0 : 1;
    else if (acknowledged.at <= oneBusinessDayAfter(order.createdAt)) row.acknowledgedInTime += 1;
    else row.acknowledgedLate += 1;
    for (const line of lines.filter((l) => l.orderId === order.id)) {
      row.lines += 1;
      if (line.status === 'Cancelled' && !cancelledByBuyer) row.cancelledLines += 1;
      if (line.status !== 'Shipped' && line.status !== 'Delivered') continue;
      const shipped = changes.find((h) => h.status === 'Shipped' && (h.lineId === line.id || h.lineId === null));
      if (!shipped || line.deliveryDays === null) continue;
      row.shippedCounted += 1;
      if (shipped.at.getTime() <= order.createdAt.getTime() + line.deliveryDays * DAY_MS) row.shippedOnTime += 1;
    }
  }
  return [...rows.values()].sort((a, b) => a.contractorName.localeCompare(b.contractorName) || a.contractorId - b.contractorId);
}
