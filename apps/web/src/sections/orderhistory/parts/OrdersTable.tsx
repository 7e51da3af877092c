/**
 * The order rows of My Orders and of an order group: number, group, date, contractor, status, total and links;
 * in a punchout session also each order's PO number (the agency's orderID).
 */
import type { OrderRowView } from '@advantage/contracts';
import { Link } from 'react-router';
import { day, money, orderDetailsUrl, orderSummaryUrl } from '../format';

interface Props {
  caption: string;
  orders: OrderRowView[];
  /** The group column is left out where every row belongs to the same group. */
  showGroup?: boolean;
}

export function OrdersTable({ caption, orders, showGroup = true }: Props) {
  const showPo = orders.some((o) => o.poNumber);
  return (
    // A scrollable region must take the keyboard focus to be scrolled without a mouse (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="usa-table-container--scrollable" tabIndex={0} role="region" aria-label={caption}>
      <table className="usa-table usa-table--striped adv-orders__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Order number</th>
            {showPo ? <th scope="col">PO number</th> : null}
            {showGroup ? <th scope="col">Order group</th> : null}
            <th scope="col">Date</th>
            <th scope="col">Contractor</th>
            <th scope="col">Status</th>
            <th scope="col" className="text-right">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.orderId}>
              <th scope="row">
                <Link className="usa-link" to={orderDetailsUrl(o.orderNumber)} aria-label={`Order ${o.orderNumber} details`}>
                  {o.orderNumber}
                </Link>
              </th>
              {showPo ? <td>{o.poNumber ?? ''}</td> : null}
              {showGroup
                ? (
                    <td>
                      <Link className="usa-link" to={orderSummaryUrl(o.groupNumber)} aria-label={`Order group ${o.groupNumber}`}>
                        {o.groupNumber}
                      </Link>
                    </td>
                  )
                : null}
              <td>{day(o.orderDate)}</td>
              <td>
                {o.contractorName}
                <span className="adv-orders__sub">{o.contractNumber}</span>
              </td>
              <td>{o.status}</td>
              <td className="text-right">{money(o.totalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
