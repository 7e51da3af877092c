/**
 * parkcart/removecart (Delete Parked Cart). Opened from My Parked Carts it asks first; 'Delete cart'
 * sends the confirmation and returns to My Parked Carts with the notice. Reached with the confirmation
 * already sent (a request repeated after sign-in), it shows that the cart was deleted.
 */
import { PARKCART_TEXT, PARKCART_TITLES } from '@advantage/contracts';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { callServer } from '../../lib/http/client';
import { envelopeKey } from '../../shell/components/envelope-key';
import { BusyStatus } from '../../shell/components/form/form';
import type { PropsOf } from '../../kit/screens/types';
import { detailUrl, money, MY_PARKED_CARTS_URL, plural } from './format';
import { ErrorNotice, SuccessNotice } from './parts';

export function DeleteParkedCart(props: PropsOf<'parkcart/removecart', 'DeleteParkedCart'>) {
  return <DeleteView key={envelopeKey(props.envelope)} {...props} />;
}

function DeleteView({ envelope }: PropsOf<'parkcart/removecart', 'DeleteParkedCart'>) {
  const a = envelope.attributes;
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const problemRef = useRef<HTMLDivElement>(null);
  const { cart } = a;

  async function confirm() {
    if (busy) return;
    setBusy(true);
    // The cart is named in the query, as on this screen's own address.
    const outcome = await callServer('parkcart/removecart', { query: { cartId: String(cart.cartId) }, payload: { confirm: true } });
    setBusy(false);
    if (outcome.kind === 'envelope' && outcome.envelope?.responseName === 'DeleteParkedCart') {
      await navigate(MY_PARKED_CARTS_URL, { replace: true, state: { notice: PARKCART_TEXT.deleted(cart.cartNumber, cart.name) } });
      return;
    }
    // HTTP 401: the login dialog is open and the request is sent again after sign-in.
    if (outcome.kind === 'login-required' || outcome.kind === 'session-expired') return;
    setProblem(outcome.kind === 'http-error' && outcome.status === 404
      ? 'This parked cart no longer exists. It may have been deleted already.'
      : 'The parked cart could not be deleted. Try again in a moment.');
    setTimeout(() => problemRef.current?.focus(), 0);
  }

  if (a.deleted) {
    return (
      <div className="adv-parkcart">
        <h1>{PARKCART_TITLES.remove}</h1>
        <SuccessNotice message={PARKCART_TEXT.deleted(cart.cartNumber, cart.name)} />
        <p>
          <Link className="usa-link" to={MY_PARKED_CARTS_URL}>
            Back to My Parked Carts
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="adv-parkcart">
      <h1>{PARKCART_TITLES.remove}</h1>
      <ErrorNotice message={problem} noticeRef={problemRef} />
      <p className="usa-intro">{`Delete parked cart ${cart.cartNumber} “${cart.name}”?`}</p>
      <p>{`It holds ${plural(cart.itemCount, 'item')} (${money(cart.parkedTotalCents)} when parked). Deleting it cannot be undone; your shopping cart does not change.`}</p>
      <ul className="usa-button-group adv-parkcart__actions">
        <li className="usa-button-group__item">
          <button type="button" className="usa-button usa-button--secondary" aria-disabled={busy || undefined} onClick={() => void confirm()}>
            Delete cart
          </button>
        </li>
        <li className="usa-button-group__item">
          <Link className="usa-button usa-button--outline" to={MY_PARKED_CARTS_URL}>
            Keep cart
          </Link>
        </li>
        <li className="usa-button-group__item">
          <Link className="usa-button usa-button--unstyled" to={detailUrl(cart.cartId)}>
            View the cart first
          </Link>
        </li>
      </ul>
      <BusyStatus message={busy ? 'Deleting the parked cart ...' : undefined} />
    </div>
  );
}
