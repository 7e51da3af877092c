/** cart/shopping_cart Initial: the cart is empty, with ways to start shopping. */
import { CART_TEXT, type EmptyCartAttributes } from '@advantage/contracts';
import { useEffect } from 'react';
import { ButtonLinks } from '../../shell/components/ButtonGroup';
import { setCartData } from '../../lib/connection/cart-data';
import type { PropsOf } from '../../kit/screens/types';
import { emptyCart } from './cart-actions';
import { FundsWaiting } from './FundsWaiting';

export function EmptyCartBody({ message }: { message?: string | undefined }) {
  return (
    <div className="adv-cart__empty">
      <p className="usa-intro">{message || CART_TEXT.empty}</p>
      <p>{CART_TEXT.emptyHint}</p>
      <ButtonLinks
        links={[
          { to: '/ws/main/home', label: 'Start shopping' },
          { to: '/ws/catalog/product_detail', label: 'Look up a part number or NSN' },
        ]}
      />
    </div>
  );
}

export function EmptyCart({ envelope }: PropsOf<'cart/shopping_cart', 'Initial'>) {
  // Read as possibly incomplete, as before the answer map typed it: the screen never fails on a missing field.
  const attributes: Partial<EmptyCartAttributes> = envelope.attributes;
  const summary = attributes.cart;
  useEffect(() => {
    const empty = emptyCart(summary);
    setCartData({ cartId: empty.cartId, version: empty.version, itemCount: 0, totalCents: 0 });
  }, [summary]);
  return (
    <div className="adv-cart">
      <h1>{CART_TEXT.title}</h1>
      <FundsWaiting count={attributes.fundsWaiting} />
      <EmptyCartBody message={attributes.message} />
    </div>
  );
}
