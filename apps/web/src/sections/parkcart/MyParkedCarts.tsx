/**
 * parkcart/my_parkcart Initial (My Parked Carts): number, name, items, total when parked, date and who
 * forwarded it, with View, Add to cart, Forward and Delete. Add to cart answers in place (how many items
 * went to the shopping cart and which could not); a forward or a delete returns here with its notice.
 */
import { loadingMessageFor, PARKCART_TEXT, PARKCART_TITLES, type ParkedCartSummary } from '@advantage/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { setCartData } from '../../lib/connection/cart-data';
import { envelopeKey } from '../../shell/components/envelope-key';
import { BusyStatus } from '../../shell/components/form/form';
import { submitForm } from '../../shell/components/form/submit';
import type { PropsOf } from '../../kit/screens/types';
import { dayOf, deleteUrl, detailUrl, forwardUrl, money } from './format';
import { type AddResult, AddResultAlert, ErrorNotice, SuccessNotice, useHandedNotice } from './parts';

export function MyParkedCarts(props: PropsOf<'parkcart/my_parkcart', 'Initial'>) {
  return <MyParkedCartsView key={envelopeKey(props.envelope)} {...props} />;
}

function MyParkedCartsView({ envelope }: PropsOf<'parkcart/my_parkcart', 'Initial'>) {
  const a = envelope.attributes;
  const handed = useHandedNotice();
  const notice = a.notice ?? handed;
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<AddResult>();
  const [failure, setFailure] = useState<string>();
  const [focusCount, setFocusCount] = useState(notice ? 1 : 0);
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusCount === 0) return;
    // After the layout has focused <main> for a new page.
    const timer = setTimeout(() => noticeRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [focusCount]);

  async function addToCart(cart: ParkedCartSummary) {
    if (busy) return;
    setBusy(true);
    const outcome = await submitForm('parkcart/addcart', { cartId: cart.cartId }, navigate);
    setBusy(false);
    if (outcome.kind === 'screen') {
      const answer = outcome.envelope.attributes;
      if (answer.shoppingCart) setCartData(answer.shoppingCart);
      setFailure(undefined);
      setResult({ added: answer.added, problems: answer.problems, cartName: cart.name });
    } else if (outcome.kind === 'invalid') {
      setResult(undefined);
      setFailure(outcome.errors.map((e) => e.message).join(' '));
    } else {
      return;
    }
    setFocusCount((n) => n + 1);
  }

  return (
    <div className="adv-parkcart">
      <h1>{PARKCART_TITLES.myParkedCarts}</h1>
      {result ? <AddResultAlert result={result} noticeRef={noticeRef} /> : null}
      {failure ? <ErrorNotice message={failure} noticeRef={noticeRef} /> : null}
      {!result && !failure ? <SuccessNotice message={notice} noticeRef={noticeRef} /> : null}
      <BusyStatus message={busy ? loadingMessageFor('parkcart/addcart') : undefined} />
      {a.carts.length === 0
        ? <p>{PARKCART_TEXT.noCarts}</p>
        : (
            <div className="adv-parkcart__scroll">
              <table className="usa-table usa-table--borderless adv-parkcart__table adv-stack-table">
                <caption className="usa-sr-only">Your parked carts, most recently changed first</caption>
                <thead>
                  <tr>
                    <th scope="col">Cart number</th>
                    <th scope="col">Name</th>
                    <th scope="col" className="adv-parkcart__number">Items</th>
                    <th scope="col" className="adv-parkcart__number">Total when parked</th>
                    <th scope="col">Parked on</th>
                    <th scope="col">Forwarded by</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {a.carts.map((cart) => (
                    <tr key={cart.cartId} data-cart={cart.cartNumber}>
                      <th scope="row">{cart.cartNumber}</th>
                      <td data-label="Name">{cart.name}</td>
                      <td className="adv-parkcart__number" data-label="Items">{cart.itemCount}</td>
                      <td className="adv-parkcart__number" data-label="Total when parked">{money(cart.parkedTotalCents)}</td>
                      <td data-label="Parked on">{dayOf(cart.createdAt)}</td>
                      <td {...(cart.forwardedBy ? { 'data-label': 'Forwarded by' } : {})}>{cart.forwardedBy ?? <span className="usa-sr-only">Not forwarded</span>}</td>
                      <td className="adv-parkcart__row-actions">
                        <Link className="usa-link adv-parkcart__action" to={detailUrl(cart.cartId)}>
                          View
                          <span className="usa-sr-only">{` ${cart.name}`}</span>
                        </Link>
                        <button type="button" className="usa-button usa-button--unstyled adv-parkcart__action" aria-disabled={busy || undefined} onClick={() => void addToCart(cart)}>
                          Add to cart
                          <span className="usa-sr-only">{` ${cart.name}`}</span>
                        </button>
                        <Link className="usa-link adv-parkcart__action" to={forwardUrl(cart.cartId)}>
                          Forward
                          <span className="usa-sr-only">{` ${cart.name}`}</span>
                        </Link>
                        <Link className="usa-link adv-parkcart__action" to={deleteUrl(cart.cartId)}>
                          Delete
                          <span className="usa-sr-only">{` ${cart.name}`}</span>
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
    </div>
  );
}
