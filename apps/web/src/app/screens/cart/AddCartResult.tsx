/**
 * cart/addCart (and cart/add_cart) shown as a page: the answer to an add the app sent again after
 * sign-in. It says what was added, lists what was not and why, and links to the cart.
 */
import { type AddCartAttributes, CART_PATH, CART_TEXT } from '@advantage/contracts';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { setCartData } from '../../../lib/connection/cart-data';
import type { ScreenProps } from '../types';

export function AddCartResult({ envelope }: ScreenProps) {
  const a = envelope.attributes as Partial<AddCartAttributes>;
  const added = envelope.responseName === 'Success';
  const problems = Array.isArray(a.problems) ? a.problems : [];
  const { cart } = a;
  useEffect(() => {
    if (cart) setCartData(cart);
  }, [cart]);
  return (
    <div className="adv-cart">
      <h1>{CART_TEXT.addTitle}</h1>
      <div className={`usa-alert usa-alert--${added ? 'success' : 'error'}`}>
        <div className="usa-alert__body">
          <p className="usa-alert__text">{a.message || (added ? CART_TEXT.added(1) : CART_TEXT.notAdded(1))}</p>
          {problems.length
            ? (
                <ul className="usa-list">
                  {problems.map((p, i) => (
                    <li key={`${p.offerId}-${i}`}>{p.message}</li>
                  ))}
                </ul>
              )
            : null}
        </div>
      </div>
      <ul className="usa-button-group adv-cart__actions">
        <li className="usa-button-group__item">
          <Link className="usa-button" to={CART_PATH}>
            {CART_TEXT.viewCart}
          </Link>
        </li>
        <li className="usa-button-group__item">
          <Link className="usa-button usa-button--outline" to="/ws/main/home">
            {CART_TEXT.continueShopping}
          </Link>
        </li>
      </ul>
    </div>
  );
}
