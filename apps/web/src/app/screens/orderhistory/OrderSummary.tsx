/** orderhistory/order_summary (OrderSummary): one checkout's order group with its order per contractor. */
import { type OrderSummaryAttributes, ORDERHISTORY_TITLES } from '@advantage/contracts';
import type { ScreenProps } from '../types';
import { day, money, plural } from './format';
import { BackToOrderHistory, ShipToAndPayment } from './parts/Facts';
import { OrdersTable } from './parts/OrdersTable';

export function OrderSummary({ envelope }: ScreenProps) {
  const { group } = envelope.attributes as unknown as OrderSummaryAttributes;
  return (
    <div className="adv-orders">
      <h1>{`${ORDERHISTORY_TITLES.orderSummary}: order group ${group.groupNumber}`}</h1>
      <p className="usa-intro">
        {`${group.poNumber ? `PO number ${group.poNumber}. ` : ''}Placed ${day(group.orderDate)}: ${plural(group.orders.length, 'order')}, one per contractor, ${money(group.totalCents)} in all.`}
      </p>
      <OrdersTable caption={`Orders of order group ${group.groupNumber}`} orders={group.orders} showGroup={false} />
      <ShipToAndPayment shipTo={group.shipTo} payment={group.payment} program={group.program} />
      <BackToOrderHistory />
    </div>
  );
}
