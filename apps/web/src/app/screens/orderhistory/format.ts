/** How order-history screens write money, dates and statuses. */
import type { OrderLineView } from '@advantage/contracts';
import { day } from '../common/format';

export { day, money, plural } from '../common/format';
// With its time zone (issue 17): a time alone leaves the buyer guessing whose clock it is.
const dateTime = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/** An instant in the buyer's own time zone. */
export function moment(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTime.format(d);
}

/** A line's status with what goes with it: the estimated date of a backorder, the carrier and tracking of a shipment. */
export function lineStatus(line: OrderLineView): string {
  if (line.status === 'Backordered' && line.estimatedDate) return `Backordered, estimated ${day(line.estimatedDate)}`;
  if (line.status === 'Shipped' && line.carrier) return `Shipped by ${line.carrier}, tracking number ${line.trackingNumber ?? ''}`;
  return line.status;
}

export function orderDetailsUrl(orderNumber: string): string {
  return `/ws/orderhistory/order_details?orderNumber=${encodeURIComponent(orderNumber)}`;
}

export function orderSummaryUrl(groupNumber: string): string {
  return `/ws/orderhistory/order_summary?group=${encodeURIComponent(groupNumber)}`;
}
