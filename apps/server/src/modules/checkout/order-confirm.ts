/**
 * checkout/order_confirm: OrderConfirmation of the caller's order group ?group=G…, or of the last order
 * placed in this session; OrderError when there is none. Another member's group answers 404.
 */
import { CHECKOUT_TEXT, type OrderErrorAttributes } from '@advantage/contracts';
import { screen } from '../../lib/envelope.js';
import { NotFoundError } from '../../lib/errors.js';
import { bind } from '../../lib/handler.js';
import { readConfirmation } from '../../core/orders/confirmation.js';
import { checkoutContext } from '../../core/orders/checkout-state.js';

export const orderConfirm = bind('checkout/order_confirm', async ({ ctx: { request }, input: { query: { group } } }) => {
  const ctx = checkoutContext(request);
  const number = group ?? ctx.state.lastGroup;
  if (!number) {
    const attributes: OrderErrorAttributes = { message: CHECKOUT_TEXT.noOrderToConfirm, problems: [] };
    return screen('checkout/order_confirm', 'OrderError', attributes);
  }
  const confirmation = await readConfirmation(request.server.db, ctx.member.id, number, ctx.member.email);
  if (!confirmation) throw new NotFoundError('The order was not found.');
  return screen('checkout/order_confirm', 'OrderConfirmation', confirmation);
});
