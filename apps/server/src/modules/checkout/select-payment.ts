/**
 * ggs/cart/select_payment. Without a method: Select Method of payment (the member's saved cards, a new
 * card, or agency accounting codes). With one: the choice is checked and kept in the session, then
 * VerifyEmail shows it with the address the order confirmation goes to. Of a card only the brand, the
 * last four digits, the expiry and the cardholder are kept; the number is dropped here. A card is
 * refused (400, nothing kept) while an order of the cart is above its single-purchase limit.
 */
import {
  CARD_TEXT,
  cardExpiryError,
  CHECKOUT_TEXT,
  type PaymentChoiceInput,
  type SelectPaymentAttributes,
  summarizeCard,
  type VerifyEmailAttributes,
} from '@advantage/contracts';
import type { AppDb } from '@advantage/db';
import type { FastifyRequest } from 'fastify';
import { requireAacAccess } from '../../core/aac/aac-access.js';
import { screen } from '../../lib/envelope.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { bind } from '../../lib/handler.js';
import { findActiveCartId, loadCart } from '../../core/cart/store.js';
import { findCard, listCards } from '../profile/account/payment-store.js';
import { cardLimitProblems, paymentView } from '../../core/orders/review-model.js';
import { type CheckoutContext, checkoutContext, memberName, saveCheckoutState, type StoredPayment } from '../../core/orders/checkout-state.js';

async function choose(request: FastifyRequest, ctx: CheckoutContext, choice: PaymentChoiceInput): Promise<StoredPayment> {
  if (choice.method === 'accounting') {
    // Codes charge an AAC: only with the member's grant, unlocked in this session (the password may come along).
    await requireAacAccess(request, choice.codes.aac, { password: choice.aacPassword, field: 'codes.aac' });
    return { kind: 'accounting', codes: choice.codes };
  }
  if (choice.method === 'card') {
    const card = summarizeCard(choice.cardNumber, choice.expiry);
    return { kind: 'card', ...card, holderName: choice.holderName, paymentMethodId: null };
  }
  const now = new Date(request.server.now());
  const saved = await findCard(request.server.db, ctx.member.id, choice.paymentId, now);
  // Another member's card answers like a deleted one: 404, nothing kept.
  if (!saved) throw new NotFoundError(CHECKOUT_TEXT.savedCardUnknown);
  if (saved.expiring) throw new ValidationError([{ field: 'paymentId', message: cardExpiryError(`${saved.expMonth}/${saved.expYear}`, now) ?? CARD_TEXT.expiring }]);
  const { brand, last4, expMonth, expYear, holderName, id } = saved;
  return { kind: 'card', brand, last4, expMonth, expYear, holderName, paymentMethodId: id };
}

async function activeCart(db: AppDb, ctx: CheckoutContext) {
  const cartId = await findActiveCartId(db, ctx.owner);
  return cartId === undefined ? undefined : loadCart(db, cartId, ctx.storeId);
}

export const selectPayment = bind('ggs/cart/select_payment', async ({ ctx: { request, db }, input: { body: choice } }) => {
  const ctx = checkoutContext(request);
  if (choice) {
    const payment = await choose(request, ctx, choice);
    if (payment.kind === 'card') {
      // Submission checks again, for a cart changed after this choice.
      const above = cardLimitProblems(await activeCart(db, ctx), ctx.cardLimitCents);
      if (above.length > 0) throw new ValidationError(above.map((p) => ({ field: 'method', message: p.message })));
    }
    await saveCheckoutState(request, { ...ctx.state, payment });
    const attributes: VerifyEmailAttributes = { payment: paymentView(payment)!, email: ctx.member.email, memberName: memberName(ctx.member) };
    return screen('ggs/cart/select_payment', 'VerifyEmail', attributes);
  }
  const cart = await activeCart(db, ctx);
  const attributes: SelectPaymentAttributes = {
    savedCards: await listCards(db, ctx.member.id, new Date(request.server.now())),
    current: paymentView(ctx.state.payment),
    itemCount: cart?.itemCount ?? 0,
    totalCents: cart?.totalCents ?? 0,
    cardLimitCents: ctx.cardLimitCents,
    ordersAboveCardLimit: cardLimitProblems(cart, ctx.cardLimitCents).length,
  };
  return screen('ggs/cart/select_payment', 'SelectPayment', attributes);
});
