/**
 * state/select_payments (SelectPayments): how a state or local entity pays an order: a purchase card (checkout's
 * own payment step, which checks the card) or the entity's purchase order number (checked by the contract's
 * schema), kept with the other checkout choices in the session and recorded on the order.
 */
import { type SelectPaymentsAttributes, STATE_AUTH_TEXT } from '@advantage/contracts';
import { redirect, screen } from '../../lib/envelope.js';
import { eligibilityOf } from '../../lib/state-eligibility.js';
import { paymentView } from '../../core/orders/review-model.js';
import { readCheckoutState, saveCheckoutState } from '../../core/orders/checkout-state.js';
import { requireStateMember } from './state-validation.js';
import { bind } from '../../lib/handler.js';

const PATH = 'state/select_payments';
/** Checkout's payment step: cards are chosen, checked and saved there. */
const CARD_STEP = '/ws/ggs/cart/select_payment';

export const selectPaymentsVerb = bind('state/select_payments', async ({ ctx, input: { body } }) => {
  const { request } = ctx;
  const member = requireStateMember(request);
  const input = body;
  if (input?.method === 'card') return redirect(PATH, CARD_STEP);
  const state = readCheckoutState(request);
  let saved = false;
  if (input?.method === 'purchaseOrder') {
    state.payment = { kind: 'purchaseOrder', number: input.purchaseOrder };
    await saveCheckoutState(request, state);
    saved = true;
  }
  const eligibility = await eligibilityOf(ctx.db, member.id, request.server.now());
  const view = paymentView(state.payment);
  const attributes: SelectPaymentsAttributes = {
    storeID: ctx.store,
    agencyName: eligibility?.agencyName ?? null,
    current: view ? { kind: view.kind, label: view.label } : null,
    purchaseOrder: state.payment?.kind === 'purchaseOrder' ? state.payment.number : '',
    ...(saved && state.payment?.kind === 'purchaseOrder' ? { saved, notice: STATE_AUTH_TEXT.purchaseOrderSaved(state.payment.number) } : {}),
  };
  return screen(PATH, 'SelectPayments', attributes);
});
