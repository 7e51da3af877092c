import { CART_TEXT } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { bind } from '../../lib/handler.js';
import { cartContext, changedCart, keepSession } from './context.js';
import { bumpVersion, ensureActiveCart } from '../../core/cart/store.js';

/** cart/overseas_shipping: whether the order ships outside the 48 contiguous states (DoDAAC, APO/FPO). */
export const overseasShipping = bind('cart/overseas_shipping', async ({ ctx: { request }, input: { body: { overseas } } }) => {
  const ctx = cartContext(request);
  await keepSession(request, ctx.owner);
  const cartId = await ctx.db.transaction(async (tx) => {
    const cartId = await ensureActiveCart(tx, ctx.owner);
    await bumpVersion(tx, cartId);
    await tx.update(schema.carts).set({ overseas }).where(eq(schema.carts.id, cartId));
    return cartId;
  });
  return changedCart(request, 'cart/overseas_shipping', ctx, cartId, overseas ? CART_TEXT.overseasOn : CART_TEXT.overseasOff);
});
