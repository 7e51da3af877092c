import { CART_PATH, type CartSummary } from '@advantage/contracts';
import { Link } from 'react-router';
import { useCartData } from '../../lib/connection/cart-data';

/**
 * The header's cart link: "Cart (N)" once the app knows the cart (spec §3 cart data: an add, the cart
 * screen, or a push from another tab), plain "Cart" before.
 */
export function CartLink() {
  const cart = useCartData<CartSummary>();
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
