/**
 * checkout/checkout_review_submit (and ggs/cart/process_order with `submit`): places the order shown
 * on the review. Needs the Idempotency-Key header (400 without it); answers OrderConfirmation, the
 * stored answer again for a repeated key (header Idempotent-Replayed: true), OrderError when something
 * keeps the order from being placed (nothing is written), 409 when the cart was ordered already or
 * changed since the review, 422 when the key was used for another request.
 */
import {
  CHECKOUT_TEXT, type Envelope, IDEMPOTENT_REPLAYED_HEADER, IDEMPOTENCY_KEY_HEADER, type OrderErrorAttributes, type ServerPath, type SubmitOrderInput,
} from '@advantage/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerOf, screen } from '../../lib/envelope.js';
import { bind } from '../../lib/handler.js';
import { fundsControlAnswer } from '../cart/funds-draft.js';
import { publishCart } from '../../core/cart/store.js';
import { submitAacProblems } from '../../core/orders/aac-checks.js';
import { OrderRefused } from '../../core/orders/errors.js';
import { readKey, requestHash } from '../../core/orders/idempotency.js';
import { placeOrder } from '../../core/orders/place-order.js';
import { checkoutContext, ordererOf, saveCheckoutState } from '../../core/orders/checkout-state.js';
import { stateOrderChoice } from '../../core/orders/state-program.js';
import { stateAuthorizationHold } from '../state/authorization-hold.js';

/** The paths a buyer submits the review on; the confirmation answers in the same path. */
export type SubmitPath = Extract<ServerPath, 'checkout/checkout_review_submit' | 'ggs/cart/process_order'>;

/** checkout_review_submit answers OrderError; process_order has no such answer and shows its review again. */
type Refused = (problems: OrderErrorAttributes['problems']) => Promise<Envelope> | Envelope;

const orderError: Refused = (problems) => {
  const attributes: OrderErrorAttributes = { message: CHECKOUT_TEXT.orderNotPlaced, problems };
  return screen('checkout/checkout_review_submit', 'OrderError', attributes);
};

export async function submitVerb(
  request: FastifyRequest,
  reply: FastifyReply,
  path: SubmitPath,
  body: SubmitOrderInput,
  refused: Refused = orderError,
): Promise<Envelope> {
  const ctx = checkoutContext(request);
  const key = readKey(request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]);
  // Ordering to an AAC needs its grant, unlocked in this session; a client skipping the screens is refused here.
  const aacRefused = await submitAacProblems(request, ctx);
  if (aacRefused.length > 0) {
    countOutcome(request, 'refused');
    return refused(aacRefused);
  }
  // A state or local member orders under a program they validated, citing what it needs.
  const stateChoice = await stateOrderChoice(request, body);
  if (stateChoice.problems.length > 0) {
    countOutcome(request, 'refused');
    return refused(stateChoice.problems);
  }
  // A state or local order above the member's limit, or under a program that needs it, waits for their supervisor.
  const held = await stateAuthorizationHold(request, path, ctx, body, stateChoice.order);
  if (held) {
    countOutcome(request, 'held');
    return held;
  }
  // A cart charged to an AAC under funds control is not ordered here: it waits for the funds approver (afc_cart).
  const fundsControl = await fundsControlAnswer(request, path, ctx.state);
  if (fundsControl) {
    countOutcome(request, 'held');
    return fundsControl;
  }
  try {
    const outcome = await placeOrder(request.server.db, request, {
      answer: (_tx, { confirmation }) => screen(path, 'OrderConfirmation', confirmation) as Envelope,
      ...ordererOf(ctx),
      cartId: body.cartId,
      version: body.version,
      key,
      hash: requestHash(path, body),
      state: ctx.state,
      cardLimitCents: ctx.cardLimitCents,
      stateProgram: stateChoice.order,
    });
    if (outcome.kind === 'replay') {
      countOutcome(request, 'replayed');
      reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      reply.code(outcome.status);
      return outcome.body;
    }
    // Committed. The choices of this checkout are done with; the confirmation stays reachable by number.
    await saveCheckoutState(request, { ...(ctx.state.addressId === undefined ? {} : { addressId: ctx.state.addressId }), lastGroup: outcome.groupNumber });
    countOutcome(request, 'placed');
    publishCart(request, { cartId: body.cartId, version: outcome.cartVersion, itemCount: 0, totalCents: 0, overseas: false, groups: [], priceChanges: 0 });
    return outcome.body;
  } catch (error) {
    if (!(error instanceof OrderRefused)) {
      countOutcome(request, (error as { statusCode?: number }).statusCode === 409 ? 'conflict' : 'failed');
      throw error;
    }
    countOutcome(request, 'refused');
    return refused(error.problems);
  }
}

/** One count per submission, so an operator sees refusals and conflicts next to placed orders. */
function countOutcome(request: FastifyRequest, outcome: 'placed' | 'replayed' | 'refused' | 'held' | 'conflict' | 'failed'): void {
  request.server.metrics.checkoutOutcomes.inc({ outcome });
}

/** checkout/checkout_review_submit: the review's cart and version, and a state or local order's program. */
export const reviewSubmit = bind('checkout/checkout_review_submit', async ({ ctx: { request, reply }, input: { body } }) =>
  answerOf('checkout/checkout_review_submit', await submitVerb(request, reply, 'checkout/checkout_review_submit', body)));
