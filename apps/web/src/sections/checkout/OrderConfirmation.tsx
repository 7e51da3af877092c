/**
 * Order Confirmation (checkout/order_confirm, checkout_review_submit, ggs/cart/process_order): the group
 * number, each contractor's order number with its lines, the ship-to, the payment and the total. When the
 * orders ship to or bill different places (FEDSTRIP signal codes), each order shows its own ship-to and payment.
 */
import { CHECKOUT_TEXT, CHECKOUT_TITLES, confirmedShipTo, orderRoute, ordersRouteApart, type ScreenEnvelope } from '@advantage/contracts';
import { useEffect, useRef } from 'react';
import { ButtonLinks } from '../../shell/components/ButtonGroup';
import type { ScreenProps } from '../../kit/screens/types';
import { URLS } from './flow';
import { LinesTable } from './LinesTable';
import { AddressBlock, CheckoutSteps, dateText, money } from './parts';

/** The order placed (checkout_review_submit, process_order) or read again by its number (order_confirm). */
type ConfirmationProps = ScreenProps<ScreenEnvelope<'checkout/checkout_review_submit' | 'checkout/order_confirm' | 'ggs/cart/process_order', 'OrderConfirmation'>>;

export function OrderConfirmation({ envelope }: ConfirmationProps) {
  const c = envelope.attributes;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The result heading takes the focus once the page has settled.
  useEffect(() => {
    const timer = setTimeout(() => headingRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [c.groupNumber]);
  const numbers = c.orders.map((o) => o.orderNumber);
  const ship = c.shipTo;
  const apart = ordersRouteApart(c);
  return (
    <div className="adv-checkout">
      <h1>{CHECKOUT_TITLES.orderConfirmation}</h1>
      <CheckoutSteps step="Confirmation" />
      <div className="usa-alert usa-alert--success adv-checkout__alert">
        <div className="usa-alert__body">
          <h2 className="usa-alert__heading" ref={headingRef} tabIndex={-1}>
            Thank you. Your order was placed.
          </h2>
          <p className="usa-alert__text">
            {`Order group ${c.groupNumber}: ${numbers.length === 1 ? `order number ${numbers[0]}` : `order numbers ${numbers.join(', ')}`}. `}
            {`A confirmation was sent to ${c.confirmationEmail}.`}
          </p>
        </div>
      </div>
      <dl className="adv-checkout__facts">
        <dt>Order group</dt>
        <dd data-testid="group-number">{c.groupNumber}</dd>
        <dt>Placed</dt>
        <dd>{new Date(c.placedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}</dd>
        {apart ? null : <dt>Method of payment</dt>}
        {apart ? null : <dd>{c.paymentLabel}</dd>}
        <dt>Total</dt>
        <dd>
          <strong>{money(c.totalCents)}</strong>
        </dd>
      </dl>
      {apart
        ? <p data-testid="orders-route-apart">{CHECKOUT_TEXT.ordersRouteApart}</p>
        : (
            <section className="adv-checkout__section" aria-labelledby="confirm-ship-heading">
              <h2 id="confirm-ship-heading">Ship to</h2>
              <AddressBlock address={confirmedShipTo(ship)} />
              {ship.breakbulkPoint ? <p>{`Breakbulk point: ${ship.breakbulkPoint}`}</p> : null}
            </section>
          )}
      {c.orders.map((order, index) => (
        <section key={order.orderNumber} className="adv-checkout__order" aria-labelledby={`confirmed-${index}-heading`}>
          <h2 id={`confirmed-${index}-heading`}>{`Order ${order.orderNumber}: ${order.contractorName}`}</h2>
          <p className="adv-checkout__sub">{`Contract ${order.contractNumber} · ${order.status}`}</p>
          <LinesTable
            caption={`Items of order ${order.orderNumber}`}
            subtotalCents={order.subtotalCents}
            rows={order.lines.map((l) => ({
              key: l.lineNumber,
              title: l.title,
              partNumber: l.partNumber,
              nsn: l.nsn,
              unit: l.unitOfIssue,
              quantity: l.quantity,
              unitPriceCents: l.unitPriceCents,
              extendedCents: l.extendedCents,
            }))}
          />
          <dl className="adv-checkout__facts">
            {apart ? <dt>Ship to</dt> : null}
            {apart ? <dd><AddressBlock address={orderRoute(c, order).shipTo} inline /></dd> : null}
            {apart ? <dt>Method of payment</dt> : null}
            {apart ? <dd>{orderRoute(c, order).paymentLabel}</dd> : null}
            <dt>Deliver on or before</dt>
            <dd>{order.deliverBy ? dateText(order.deliverBy) : 'The contractor’s normal delivery time'}</dd>
            <dt>PO notes</dt>
            <dd>{order.notes || 'None'}</dd>
          </dl>
        </section>
      ))}
      <ButtonLinks links={[{ to: URLS.orders, label: 'View order history' }, { to: URLS.home, label: 'Continue shopping' }]} />
    </div>
  );
}
