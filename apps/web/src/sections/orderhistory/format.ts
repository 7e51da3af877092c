/** How order-history screens write money, dates and statuses. */
import type { OrderLineView } from '@advantage/contracts';
import { day } from '../common/format';

export { day, moment, money, plural } from '../common/format';

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
