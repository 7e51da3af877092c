/**
 * orderhistory/order_details (OrderDetails, 'Order Details'): one order with its lines and their
 * statuses (Backordered with the estimated date, Shipped with carrier and tracking number), the status
 * history, ship-to, payment, deliver-by date and notes. View PDF opens the order in a new window; Cancel
 * order (while the order is Submitted) asks once more, then posts orderhistory/cancel_order, whose
 * answer (the order again, with a message) is shown in place.
 */
import { type OrderDetailsAttributes, type OrderDetailView, ORDERHISTORY_TITLES, type ScreenEnvelope } from '@advantage/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { envelopeKey } from '../../shell/components/envelope-key';
import { submitForm } from '../../shell/components/form/submit';
import type { ScreenProps } from '../../kit/screens/types';
import { day, money, moment, orderSummaryUrl } from './format';
import { BackToOrderHistory, Fact, ShipToAndPayment } from './parts/Facts';
import { invoicedText, Invoices, LineStatus } from './parts/Invoices';
import { FileButton } from '../common/FileButton';

/** The order as opened (order_details) or as a cancellation replayed after sign-in answered it (cancel_order). */
type DetailsProps = ScreenProps<ScreenEnvelope<'orderhistory/order_details' | 'orderhistory/cancel_order', 'OrderDetails'>>;

export function OrderDetails({ envelope }: DetailsProps) {
  return <OrderDetailsBody key={envelopeKey(envelope)} initial={envelope.attributes} />;
}

function OrderDetailsBody({ initial }: { initial: OrderDetailsAttributes }) {
  const navigate = useNavigate();
  const [order, setOrder] = useState<OrderDetailView>(initial.order);
  const [message, setMessage] = useState<string | null>(initial.message);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const messageRef = useRef<HTMLDivElement>(null);
  // The question, not its destructive answer, takes the focus: Enter pressed twice must not cancel.
  const questionRef = useRef<HTMLHeadingElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [focusTarget, setFocusTarget] = useState<'message' | 'confirm' | 'cancel'>();

  useEffect(() => {
    if (focusTarget === 'message') messageRef.current?.focus();
    if (focusTarget === 'confirm') questionRef.current?.focus();
    if (focusTarget === 'cancel') cancelRef.current?.focus();
  }, [focusTarget, message, confirming]);

  async function cancel() {
    if (busy) return;
    setBusy(true);
    const outcome = await submitForm('orderhistory/cancel_order', { orderId: order.orderId }, navigate);
    setBusy(false);
    setConfirming(false);
    if (outcome.kind !== 'screen') return;
    const a = outcome.envelope.attributes;
    setOrder(a.order);
    setMessage(a.message);
    setFocusTarget('message');
  }

  return (
    <div className="adv-orders adv-order">
      {/* "Order Details: order A100016" said "order" twice. */}
      <h1>{`${ORDERHISTORY_TITLES.orderDetails}: ${order.orderNumber}`}</h1>
      {message
        ? (
            <div className={`usa-alert ${order.status === 'Cancelled' ? 'usa-alert--success' : 'usa-alert--warning'} usa-alert--slim`} tabIndex={-1} ref={messageRef}>
              <div className="usa-alert__body">
                <p className="usa-alert__text">{message}</p>
              </div>
            </div>
          )
        : null}

      <dl className="adv-orders__facts">
        {order.poNumber ? <Fact term="PO number">{order.poNumber}</Fact> : null}
        <Fact term="Status">{order.status}</Fact>
        <Fact term="Order date">{day(order.orderDate)}</Fact>
        <Fact term="Order group">
          <Link className="usa-link" to={orderSummaryUrl(order.groupNumber)}>
            {order.groupNumber}
          </Link>
        </Fact>
        <Fact term="Contractor">{`${order.contractorName} (contract ${order.contractNumber})`}</Fact>
        <Fact term="Deliver on or before">{order.deliverBy ? day(order.deliverBy) : 'No date requested'}</Fact>
        <Fact term="Order total">{money(order.totalCents)}</Fact>
        {order.invoices?.length
          ? <Fact term="Invoiced">{invoicedText(order.invoices.reduce((sum, i) => sum + i.totalCents, 0), order.totalCents)}</Fact>
          : null}
        {order.reconciledAt
          ? (
              <Fact term="Reconciled">{`${moment(order.reconciledAt)} against ${order.statementReference ?? ''}`}</Fact>
            )
          : null}
      </dl>

      <ul className="usa-button-group adv-order__actions">
        <li className="usa-button-group__item">
          <FileButton path="orderhistory/view_pdf" query={{ orderNumber: order.orderNumber }} label="View PDF" busyLabel="Preparing PDF ..." className="usa-button" />
        </li>
        {order.payment.kind === 'accounting'
          ? (
              <li className="usa-button-group__item">
                <Link className="usa-button usa-button--outline" to={`/ws/orderhistory/requisition_detail?orderNumber=${encodeURIComponent(order.orderNumber)}`}>
                  Requisition detail
                </Link>
              </li>
            )
          : null}
        {order.canCancel && !confirming
          ? (
              <li className="usa-button-group__item">
                <button
                  type="button"
                  ref={cancelRef}
                  className="usa-button usa-button--secondary"
                  onClick={() => {
                    setConfirming(true);
                    setFocusTarget('confirm');
                  }}
                >
                  Cancel order
                </button>
              </li>
            )
          : null}
      </ul>
      {order.canCancel && confirming
        ? (
            <div className="usa-alert usa-alert--warning" role="group" aria-labelledby="cancel-question">
              <div className="usa-alert__body">
                <h2 className="usa-alert__heading" id="cancel-question" tabIndex={-1} ref={questionRef}>
                  {`Cancel order ${order.orderNumber}?`}
                </h2>
                <p className="usa-alert__text">The contractor has not accepted this order yet. Cancelling it cannot be undone.</p>
                <ul className="usa-button-group">
                  <li className="usa-button-group__item">
                    <button type="button" className="usa-button usa-button--secondary" onClick={() => void cancel()} aria-disabled={busy || undefined}>
                      {busy ? 'Cancelling ...' : 'Yes, cancel this order'}
                    </button>
                  </li>
                  <li className="usa-button-group__item">
                    <button
                      type="button"
                      className="usa-button usa-button--outline"
                      onClick={() => {
                        setConfirming(false);
                        setFocusTarget('cancel');
                      }}
                    >
                      Keep the order
                    </button>
                  </li>
                </ul>
              </div>
            </div>
          )
        : null}

      <ShipToAndPayment shipTo={order.shipTo} payment={order.payment} program={order.program} />

      <h2 id="lines-heading">Items</h2>
      {/* A scrollable region must take the keyboard focus to be scrolled without a mouse (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="usa-table-container--scrollable" tabIndex={0} role="region" aria-labelledby="lines-heading">
        <table className="usa-table adv-orders__table">
          <caption className="usa-sr-only">{`Items of order ${order.orderNumber}`}</caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Part number</th>
              <th scope="col">NSN</th>
              <th scope="col">Title</th>
              <th scope="col">Unit</th>
              <th scope="col" className="text-right">Quantity</th>
              <th scope="col" className="text-right">Unit price</th>
              <th scope="col" className="text-right">Extended</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((l) => (
              <tr key={l.lineId}>
                <th scope="row">{l.lineNumber}</th>
                <td>{l.partNumber}</td>
                <td>{l.nsn ?? ''}</td>
                <td>{l.title}</td>
                <td>{l.unitOfIssue}</td>
                <td className="text-right">{l.quantity.toLocaleString('en-US')}</td>
                <td className="text-right">{money(l.unitPriceCents)}</td>
                <td className="text-right">{money(l.extendedCents)}</td>
                <td>
                  <LineStatus line={l} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <Invoices invoices={order.invoices ?? []} orderCents={order.totalCents} />

      {order.notes.trim()
        ? (
            <section aria-labelledby="notes-heading">
              <h2 id="notes-heading">Notes</h2>
              <p className="adv-order__notes">{order.notes}</p>
            </section>
          )
        : null}

      <h2 id="history-heading">Status history</h2>
      <table className="usa-table usa-table--borderless adv-orders__table adv-stack-table" aria-labelledby="history-heading">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Status</th>
            <th scope="col">Applies to</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {order.history.map((h, i) => (
            // History rows carry no id of their own; they never reorder.
            <tr key={`${i}:${h.at}`}>
              <td data-label="When">{moment(h.at)}</td>
              <td data-label="Status">{h.status}</td>
              <td data-label="Applies to">{h.lineNumber === null ? 'Whole order' : `Line ${h.lineNumber}`}</td>
              <td data-label="Details">{h.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <BackToOrderHistory />
    </div>
  );
}
