/**
 * Funds Control Order Summary (cart/afc_cart OrderSummary; afc_submit and afc_withdraw answer it): the buyer's
 * cart charged to an AAC under funds control. Before submission: the lines, totals, the line of accounting and
 * the AAC, with Submit for authorization. After: the state, who did what and when, Withdraw while it waits, the
 * reason of a rejection with the way back to the cart, the order group once ordered.
 */
import { CART_PATH, FUNDS_TITLES, FUNDS_URLS, type ScreenEnvelope } from '@advantage/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { setCartData } from '../../lib/connection/cart-data';
import { envelopeKey } from '../../shell/components/envelope-key';
import { useFormSubmit } from '../../shell/components/useFormSubmit';
import { BusyStatus, ErrorSummary } from '../../shell/components/form/form';
import type { ScreenProps } from '../../kit/screens/types';
import { FundsRequisitions } from './FundsRequisitions';
import { AccountingFacts, Events, Facts, Notice, Orders, Problems, useHandedNotice } from './funds-parts';

/** The cart or request as opened (afc_cart), or as a submission or a withdrawal answered it. */
type SummaryEnvelope = ScreenEnvelope<'cart/afc_cart', 'OrderSummary'> | ScreenEnvelope<'cart/afc_submit'> | ScreenEnvelope<'cart/afc_withdraw'>;

export function FundsOrderSummary(props: ScreenProps<SummaryEnvelope>) {
  return <SummaryView key={envelopeKey(props.envelope)} {...props} />;
}

function SummaryView({ envelope }: ScreenProps<SummaryEnvelope>) {
  const [current, setCurrent] = useState<SummaryEnvelope>(envelope);
  const a = current.attributes;
  const handed = useHandedNotice();
  const navigate = useNavigate();
  const { errors, busy, status, summaryRef, submit } = useFormSubmit();
  const r = a.request;

  const send = () =>
    void submit({
      path: 'cart/afc_submit',
      payload: { cartId: a.cartId, version: a.cartVersion },
      busy: 'Submitting the cart for funds authorization ...',
      onScreen: async (answer) => {
        const done = answer.attributes;
        if (!done.request) {
          setCurrent(answer);
          return true;
        }
        setCartData({ cartId: a.cartId, version: a.cartVersion + 1, itemCount: 0, totalCents: 0 });
        // Back must not return to a cart that was already submitted.
        await navigate(FUNDS_URLS.request(done.request.id), { replace: true, state: { notice: done.notice } });
        return true;
      },
    });
  const withdraw = () =>
    void submit({
      path: 'cart/afc_withdraw',
      payload: { id: r?.id, version: a.version },
      busy: 'Withdrawing the request ...',
      onScreen: (answer) => {
        setCurrent(answer);
        return true;
      },
    });

  return (
    <div className="adv-funds">
      <h1>{FUNDS_TITLES.orderSummary}</h1>
      {/* The notice handed over by the submission ("was submitted") stays in the history state across reloads: it
          describes the request only while it waits for a decision. */}
      <Notice message={a.notice ?? (r?.status === 'Pending' ? handed : undefined)} />
      {r
        ? null
        : (
            <p className="usa-intro">
              {`Your cart is charged to AAC ${a.accounting.aac}, which is under funds control: it is ordered only once one of the AAC’s funds approvers authorizes it. `}
              Submit it for authorization; until it is decided the cart cannot be changed, and you can withdraw it.
            </p>
          )}
      <ErrorSummary errors={errors} fields={[]} summaryRef={summaryRef} />
      <Problems problems={r ? [] : a.problems} />
      <Facts a={a} />
      <Events events={a.events} />
      <AccountingFacts codes={a.accounting} />
      <Orders orders={a.orders} />
      <FundsRequisitions requisitions={a.requisitions} />
      <div className="adv-funds__actions">
        {a.canSubmit
          ? (
              <button type="button" className="usa-button" aria-disabled={busy || undefined} onClick={send}>
                Submit for authorization
              </button>
            )
          : null}
        {a.canWithdraw
          ? (
              <button type="button" className="usa-button usa-button--secondary" aria-disabled={busy || undefined} onClick={withdraw}>
                Withdraw the request
              </button>
            )
          : null}
        <BusyStatus message={status} />
      </div>
      <ul className="adv-funds__links">
        {r?.status === 'Rejected' || r?.status === 'Withdrawn' || !r
          ? (
              <li>
                <Link className="usa-link" to={CART_PATH}>
                  {r ? 'Change your cart' : 'Back to your cart'}
                </Link>
              </li>
            )
          : null}
        {r?.status === 'Ordered'
          ? (
              <li>
                <Link className="usa-link" to="/ws/orderhistory/my_orders">
                  See the order in your order history
                </Link>
              </li>
            )
          : null}
        <li>
          <Link className="usa-link" to={FUNDS_URLS.requests}>
            All your funds control requests
          </Link>
        </li>
      </ul>
    </div>
  );
}
