/**
 * checkout/checkout_review_submit (and ggs/cart/process_order with `submit`): places the order shown
 * on the review. Needs the Idempotency-Key header (400 without it); answers OrderConfirmation, the
 * stored answer again for a repeated key (header Idempotent-Replayed: true), OrderError when something
 * keeps the order from being placed (nothing is written), 409 when the cart was ordered already or
 * changed since the review, 422 when the key was used for another request.
 */
import { CHECKOUT_TEXT, type Envelope, IDEMPOTENT_REPLAYED_HEADER, IDEMPOTENCY_KEY_HEADER, type OrderErrorAttributes, type SubmitOrderInput } from '@advantage/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { screen } from '../../lib/envelope.js';
import { publishCart } from '../cart/store.js';
import { OrderRefused } from './errors.js';
import { readKey, requestHash } from './idempotency.js';
import { placeOrder, type SubmitPath } from './place-order.js';
import { checkoutContext, memberName, saveCheckoutState } from './state.js';

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
  try {
    const outcome = await placeOrder(request.server.db, request, {
      path,
      memberId: ctx.member.id,
      email: ctx.member.email,
      name: memberName(ctx.member),
      storeId: ctx.storeId,
      cartId: body.cartId,
      version: body.version,
      key,
      hash: requestHash(path, body),
      state: ctx.state,
    });
    if (outcome.kind === 'replay') {
      reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      reply.code(outcome.status);
      return outcome.body;
    }
    // Committed. The choices of this checkout are done with; the confirmation stays reachable by number.
    await saveCheckoutState(request, { ...(ctx.state.addressId === undefined ? {} : { addressId: ctx.state.addressId }), lastGroup: outcome.groupNumber });
    publishCart(request, { cartId: body.cartId, version: outcome.cartVersion, itemCount: 0, totalCents: 0, overseas: false, groups: [], priceChanges: 0 });
    return outcome.body;
  } catch (error) {
    if (!(error instanceof OrderRefused)) throw error;
    return refused(error.problems);
  }
}
