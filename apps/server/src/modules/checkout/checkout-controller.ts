/**
 * checkout/checkout_controller: applies the Delivery Options form (each order's deliver-by date and PO
 * notes, already validated by the contract). Orders no longer in the cart are skipped.
 */
import { CHECKOUT_TEXT } from '@advantage/contracts';
import { screen } from '../../lib/envelope.js';
import { bind } from '../../lib/handler.js';
import { buildReview, reviewData } from '../../core/orders/review-model.js';
import { checkoutContext, type OrderOptions, saveCheckoutState } from '../../core/orders/checkout-state.js';

export const checkoutController = bind('checkout/checkout_controller', async ({ ctx: { request, db }, input: { body: { orders } } }) => {
  const ctx = checkoutContext(request);
  const data = await reviewData(db, ctx);
  const current = new Set(data.attributes.orders.map((o) => o.key));
  const options: Record<string, OrderOptions> = {};
  for (const [key, value] of Object.entries(ctx.state.orders ?? {})) if (current.has(key)) options[key] = value;
  for (const o of orders) if (current.has(o.key)) options[o.key] = { deliverBy: o.deliverBy, notes: o.notes };
  ctx.state = { ...ctx.state, orders: options };
  await saveCheckoutState(request, ctx.state);
  const attributes = buildReview(data.cart, data.shipTo, ctx, CHECKOUT_TEXT.deliverySaved, data.aacProblems);
  return screen('checkout/checkout_controller', 'ProcessYourOrder', attributes);
});
