/** checkout/checkout_review (Process Your Order): the active cart as orders, ship-to, payment, totals and problems. */
import { screen } from '../../lib/envelope.js';
import { bind } from '../../lib/handler.js';
import { reviewData } from '../../core/orders/review-model.js';
import { checkoutContext } from '../../core/orders/checkout-state.js';
import { stateOrderChoices } from '../../core/orders/state-program.js';

export const review = bind('checkout/checkout_review', async ({ ctx: { request } }) => {
  const { attributes } = await reviewData(request.server.db, checkoutContext(request));
  // A state or local member chooses the program the order is made under.
  const stateOrder = await stateOrderChoices(request.server.db, request);
  return screen('checkout/checkout_review', 'ProcessYourOrder', { ...attributes, stateOrder });
});
