import { CART_TEXT, type ShoppingCartAttributes } from '@advantage/contracts';
import type { AppDb } from '@advantage/db';
import type { FastifyRequest } from 'fastify';
import { screen } from '../../lib/envelope.js';
import { NotFoundError } from '../../lib/errors.js';
import { type CartOwner, cartOwner, findActiveCartId, loadCart, publishCart } from '../../core/cart/store.js';

/** What every cart verb needs from the request. */
export interface CartContext {
  db: AppDb;
  owner: CartOwner;
  storeId: number;
}

export function cartContext(request: FastifyRequest): CartContext {
  return { db: request.server.db, owner: cartOwner(request), storeId: request.session.storeId };
}

/**
 * An anonymous visitor's cart belongs to the server session, so the session row must exist before
 * the cart does: it is what expires the cart with the session.
 */
export async function keepSession(request: FastifyRequest, owner: CartOwner): Promise<void> {
  if (!owner.memberId && !request.session.persisted) await request.saveSession();
}

/** The caller's active cart, or 404: an item id is only ever looked up inside it. */
export async function activeCartOr404(db: AppDb, owner: CartOwner): Promise<number> {
  const cartId = await findActiveCartId(db, owner);
  if (cartId === undefined) throw new NotFoundError(CART_TEXT.itemNotFound);
  return cartId;
}

type ChangePath = 'cart/update_quantity' | 'cart/delete_item' | 'cart/reduce_price' | 'cart/overseas_shipping';

/** After a change: the fresh cart for this screen, and its summary for the member's other tabs. */
export async function changedCart(request: FastifyRequest, path: ChangePath, ctx: CartContext, cartId: number, message: string, changed = true) {
  const cart = await loadCart(ctx.db, cartId, ctx.storeId);
  if (changed) publishCart(request, cart);
  const attributes: ShoppingCartAttributes = { cart, message };
  return screen(path, 'ShoppingCart', attributes);
}
