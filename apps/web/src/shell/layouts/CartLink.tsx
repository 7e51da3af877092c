import { CART_PATH, type CartSummary } from '@advantage/contracts';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { cartData, envelopeAnswered, useCartData } from '../../lib/connection/cart-data';
import { callServer } from '../../lib/http/client';

/**
 * A page's first server call brings the cart summary (CART_SUMMARY_HEADER). A page that made none (an
 * unknown /ws address, /404, the login screen opened on a fresh load) asks for it with cart/summary,
 * whose answer carries nothing else; the HTTP client keeps the count it brings. Once any envelope came
 * back the server has had its chance: no second ask.
 */
function learnCart(): void {
  if (envelopeAnswered() || cartData() !== undefined) return;
  void callServer('cart/summary');
}

/**
 * The header's cart link: "Cart (N)" once the app knows the cart (docs/product/cart-and-parked-carts.md cart data: a page load's
 * first answer, an add, the cart screen, or a push from another tab), plain "Cart" before.
 */
export function CartLink() {
  const cart = useCartData<CartSummary>();
  useEffect(learnCart, []);
  const count = typeof cart?.itemCount === 'number' ? cart.itemCount : undefined;
  return (
    <li className="usa-nav__primary-item adv-cart-link">
      <Link className="usa-nav__link adv-cart-link__link" to={CART_PATH}>
        {count === undefined ? 'Cart' : `Cart (${count})`}
        {count === undefined ? null : <span className="usa-sr-only">{count === 1 ? ' item' : ' items'}</span>}
      </Link>
    </li>
  );
}
