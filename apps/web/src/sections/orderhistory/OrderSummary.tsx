/**
 * orderhistory/order_summary (OrderSummary): one checkout's order group with its order per contractor (and, for
 * FEDSTRIP, per route). Where the orders ship to or bill different places, each order shows its own ship-to and
 * payment instead of the group's, which would read as if it held for all.
 */
import { CHECKOUT_TEXT, type GroupOrderRowView, ORDERHISTORY_TITLES } from '@advantage/contracts';
import type { PropsOf } from '../../kit/screens/types';
import { day, money, plural } from './format';
import { BackToOrderHistory, Payment, ShipTo, ShipToAndPayment } from './parts/Facts';
import { OrdersTable } from './parts/OrdersTable';

export function OrderSummary({ envelope }: PropsOf<'orderhistory/order_summary', 'OrderSummary'>) {
  const { group } = envelope.attributes;
  const contractors = new Set(group.orders.map((o) => o.contractNumber)).size;
  return (
    <div className="adv-orders">
      <h1>{`${ORDERHISTORY_TITLES.orderSummary}: order group ${group.groupNumber}`}</h1>
      <p className="usa-intro">
        {`${group.poNumber ? `PO number ${group.poNumber}. ` : ''}Placed ${day(group.orderDate)}: ${plural(group.orders.length, 'order')}, `}
        {`${contractors === group.orders.length ? 'one per contractor' : `from ${plural(contractors, 'contractor')}`}, ${money(group.totalCents)} in all.`}
      </p>
      <OrdersTable caption={`Orders of order group ${group.groupNumber}`} orders={group.orders} showGroup={false} />
      {group.routesApart
        ? <OrderRoutes orders={group.orders} />
        : <ShipToAndPayment shipTo={group.shipTo} payment={group.payment} program={group.program} />}
      <BackToOrderHistory />
    </div>
  );
}

/** Each order's own ship-to and payment, in the table's order. */
function OrderRoutes({ orders }: { orders: GroupOrderRowView[] }) {
  return (
    <section aria-labelledby="routes-heading">
      <h2 id="routes-heading">Ship to and payment of each order</h2>
      <p>{CHECKOUT_TEXT.ordersRouteApart}</p>
      {orders.map((o) =>
        o.route
          ? (
              <section key={o.orderId} aria-labelledby={`route-${o.orderId}`}>
                <h3 id={`route-${o.orderId}`}>{`Order ${o.orderNumber}: ${o.contractorName}`}</h3>
                <div className="adv-order__columns">
                  <div>
                    <h4>Ship to</h4>
                    <ShipTo lines={o.route.shipTo} />
                  </div>
                  <div>
                    <h4>Payment</h4>
                    <Payment payment={o.route.payment} />
                  </div>
                </div>
              </section>
            )
          : null)}
    </section>
  );
}
