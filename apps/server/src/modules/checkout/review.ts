/** checkout/checkout_review (Process Your Order): the active cart as orders, ship-to, payment, totals and problems. */
import type { FastifyRequest } from 'fastify';
import { screen } from '../../lib/envelope.js';
import { reviewData } from './review-model.js';
import { checkoutContext } from './state.js';
import { stateOrderChoices } from './state-program.js';

export async function reviewVerb(request: FastifyRequest) {
  const { attributes } = await reviewData(request.server.db, checkoutContext(request));
  // A state or local member chooses the program the order is made under.
  const stateOrder = await stateOrderChoices(request.server.db, request);
  return screen('checkout/checkout_review', 'ProcessYourOrder', { ...attributes, stateOrder });
}
