/**
 * cart/shopping_cart ShoppingCart (docs/product/cart-and-parked-carts.md): the items grouped by contractor with subtotals, changed
 * prices to accept, unavailable items flagged, the overseas choice and the total. Every change answers
 * the fresh cart; a change refused because the cart changed elsewhere reloads it (nothing typed is
 * lost). A change pushed from another tab (docs/product/cart-and-parked-carts.md cart data) reloads it too. An inspect punchout shows the
 * cart read-only: a notice, no quantity form, Accept, Remove, overseas choice or Park.
 */
import { aboveContractMaximum, CART_TEXT, PUNCHOUT_PATHS, PUNCHOUT_TEXT, type CartItemView, type CartSummary, type CartView, cartSummary, loadingMessageFor, type ScreenEnvelope, type ShoppingCartAttributes } from '@advantage/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { setCartData, useCartData } from '../../lib/connection/cart-data';
import { useCartReadOnly, usePunchout } from '../../lib/connection/punchout-data';
import { returnCartLabel } from '../../shell/layouts/PunchoutBanner';
import type { ScreenProps } from '../../kit/screens/types';
import { type ChangePath, changeCart, emptyCart, reloadCart } from './cart-actions';
import { CartGroup } from './CartGroup';
import { quantityId } from './CartLine';
import { EmptyCartBody } from './EmptyCart';
import { FundsWaiting } from './FundsWaiting';
import { money } from './format';
import { Notice, type NoticeState } from './Notice';

/** The cart as opened (shopping_cart) or as a change replayed after sign-in answered it. */
type CartProps = ScreenProps<ScreenEnvelope<'cart/shopping_cart' | ChangePath, 'ShoppingCart'>>;

// Read as possibly incomplete, as before the answer map typed it: the screen never fails on a missing cart.
function readCart(attributes: Partial<ShoppingCartAttributes>): CartView {
  const { cart } = attributes;
  return cart && Array.isArray(cart.groups) ? cart : emptyCart(undefined);
}

function CheckoutReadiness({ cart }: { cart: CartView }) {
  const punchout = usePunchout();
  const unavailable = cart.groups.some((g) => g.items.some((i) => i.unavailable));
  const aboveMaximum = cart.groups.some((g) => aboveContractMaximum(g));
  if (cart.priceChanges === 0 && !unavailable && !aboveMaximum) {
    // In a punchout the cart goes back to the buyer's procurement system instead of checkout.
    if (punchout) {
      return (
        <a className="usa-button adv-cart__checkout" href={PUNCHOUT_PATHS.returnCart}>
          {returnCartLabel(punchout.organization)}
        </a>
      );
    }
    return (
      <Link className="usa-button adv-cart__checkout" to="/ws/checkout/checkout_review">
        {CART_TEXT.checkout}
      </Link>
    );
  }
  return (
    <div className="usa-alert usa-alert--warning usa-alert--slim">
      <div className="usa-alert__body">
        {cart.priceChanges > 0 ? <p className="usa-alert__text">{CART_TEXT.priceChangesPending(cart.priceChanges)}</p> : null}
        {unavailable ? <p className="usa-alert__text">{CART_TEXT.unavailablePending}</p> : null}
        {aboveMaximum ? <p className="usa-alert__text">{CART_TEXT.aboveMaximumPending}</p> : null}
      </div>
    </div>
  );
}

export function ShoppingCart({ envelope }: CartProps) {
  const [cart, setCart] = useState<CartView>(() => readCart(envelope.attributes));
  const [notice, setNotice] = useState<NoticeState>();
  const [busy, setBusy] = useState(false);
  // Read synchronously, so a double click sends one change; controls stay enabled to keep the focus.
  const sending = useRef(false);
  const [errors, setErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const noticeRef = useRef<HTMLDivElement>(null);
  const pushed = useCartData<CartSummary>();
  // An inspect punchout: the cart is shown, with no control that would change it; the server refuses any.
  const readOnly = useCartReadOnly();
  // What the app held before this screen opened is older than the envelope: only later pushes count.
  const pushedAtOpen = useRef(pushed);

  // The header's count follows this screen's cart.
  useEffect(() => setCartData(cartSummary(cart)), [cart]);

  // Another tab changed the cart: read it again (this tab's own changes arrive with their answer).
  useEffect(() => {
    if (!pushed || pushed === pushedAtOpen.current || busy) return;
    if (pushed.cartId === cart.cartId && pushed.version <= cart.version) return;
    let live = true;
    void reloadCart().then((fresh) => {
      if (!live || !fresh) return;
      setCart(fresh);
      setNotice({ kind: 'info', text: CART_TEXT.changedElsewhere });
    });
    return () => {
      live = false;
    };
    // Only a new push starts a reload; the cart it compares with is the one on screen then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pushed]);

  async function run(path: ChangePath, payload: Record<string, unknown>, item?: CartItemView): Promise<boolean> {
    if (sending.current) return false;
    sending.current = true;
    setBusy(true);
    setNotice({ kind: 'info', text: loadingMessageFor(path), busy: true });
    if (item) setErrors((e) => new Map([...e].filter(([id]) => id !== item.itemId)));
    const outcome = await changeCart(path, payload);
    sending.current = false;
    setBusy(false);
    switch (outcome.kind) {
      case 'cart':
        setCart(outcome.cart);
        setNotice({ kind: 'success', text: outcome.message });
        return true;
      case 'reloaded':
        if (outcome.cart) setCart(outcome.cart);
        setNotice({ kind: 'warning', text: outcome.message });
        noticeRef.current?.focus();
        return false;
      case 'invalid':
        setNotice(undefined);
        if (item && outcome.field === 'quantity') {
          setErrors((e) => new Map(e).set(item.itemId, outcome.message));
          document.getElementById(quantityId(item.itemId))?.focus();
        } else {
          setNotice({ kind: 'error', text: outcome.message });
        }
        return false;
      case 'failed':
        setNotice({ kind: 'error', text: outcome.message });
        return false;
      case 'handed-over':
        setNotice(undefined);
        return false;
    }
  }

  const line = {
    busy,
    readOnly,
    onUpdate: (item: CartItemView, quantity: string) => run('cart/update_quantity', { itemId: item.itemId, quantity, version: cart.version }, item),
    onRemove: (item: CartItemView) => {
      // The row goes away: the result takes the focus.
      void run('cart/delete_item', { itemId: item.itemId }, item).then(() => noticeRef.current?.focus());
    },
    onAccept: (item: CartItemView) => {
      void run('cart/reduce_price', { itemId: item.itemId }, item).then(() => noticeRef.current?.focus());
    },
  };

  return (
    <div className="adv-cart">
      <h1>{CART_TEXT.title}</h1>
      <FundsWaiting count={envelope.attributes.fundsWaiting} />
      {readOnly
        ? (
            <div className="usa-alert usa-alert--info usa-alert--slim adv-cart__read-only">
              <div className="usa-alert__body">
                <p className="usa-alert__text">{PUNCHOUT_TEXT.readOnly}</p>
              </div>
            </div>
          )
        : null}
      <Notice notice={notice} noticeRef={noticeRef} />
      {cart.itemCount === 0
        ? <EmptyCartBody />
        : (
            <>
              <p className="adv-cart__count">{`${cart.itemCount} ${cart.itemCount === 1 ? 'item' : 'items'} from ${cart.groups.length} ${cart.groups.length === 1 ? 'contractor' : 'contractors'}. Each contractor's items become one order.`}</p>
              {cart.groups.map((group, index) => (
                <CartGroup key={`${group.contractorId}-${group.contractNumber}`} group={group} index={index} errors={errors} {...line} />
              ))}
              <div className="adv-cart__summary">
                {readOnly
                  ? (cart.overseas ? <p>{CART_TEXT.overseasLabel}</p> : null)
                  : (
                      <div className="usa-checkbox">
                        <input
                          className="usa-checkbox__input"
                          id="cart-overseas"
                          type="checkbox"
                          checked={cart.overseas}
                          onChange={(event) => void run('cart/overseas_shipping', { overseas: event.target.checked })}
                        />
                        <label className="usa-checkbox__label" htmlFor="cart-overseas">
                          {CART_TEXT.overseasLabel}
                        </label>
                      </div>
                    )}
                <p className="adv-cart__total">
                  <span>{`${CART_TEXT.total}: `}</span>
                  <strong data-total={cart.totalCents}>{money(cart.totalCents)}</strong>
                </p>
                <CheckoutReadiness cart={cart} />
                {readOnly
                  ? null
                  : (
                      <p>
                        <Link className="usa-button usa-button--outline" to="/ws/parkcart/save_parkcart">
                          {CART_TEXT.park}
                        </Link>
                      </p>
                    )}
                <p>
                  <Link className="usa-link" to="/ws/main/home">
                    {CART_TEXT.continueShopping}
                  </Link>
                </p>
              </div>
            </>
          )}
    </div>
  );
}
