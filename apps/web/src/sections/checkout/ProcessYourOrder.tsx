/**
 * Process Your Order (checkout/checkout_review, the steps that answer it, ggs/cart/process_order
 * Initial): one order per contractor with its deliver-by date and PO notes, the ship-to address, the
 * method of payment, the total, and what keeps the order from being placed (with the way to fix it).
 * Place order shows the spec's processing message until the answer comes.
 */
import { CHECKOUT_TITLES, loadingMessageFor, type ScreenEnvelope, STATE_URLS } from '@advantage/contracts';
import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { setCartData } from '../../lib/connection/cart-data';
import { LoadingMessage } from '../../shell/components/LoadingStatus';
import type { ScreenProps } from '../../kit/screens/types';
import { Breakbulk } from './Breakbulk';
import { URLS } from './flow';
import { LinesTable } from './LinesTable';
import { AddressBlock, Alert, CheckoutSteps, dateText, money, type Notice, noticeFromState } from './parts';
import { type PlaceOutcome, placeOrder, type SubmitPath } from './place-order';
import { type ProgramValues, StateProgramChoice } from './StateProgramChoice';
import { Problems } from './Problems';

/** The review as opened, as a step answered it, or as the Global Supply stores' process_order shows it (Initial). */
type ReviewPath = 'checkout/checkout_review' | 'checkout/select_shipping' | 'checkout/select_consigneeaac' | 'checkout/select_breakbulk' | 'checkout/checkout_controller';
type ReviewProps = ScreenProps<ScreenEnvelope<ReviewPath, 'ProcessYourOrder'> | ScreenEnvelope<'ggs/cart/process_order', 'Initial'>>;

export function ProcessYourOrder({ envelope, path }: ReviewProps) {
  const a = envelope.attributes;
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<PlaceOutcome>();
  const [program, setProgram] = useState<ProgramValues>({ program: '', programPurpose: '', programReference: '' });
  const resultRef = useRef<HTMLDivElement>(null);
  const problemsRef = useRef<HTMLDivElement>(null);
  const submitPath: SubmitPath = path === 'ggs/cart/process_order' ? 'ggs/cart/process_order' : 'checkout/checkout_review_submit';
  const notice = a.notice ?? noticeFromState(location.state);
  const problems = result?.kind === 'refused' ? result.problems : a.problems;

  async function onPlace() {
    if (busy || a.cartId === null) return;
    if (a.problems.length > 0) {
      problemsRef.current?.focus();
      return;
    }
    setBusy(true);
    setResult(undefined);
    const outcome = await placeOrder(submitPath, a.cartId, a.version, a.stateOrder ? program : {});
    setBusy(false);
    if (outcome.kind === 'placed') {
      setCartData({ cartId: a.cartId, version: a.version + 1, itemCount: 0, totalCents: 0 });
      await navigate(URLS.confirmation(outcome.confirmation.groupNumber), { replace: true });
      return;
    }
    if (outcome.kind === 'handed-over') return;
    if (outcome.kind === 'funds-control') {
      await navigate(outcome.to);
      return;
    }
    setResult(outcome);
    // The problems the server found take the focus (other outcomes focus their own alert).
    if (outcome.kind === 'refused') setTimeout(() => problemsRef.current?.focus(), 0);
  }

  const resultNotice = result && result.kind !== 'placed' && result.kind !== 'handed-over' && result.kind !== 'refused' && result.kind !== 'funds-control' ? outcomeNotice(result) : undefined;

  if (a.cartId === null || a.itemCount === 0) {
    return (
      <div className="adv-checkout">
        <h1>{CHECKOUT_TITLES.processYourOrder}</h1>
        <Alert notice={{ kind: 'info', body: <p>Your shopping cart is empty. There is nothing to order.</p> }} />
        <p>
          <Link className="usa-link" to={URLS.home}>
            Continue shopping
          </Link>
          {' or '}
          <Link className="usa-link" to={URLS.orders}>
            see your order history
          </Link>
          .
        </p>
      </div>
    );
  }

  return (
    <div className="adv-checkout">
      <h1>{CHECKOUT_TITLES.processYourOrder}</h1>
      <CheckoutSteps step="Review" pending={[...(a.shipTo ? [] : ['Shipping' as const]), ...(a.payment ? [] : ['Payment' as const])]} />
      {notice ? <Alert notice={{ kind: 'success', body: <p>{notice}</p> }} /> : null}
      {resultNotice ? <Alert notice={resultNotice} focus alertRef={resultRef} /> : null}
      <Problems
        problems={problems}
        refused={result?.kind === 'refused'}
        problemsRef={problemsRef}
        onUnlocked={(unlocked) => navigate(`${location.pathname}${location.search}`, { replace: true, state: { notice: unlocked } })}
      />

      <section className="adv-checkout__section" aria-labelledby="ship-to-heading">
        <h2 id="ship-to-heading">Ship to</h2>
        {a.shipTo ? <AddressBlock address={a.shipTo} /> : <p>No ship-to address is chosen.</p>}
        <p>
          <Link className="usa-link" to={URLS.shipping}>
            {a.shipTo ? 'Change the ship-to address' : 'Choose a ship-to address'}
          </Link>
        </p>
        {a.overseas || a.shipTo?.kind === 'aac' || a.shipTo?.kind === 'overseas' ? <Breakbulk current={a.breakbulkPoint} /> : null}
      </section>

      <section className="adv-checkout__section" aria-labelledby="payment-heading">
        <h2 id="payment-heading">Method of payment</h2>
        <p>{a.payment ? a.payment.label : 'No method of payment is chosen.'}</p>
        <p>
          <Link className="usa-link" to={URLS.payment}>
            {a.payment ? 'Change the method of payment' : 'Choose a method of payment'}
          </Link>
        </p>
        {a.stateOrder
          ? (
              <p>
                <Link className="usa-link" to={STATE_URLS.payments}>Pay by your entity’s purchase order</Link>
              </p>
            )
          : null}
        <p>{`The order confirmation will be sent to ${a.confirmationEmail}.`}</p>
      </section>

      {a.stateOrder ? <StateProgramChoice choices={a.stateOrder} values={program} onChange={setProgram} /> : null}

      <section className="adv-checkout__section" aria-labelledby="orders-heading">
        <h2 id="orders-heading">{a.orders.length === 1 ? 'Your order' : `Your ${a.orders.length} orders`}</h2>
        <p>Each contractor receives its own order.</p>
        {a.orders.map((order, index) => (
          <section key={order.key} className="adv-checkout__order" aria-labelledby={`order-${index}-heading`}>
            <h3 id={`order-${index}-heading`}>{`Order ${index + 1}: ${order.contractorName}`}</h3>
            <p className="adv-checkout__sub">{`Contract ${order.contractNumber}`}</p>
            <LinesTable
              caption={`Items ordered from ${order.contractorName}`}
              subtotalCents={order.subtotalCents}
              rows={order.items.map((item) => ({
                key: item.itemId,
                title: item.title,
                partNumber: item.partNumber,
                nsn: item.nsn,
                unit: item.unitOfIssue.code,
                quantity: item.quantity,
                unitPriceCents: item.unitPriceCents,
                extendedCents: item.extendedCents,
                ...(item.unavailable ? { note: 'No longer available.' } : item.priceChanged ? { note: `Price changed from ${money(item.acceptedPriceCents)}.` } : {}),
              }))}
            />
            <dl className="adv-checkout__facts">
              <dt>Deliver on or before</dt>
              <dd>{order.deliverBy ? dateText(order.deliverBy) : 'The contractor’s normal delivery time'}</dd>
              <dt>PO notes</dt>
              <dd>{order.notes || 'None'}</dd>
            </dl>
          </section>
        ))}
        <p>
          <Link className="usa-link" to={URLS.delivery}>
            Change delivery dates and PO notes
          </Link>
        </p>
      </section>

      <p className="adv-checkout__total">
        <span>Total: </span>
        <strong>{money(a.totalCents)}</strong>
      </p>
      <p className="usa-hint">The contractor may add delivery charges that are not shown here.</p>
      <ul className="usa-button-group">
        <li className="usa-button-group__item">
          <button type="button" className="usa-button usa-button--big" aria-disabled={busy || undefined} onClick={() => void onPlace()}>
            Place order
          </button>
        </li>
        <li className="usa-button-group__item">
          <Link className="usa-button usa-button--outline" to={URLS.cart}>
            Back to the cart
          </Link>
        </li>
      </ul>
      <LoadingMessage message={busy ? loadingMessageFor('checkout/checkout_review_submit') : ''} />
    </div>
  );
}

function outcomeNotice(result: Exclude<PlaceOutcome, { kind: 'placed' | 'handed-over' | 'refused' | 'funds-control' }>): Notice {
  switch (result.kind) {
    case 'conflict':
      return {
        kind: 'warning',
        heading: 'Your order was not placed',
        body: result.ordered
          ? (
              <p>
                {`${result.message} `}
                <Link className="usa-link" to={URLS.orders}>
                  Go to your order history
                </Link>
              </p>
            )
          : (
              <p>
                {`${result.message} `}
                <Link className="usa-link" to={URLS.review} replace>
                  Review your order again
                </Link>
              </p>
            ),
      };
    case 'unknown':
      return { kind: 'error', heading: 'We did not get an answer', body: <p>{result.message}</p> };
    case 'failed':
      return { kind: 'error', heading: 'Your order was not placed', body: <p>{result.message}</p> };
  }
}
