import { aboveContractMaximum, CART_TEXT } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, eq } from 'drizzle-orm';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { bind } from '../../lib/handler.js';
import { activeCartOr404, cartContext, changedCart } from './context.js';
import { bumpVersion, loadCart } from '../../core/cart/store.js';

const { cartItems } = schema;

/**
 * cart/update_quantity: sets one line's quantity. The item must be in the caller's active cart (else
 * 404, nothing changes); the quantity must reach the offer's minimum; the screen's cart version must
 * still be the cart's, else 409 and the screen reloads the cart (the other change is kept). A larger
 * quantity that brings the contractor's order above its contract's maximum order amount is refused
 * (400 on the quantity, nothing changes); a smaller one is always taken.
 */
export const updateQuantity = bind('cart/update_quantity', async ({ ctx: { request }, input: { body: { itemId, quantity, version } } }) => {
  const ctx = cartContext(request);
  const cartId = await ctx.db.transaction(async (tx) => {
    const cartId = await activeCartOr404(tx, ctx.owner);
    const [item] = await tx
      .select({ minimum: cartItems.minimumOrderQuantity, unit: cartItems.unitOfIssue, quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)))
      .limit(1);
    if (!item) throw new NotFoundError(CART_TEXT.itemNotFound);
    if (quantity < item.minimum) throw new ValidationError([{ field: 'quantity', message: CART_TEXT.belowMinimum(item.minimum, item.unit) }]);
    await bumpVersion(tx, cartId, version);
    await tx.update(cartItems).set({ quantity }).where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)));
    if (quantity > item.quantity) {
      // Priced exactly as the cart shows it; the error rolls the change back.
      const group = (await loadCart(tx, cartId, ctx.storeId)).groups.find((g) => g.items.some((i) => i.itemId === itemId));
      if (group && group.maximumOrderCents !== null && aboveContractMaximum(group)) {
        throw new ValidationError([{ field: 'quantity', message: CART_TEXT.aboveMaximum(group.subtotalCents, group.maximumOrderCents, group.contractNumber) }]);
      }
    }
    return cartId;
  });
  return changedCart(request, 'cart/update_quantity', ctx, cartId, CART_TEXT.quantityUpdated);
});
