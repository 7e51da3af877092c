import { CART_TEXT, cartSummary, EMPTY_CART_SUMMARY, type EmptyCartAttributes, type ShoppingCartAttributes } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { screen } from '../../lib/envelope.js';
import { cartContext } from './context.js';
import { pendingCount } from './funds-queries.js';
import { findActiveCartId, loadCart } from './store.js';

/**
 * cart/shopping_cart: Initial when the cart is empty, else Shopping Cart. A read: it never creates a cart. A
 * cart waiting for funds authorization is not the active cart; the screen says how many are waiting.
 */
export async function shoppingCartVerb(request: FastifyRequest) {
  const ctx = cartContext(request);
  const cartId = await findActiveCartId(ctx.db, ctx.owner);
  const cart = cartId === undefined ? undefined : await loadCart(ctx.db, cartId, ctx.storeId);
  const waiting = ctx.owner.memberId ? await pendingCount(ctx.db, ctx.owner.memberId) : 0;
  const fundsWaiting = waiting > 0 ? { fundsWaiting: waiting } : {};
  if (!cart || cart.itemCount === 0) {
    const attributes: EmptyCartAttributes = { message: CART_TEXT.empty, cart: cart ? cartSummary(cart) : EMPTY_CART_SUMMARY, ...fundsWaiting };
    return screen('cart/shopping_cart', 'Initial', attributes);
  }
  const attributes: ShoppingCartAttributes = { cart, ...fundsWaiting };
  return screen('cart/shopping_cart', 'ShoppingCart', attributes);
}
