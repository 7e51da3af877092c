/** checkout/delivery_options (DeliveryOptions): each order's deliver-by date and PO notes, to change. */
import { type DeliveryOptionsAttributes, earliestDeliverBy } from '@advantage/contracts';
import { screen } from '../../lib/envelope.js';
import { bind } from '../../lib/handler.js';
import { findActiveCartId, loadCart } from '../../core/cart/store.js';
import { ordersOf } from '../../core/orders/review-model.js';
import { checkoutContext } from '../../core/orders/checkout-state.js';

export const deliveryOptions = bind('checkout/delivery_options', async ({ ctx: { request, db } }) => {
  const ctx = checkoutContext(request);
  const cartId = await findActiveCartId(db, ctx.owner);
  const cart = cartId === undefined ? undefined : await loadCart(db, cartId, ctx.storeId);
  const attributes: DeliveryOptionsAttributes = { orders: ordersOf(cart, ctx.state), earliestDate: earliestDeliverBy() };
  return screen('checkout/delivery_options', 'DeliveryOptions', attributes);
});
