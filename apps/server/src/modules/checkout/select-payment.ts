/**
 * ggs/cart/select_payment. Without a method: Select Method of payment (the member's saved cards, a new
 * card, or agency accounting codes). With one: the choice is checked and kept in the session, then
 * VerifyEmail shows it with the address the order confirmation goes to. Of a card only the brand, the
 * last four digits, the expiry and the cardholder are kept; the number is dropped here.
 */
import {
  CARD_TEXT,
  CHECKOUT_TEXT,
  type PaymentChoiceInput,
  type SelectPaymentAttributes,
  summarizeCard,
  type VerifyEmailAttributes,
} from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { screen } from '../../lib/envelope.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { findActiveCartId, loadCart } from '../cart/store.js';
import { findCard, listCards } from '../profile/account/payment-store.js';
import { paymentView } from './review-model.js';
import { type CheckoutContext, checkoutContext, memberName, saveCheckoutState, type StoredPayment } from './state.js';

async function choose(request: FastifyRequest, ctx: CheckoutContext, choice: PaymentChoiceInput): Promise<StoredPayment> {
  if (choice.method === 'accounting') return { kind: 'accounting', codes: choice.codes };
  if (choice.method === 'card') {
    const card = summarizeCard(choice.cardNumber, choice.expiry);
    return { kind: 'card', ...card, holderName: choice.holderName, paymentMethodId: null };
  }
  const saved = await findCard(request.server.db, ctx.member.id, choice.paymentId);
  // Another member's card answers like a deleted one: 404, nothing kept.
  if (!saved) throw new NotFoundError(CHECKOUT_TEXT.savedCardUnknown);
  if (saved.expiring) throw new ValidationError([{ field: 'paymentId', message: CARD_TEXT.expiring }]);
  const { brand, last4, expMonth, expYear, holderName, id } = saved;
  return { kind: 'card', brand, last4, expMonth, expYear, holderName, paymentMethodId: id };
}

export async function selectPaymentVerb(request: FastifyRequest) {
  const choice = request.body as PaymentChoiceInput | undefined;
  const ctx = checkoutContext(request);
  const db = request.server.db;
  if (choice) {
    const payment = await choose(request, ctx, choice);
    await saveCheckoutState(request, { ...ctx.state, payment });
    const attributes: VerifyEmailAttributes = { payment: paymentView(payment)!, email: ctx.member.email, memberName: memberName(ctx.member) };
    return screen('ggs/cart/select_payment', 'VerifyEmail', attributes);
  }
  const cartId = await findActiveCartId(db, ctx.owner);
  const cart = cartId === undefined ? undefined : await loadCart(db, cartId, ctx.storeId);
  const attributes: SelectPaymentAttributes = {
    savedCards: await listCards(db, ctx.member.id),
    current: paymentView(ctx.state.payment),
    itemCount: cart?.itemCount ?? 0,
    totalCents: cart?.totalCents ?? 0,
  };
  return screen('ggs/cart/select_payment', 'SelectPayment', attributes);
}
