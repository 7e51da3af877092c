import { CART_TEXT } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, eq } from 'drizzle-orm';
import { NotFoundError } from '../../lib/errors.js';
import { bind } from '../../lib/handler.js';
import { activeCartOr404, cartContext, changedCart } from './context.js';
import { bumpVersion } from '../../core/cart/store.js';

const { cartItems } = schema;

/** cart/delete_item: removes one line of the caller's active cart; an item id outside it is 404 and changes nothing. */
export const deleteItem = bind('cart/delete_item', async ({ ctx: { request }, input: { body: { itemId } } }) => {
  const ctx = cartContext(request);
  const cartId = await ctx.db.transaction(async (tx) => {
    const cartId = await activeCartOr404(tx, ctx.owner);
    await bumpVersion(tx, cartId);
    const deleted = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)))
      .returning({ id: cartItems.id });
    // Thrown inside the transaction, so the version goes back down with it.
    if (deleted.length === 0) throw new NotFoundError(CART_TEXT.itemNotFound);
    return cartId;
  });
  return changedCart(request, 'cart/delete_item', ctx, cartId, CART_TEXT.removed);
});
