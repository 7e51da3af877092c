/**
 * ggs/cart/process_order, the Global Supply stores' name for placing the order. Without `submit` it
 * answers Initial, the review (Process Your Order); with `submit`, the cart id and the version the
 * review showed, it places the order exactly like checkout_review_submit (Idempotency-Key required)
 * and answers OrderConfirmation, or Initial again with the problems. With `fundsAuthorizationId` it answers
 * AFCDataEntry (Funds Control Cart Review), the funds approver's review of a funds-control cart (cart/afc_cart).
 */
import type { CheckoutProblem } from '@advantage/contracts';
import { answerOf, screen } from '../../lib/envelope.js';
import { BadRequestError } from '../../lib/errors.js';
import { bind } from '../../lib/handler.js';
import { reviewData } from '../../core/orders/review-model.js';
import { checkoutContext } from '../../core/orders/checkout-state.js';
import { stateOrderChoices } from '../../core/orders/state-program.js';
import { submitVerb } from './submit.js';
import { fundsReviewVerb } from '../cart/funds-review.js';

export const processOrder = bind('ggs/cart/process_order', async ({ ctx: { request, reply }, input: { query, body: sent } }) => {
  const body = sent ?? {};
  // The review, with the program choice of a state or local member and, after a refused submission, why.
  const initial = async (problems: CheckoutProblem[] = []) => {
    const { attributes } = await reviewData(request.server.db, checkoutContext(request));
    const stateOrder = await stateOrderChoices(request.server.db, request);
    const own = problems.filter((p) => !attributes.problems.some((q) => q.code === p.code && q.message === p.message));
    return screen('ggs/cart/process_order', 'Initial', { ...attributes, stateOrder, problems: [...own, ...attributes.problems] });
  };
  const fundsAuthorizationId = body.fundsAuthorizationId ?? query.fundsAuthorizationId;
  if (fundsAuthorizationId !== undefined) return fundsReviewVerb(request, fundsAuthorizationId);
  if (!body.submit) return initial();
  if (body.cartId === undefined || body.version === undefined) throw new BadRequestError('Send the cart id and the cart version shown on the review.');
  const { cartId, version, program, programPurpose, programReference } = body;
  return answerOf('ggs/cart/process_order', await submitVerb(request, reply, 'ggs/cart/process_order', { cartId, version, program, programPurpose, programReference }, initial));
});
