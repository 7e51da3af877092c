/**
 * The order lifecycle as one table (style-anchors convention 8): which status an order or a line may
 * move to from each status. Delivered and Cancelled are final. Backordered → Backordered (a new
 * estimated date) and Shipped → Shipped (a corrected carrier or tracking number) update the details.
 */
import type { OrderStatus } from '@advantage/contracts';

export const NEXT_STATUSES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Submitted: ['Accepted', 'Backordered', 'Shipped', 'Cancelled'],
  Accepted: ['Backordered', 'Shipped', 'Cancelled'],
  Backordered: ['Backordered', 'Accepted', 'Shipped', 'Cancelled'],
  Shipped: ['Shipped', 'Delivered'],
  Delivered: [],
  Cancelled: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

/** How far a line has come; an order is as far as its least advanced line that is not cancelled. */
const PROGRESS: readonly OrderStatus[] = ['Submitted', 'Accepted', 'Backordered', 'Shipped', 'Delivered'];

export function isFinal(status: OrderStatus): boolean {
  return NEXT_STATUSES[status].length === 0;
}

/** True when `status` has come further than `than` (Cancelled is outside the progression). */
export function isAhead(status: OrderStatus, than: OrderStatus): boolean {
  return PROGRESS.indexOf(status) > PROGRESS.indexOf(than) && PROGRESS.includes(than);
}

/**
 * The order's status from its lines: all cancelled → Cancelled; any line backordered → Backordered (the
 * buyer must see the delay at a glance); otherwise the least advanced status of the lines that are not
 * cancelled, so an order is Shipped when its last open line ships and Delivered only when every line is.
 */
export function orderStatusFromLines(lines: ReadonlyArray<{ status: OrderStatus }>): OrderStatus {
  const open = lines.filter((l) => l.status !== 'Cancelled');
  if (open.length === 0) return 'Cancelled';
  if (open.some((l) => l.status === 'Backordered')) return 'Backordered';
  return open.reduce<OrderStatus>((least, l) => (PROGRESS.indexOf(l.status) < PROGRESS.indexOf(least) ? l.status : least), 'Delivered');
}
