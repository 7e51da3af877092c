import { CART_TEXT } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, eq } from 'drizzle-orm';
import { NotFoundError } from '../../lib/errors.js';
import { contractUsable } from '../../core/cart/cart-view.js';
import { bind } from '../../lib/handler.js';
import { activeCartOr404, cartContext, changedCart } from './context.js';
import { bumpVersion } from '../../core/cart/store.js';

const { cartItems, offers, contracts } = schema;

/**
 * cart/reduce_price: the buyer accepts today's price of an item whose price changed since it was
 * added. The price is read from the offers table, never from the request.
 */
export const reducePrice = bind('cart/reduce_price', async ({ ctx: { request }, input: { body: { itemId } } }) => {
  const ctx = cartContext(request);
  const outcome = await ctx.db.transaction(async (tx) => {
    const cartId = await activeCartOr404(tx, ctx.owner);
    const [row] = await tx
      .select({
        accepted: cartItems.acceptedPriceCents,
        price: offers.priceCents,
        contract: { startDate: contracts.startDate, endDate: contracts.endDate, storeIds: contracts.storeIds },
      })
      .from(cartItems)
      .leftJoin(offers, eq(offers.id, cartItems.offerId))
      .leftJoin(contracts, eq(contracts.id, offers.contractId))
      .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)))
      .limit(1);
    if (!row) throw new NotFoundError(CART_TEXT.itemNotFound);
    if (row.price === null || !row.contract || !contractUsable(row.contract, ctx.storeId)) {
      return { cartId, changed: false, message: CART_TEXT.priceNotAccepted };
    }
    if (row.price === row.accepted) return { cartId, changed: false, message: CART_TEXT.priceAccepted };
    await bumpVersion(tx, cartId);
    await tx.update(cartItems).set({ acceptedPriceCents: row.price }).where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)));
    return { cartId, changed: true, message: CART_TEXT.priceAccepted };
  });
  return changedCart(request, 'cart/reduce_price', ctx, outcome.cartId, outcome.message, outcome.changed);
});
