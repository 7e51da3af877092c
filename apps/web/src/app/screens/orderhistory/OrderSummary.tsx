/** orderhistory/order_summary (OrderSummary): one checkout's order group with its order per contractor. */
import { type OrderSummaryAttributes, ORDERHISTORY_TITLES } from '@advantage/contracts';
import { Link } from 'react-router';
import type { ScreenProps } from '../types';
import { day, money, plural } from './format';
import { Payment, ShipTo } from './parts/Facts';
import { OrdersTable } from './parts/OrdersTable';

export function OrderSummary({ envelope }: ScreenProps) {
  const { group } = envelope.attributes as unknown as OrderSummaryAttributes;
  return (
    <div className="adv-orders">
      <h1>{`${ORDERHISTORY_TITLES.orderSummary}: order group ${group.groupNumber}`}</h1>
      <p className="usa-intro">{`Placed ${day(group.orderDate)}: ${plural(group.orders.length, 'order')}, one per contractor, ${money(group.totalCents)} in all.`}</p>
      <OrdersTable caption={`Orders of order group ${group.groupNumber}`} orders={group.orders} showGroup={false} />
      <div className="adv-order__columns">
        <section aria-labelledby="ship-to-heading">
          <h2 id="ship-to-heading">Ship to</h2>
          <ShipTo lines={group.shipTo} />
        </section>
        <section aria-labelledby="payment-heading">
          <h2 id="payment-heading">Payment</h2>
          <Payment payment={group.payment} />
        </section>
      </div>
      <p className="adv-orders__back">
        <Link className="usa-link" to="/ws/orderhistory/my_orders">
          Back to Order History
        </Link>
      </p>
    </div>
  );
}
