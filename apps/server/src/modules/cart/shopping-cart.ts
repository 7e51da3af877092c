import {
  CART_TEXT, cartSummary, type CartView, EMPTY_CART_SUMMARY, type EmptyCartAttributes, type ShoppingCartAttributes, stateAccessFor,
} from '@advantage/contracts';
import type { AppDb } from '@advantage/db';
import type { FastifyRequest } from 'fastify';
import { screen } from '../../lib/envelope.js';
import { gateFor, offerPrograms } from '../../lib/state-eligibility.js';
import { bind } from '../../lib/handler.js';
import { cartContext } from './context.js';
import { pendingCount } from './funds-queries.js';
import { findActiveCartId, loadCart } from '../../core/cart/store.js';

/** Each line's program badges and, for a state or local member, whether it may be ordered. */
async function withStatePrograms(request: FastifyRequest, db: AppDb, cart: CartView): Promise<CartView> {
  const items = cart.groups.flatMap((g) => g.items);
  const programs = await offerPrograms(db, items.map((i) => i.offerId));
  const gate = await gateFor(db, request.member, request.server.now());
  const groups = cart.groups.map((g) => ({
    ...g,
    items: g.items.map((i) => {
      const keys = programs.get(i.offerId) ?? [];
      return { ...i, statePrograms: keys, ...(gate ? { stateAccess: stateAccessFor(keys, gate.programs, gate.blocked) } : {}) };
    }),
  }));
  return { ...cart, groups };
}

/**
 * cart/shopping_cart: Initial when the cart is empty, else Shopping Cart. A read: it never creates a cart. A
 * cart waiting for funds authorization is not the active cart; the screen says how many are waiting.
 */
export const shoppingCart = bind('cart/shopping_cart', async ({ ctx: { request } }) => {
  const ctx = cartContext(request);
  const cartId = await findActiveCartId(ctx.db, ctx.owner);
  const cart = cartId === undefined ? undefined : await loadCart(ctx.db, cartId, ctx.storeId);
  const waiting = ctx.owner.memberId ? await pendingCount(ctx.db, ctx.owner.memberId) : 0;
  const fundsWaiting = waiting > 0 ? { fundsWaiting: waiting } : {};
  if (!cart || cart.itemCount === 0) {
    const attributes: EmptyCartAttributes = { message: CART_TEXT.empty, cart: cart ? cartSummary(cart) : EMPTY_CART_SUMMARY, ...fundsWaiting };
    return screen('cart/shopping_cart', 'Initial', attributes);
  }
  const attributes: ShoppingCartAttributes = { cart: await withStatePrograms(request, ctx.db, cart), ...fundsWaiting };
  return screen('cart/shopping_cart', 'ShoppingCart', attributes);
});
