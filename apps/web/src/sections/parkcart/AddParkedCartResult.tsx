/**
 * parkcart/addcart Success and Failure as a page of their own: shown when the request was sent again
 * after sign-in (the screens that add a parked cart show the same result in place).
 */
import { PARKCART_TITLES } from '@advantage/contracts';
import { useEffect } from 'react';
import { LinkList } from '../../shell/components/ButtonGroup';
import { setCartData } from '../../lib/connection/cart-data';
import type { PropsOf } from '../../kit/screens/types';
import { detailUrl, MY_PARKED_CARTS_URL } from './format';
import { AddResultAlert } from './parts';

export function AddParkedCartResult({ envelope }: PropsOf<'parkcart/addcart', 'Success' | 'Failure'>) {
  const a = envelope.attributes;
  useEffect(() => {
    if (a.shoppingCart) setCartData(a.shoppingCart);
  }, [a.shoppingCart]);
  return (
    <div className="adv-parkcart">
      <h1>{PARKCART_TITLES.addToCart}</h1>
      <AddResultAlert result={{ added: a.added, problems: a.problems, cartName: a.cart.name }} />
      <LinkList
        className="adv-parkcart__links"
        links={[
          { to: detailUrl(a.cart.cartId), label: `View parked cart ${a.cart.cartNumber}` },
          { to: MY_PARKED_CARTS_URL, label: `Back to ${PARKCART_TITLES.myParkedCarts}` },
        ]}
      />
    </div>
  );
}
