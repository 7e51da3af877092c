/**
 * state/select_payments (SelectPayments): how a state or local entity pays an order: a purchase card (checkout's
 * own payment step, which checks the card) or the entity's purchase order number (checked by the contract's
 * schema), kept with the other checkout choices in the session and recorded on the order.
 */
import { type SelectPaymentsAttributes, type SelectPaymentsInput, STATE_AUTH_TEXT } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { redirect, screen } from '../../lib/envelope.js';
import { eligibilityOf } from '../../lib/state-eligibility.js';
import { paymentView } from '../checkout/review-model.js';
import { readCheckoutState, saveCheckoutState } from '../checkout/state.js';
import { requireStateMember } from './state-validation.js';

const PATH = 'state/select_payments';
/** Checkout's payment step: cards are chosen, checked and saved there. */
const CARD_STEP = '/ws/ggs/cart/select_payment';

export async function selectPaymentsVerb(request: FastifyRequest) {
  const member = requireStateMember(request);
  const input = request.body as SelectPaymentsInput;
  if (input?.method === 'card') return redirect(PATH, CARD_STEP);
  const state = readCheckoutState(request);
  let saved = false;
  if (input?.method === 'purchaseOrder') {
    state.payment = { kind: 'purchaseOrder', number: input.purchaseOrder };
    await saveCheckoutState(request, state);
    saved = true;
  }
  const eligibility = await eligibilityOf(request.server.db, member.id, request.server.now());
  const view = paymentView(state.payment);
  const attributes: SelectPaymentsAttributes = {
    storeID: request.session.storeId,
    agencyName: eligibility?.agencyName ?? null,
    current: view ? { kind: view.kind, label: view.label } : null,
    purchaseOrder: state.payment?.kind === 'purchaseOrder' ? state.payment.number : '',
    ...(saved && state.payment?.kind === 'purchaseOrder' ? { saved, notice: STATE_AUTH_TEXT.purchaseOrderSaved(state.payment.number) } : {}),
  };
  return screen(PATH, 'SelectPayments', attributes);
}
