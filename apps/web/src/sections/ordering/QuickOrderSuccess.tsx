/** quick_ordering_cart Success: every row went to the cart. Shown in place by Quick Order, or as its own page. */
import { ORDERING_TITLES, QUICK_ORDER_TEXT, type QuickOrderSuccessAttributes } from '@advantage/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { setCartData } from '../../lib/connection/cart-data';
import { SuccessAlert } from '../../shell/components/SuccessAlert';
import type { PropsOf } from '../../kit/screens/types';

export function QuickOrderDone({ result, onMore }: { result: QuickOrderSuccessAttributes; onMore?: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => headingRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="adv-quick-order">
      <h1>{ORDERING_TITLES.quickOrder}</h1>
      <SuccessAlert heading="Items added to your cart" headingRef={headingRef}>
        {`${QUICK_ORDER_TEXT.added(result.added)} Your cart now holds ${result.cartItemCount === 1 ? '1 item' : `${result.cartItemCount} items`}.`}
      </SuccessAlert>
      <ul className="usa-button-group adv-quick-order__actions">
        <li className="usa-button-group__item">
          <Link className="usa-button" to="/ws/cart/shopping_cart">
            View your shopping cart
          </Link>
        </li>
        <li className="usa-button-group__item">
          {onMore
            ? (
                <button type="button" className="usa-button usa-button--outline" onClick={onMore}>
                  Order more items
                </button>
              )
            : (
                <Link className="usa-button usa-button--outline" to="/ws/ordering/quick_ordering">
                  Order more items
                </Link>
              )}
        </li>
      </ul>
    </div>
  );
}

export function QuickOrderSuccess({ envelope }: PropsOf<'ordering/quick_ordering_cart', 'Success'>) {
  const result = envelope.attributes;
  useEffect(() => {
    if (result.shoppingCart) setCartData(result.shoppingCart);
  }, [result.shoppingCart]);
  return <QuickOrderDone result={result} />;
}
