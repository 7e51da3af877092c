/**
 * checkout/select_breakbulk {breakbulkPoint}: the DoDAAC of the consolidation point where an overseas
 * surface shipment is broken down; kept with the ship-to copy of the order group. Blank clears it.
 */
import { CHECKOUT_TEXT } from '@advantage/contracts';
import { screen } from '../../lib/envelope.js';
import { bind } from '../../lib/handler.js';
import { reviewData } from '../../core/orders/review-model.js';
import { checkoutContext, saveCheckoutState } from '../../core/orders/checkout-state.js';

export const selectBreakbulk = bind('checkout/select_breakbulk', async ({ ctx: { request }, input: { body: { breakbulkPoint } } }) => {
  const ctx = checkoutContext(request);
  const { breakbulkPoint: _previous, ...rest } = ctx.state;
  ctx.state = breakbulkPoint ? { ...rest, breakbulkPoint } : rest;
  await saveCheckoutState(request, ctx.state);
  const { attributes } = await reviewData(request.server.db, ctx, CHECKOUT_TEXT.breakbulkSaved);
  return screen('checkout/select_breakbulk', 'ProcessYourOrder', attributes);
});
