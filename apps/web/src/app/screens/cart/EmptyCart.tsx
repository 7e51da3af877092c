/** cart/shopping_cart Initial: the cart is empty, with ways to start shopping. */
import { CART_TEXT, type EmptyCartAttributes } from '@advantage/contracts';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { setCartData } from '../../../lib/connection/cart-data';
import type { ScreenProps } from '../types';
import { emptyCart } from './cart-actions';

export function EmptyCartBody({ message }: { message?: string | undefined }) {
  return (
    <div className="adv-cart__empty">
      <p className="usa-intro">{message || CART_TEXT.empty}</p>
      <p>{CART_TEXT.emptyHint}</p>
      <ul className="usa-button-group">
        <li className="usa-button-group__item">
          <Link className="usa-button" to="/ws/main/home">
            Start shopping
          </Link>
        </li>
        <li className="usa-button-group__item">
          <Link className="usa-button usa-button--outline" to="/ws/catalog/product_detail">
            Look up a part number or NSN
          </Link>
        </li>
      </ul>
    </div>
  );
}

export function EmptyCart({ envelope }: ScreenProps) {
  const attributes = envelope.attributes as Partial<EmptyCartAttributes>;
  const summary = attributes.cart;
  useEffect(() => {
    const empty = emptyCart(summary);
    setCartData({ cartId: empty.cartId, version: empty.version, itemCount: 0, totalCents: 0 });
  }, [summary]);
  return (
    <div className="adv-cart">
      <h1>{CART_TEXT.title}</h1>
      <EmptyCartBody message={attributes.message} />
    </div>
  );
}
