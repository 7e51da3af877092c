/**
 * cart/addCart (and cart/add_cart) shown as a page: the answer to an add the app sent again after
 * sign-in. It says what was added, lists what was not and why, and links to the cart.
 */
import { type AddCartAttributes, CART_PATH, CART_TEXT, type ScreenEnvelope } from '@advantage/contracts';
import { useEffect } from 'react';
import { ButtonLinks } from '../../shell/components/ButtonGroup';
import { setCartData } from '../../lib/connection/cart-data';
import type { ScreenProps } from '../../kit/screens/types';

export function AddCartResult({ envelope }: ScreenProps<ScreenEnvelope<'cart/addCart'> | ScreenEnvelope<'cart/add_cart'>>) {
  // Read as possibly incomplete, as before the answer map typed it: the screen never fails on a missing field.
  const a: Partial<AddCartAttributes> = envelope.attributes;
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
      <ButtonLinks
        className="adv-cart__actions"
        links={[
          { to: CART_PATH, label: CART_TEXT.viewCart },
          { to: '/ws/main/home', label: CART_TEXT.continueShopping },
        ]}
      />
    </div>
  );
}
