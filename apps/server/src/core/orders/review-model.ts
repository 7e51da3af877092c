/**
 * The checkout review as every step shows it (ProcessYourOrder): the active cart split into one order
 * per contractor and contract, the ship-to address, the payment, and what keeps the order from being
 * placed. The submission checks the same problems again inside its transaction.
 */
import {
  aboveContractMaximum,
  accountingLabel,
  type AddressView,
  cardChoiceLabel,
  type CartView,
  CHECKOUT_TEXT,
  type CheckoutOrderView,
  type CheckoutProblem,
  cardExpiryError,
  type PaymentChoiceView,
  type ProcessYourOrderAttributes,
  purchaseOrderLabel,
} from '@advantage/contracts';
import type { AppDb } from '@advantage/db';
import { aacProblems, type AacViewer, withAacAccess } from '../aac/aac-access.js';
import { findAddress, listAddresses } from './address-store.js';
import { findActiveCartId, loadCart } from '../cart/store.js';
import type { CheckoutContext, CheckoutState, StoredPayment } from './checkout-state.js';

/** The key of a contractor's order across the steps. */
export const orderKey = (group: { contractorId: number; contractNumber: string }) => `${group.contractorId}-${group.contractNumber}`;

export function ordersOf(cart: CartView | undefined, state: CheckoutState): CheckoutOrderView[] {
  return (cart?.groups ?? []).map((group) => {
    const key = orderKey(group);
    const options = state.orders?.[key];
    return {
      key,
      contractorId: group.contractorId,
      contractorName: group.contractorName,
      contractNumber: group.contractNumber,
      items: group.items,
      subtotalCents: group.subtotalCents,
      deliverBy: options?.deliverBy || null,
      notes: options?.notes ?? '',
    };
  });
}

export function paymentView(payment: StoredPayment | undefined): PaymentChoiceView | null {
  if (!payment) return null;
  if (payment.kind === 'accounting') return { kind: 'accounting', codes: payment.codes, label: accountingLabel(payment.codes) };
  if (payment.kind === 'purchaseOrder') return { kind: 'purchaseOrder', number: payment.number, label: purchaseOrderLabel(payment.number) };
  const { brand, last4, expMonth, expYear, holderName } = payment;
  return { kind: 'card', brand, last4, expMonth, expYear, holderName, label: cardChoiceLabel({ brand, last4, expMonth, expYear }) };
}

/** The chosen address, or else the member's default (the address book lists it first). */
export async function resolveShipTo(db: AppDb, memberId: string, state: CheckoutState): Promise<AddressView | undefined> {
  if (state.addressId !== undefined) {
    const chosen = await findAddress(db, memberId, state.addressId);
    if (chosen) return chosen;
  }
  const [first] = await listAddresses(db, memberId);
  return first;
}

/** The AACs an order goes to: the AAC of an AAC/DoDAAC ship-to address, the AAC of the accounting codes. */
export function orderAacs(shipTo: AddressView | undefined, payment: StoredPayment | undefined): string[] {
  const aacs: string[] = [];
  if (shipTo?.kind === 'aac' && shipTo.aac) aacs.push(shipTo.aac);
  if (payment?.kind === 'accounting') aacs.push(payment.codes.aac);
  return aacs;
}

/**
 * The orders a purchase card cannot pay: each contractor's order is one purchase on the card, so each
 * is held to the card's single-purchase limit. Accounting codes have no such limit.
 */
export function cardLimitProblems(cart: CartView | undefined, cardLimitCents: number): CheckoutProblem[] {
  return (cart?.groups ?? [])
    .filter((g) => g.subtotalCents > cardLimitCents)
    .map((g): CheckoutProblem => ({ code: 'aboveCardLimit', message: CHECKOUT_TEXT.aboveCardLimit(g.contractorName, g.subtotalCents, cardLimitCents) }));
}

/** Why this cart cannot be ordered as it stands; empty when it can. */
export function orderProblems(
  cart: CartView | undefined,
  shipTo: AddressView | undefined,
  payment: StoredPayment | undefined,
  cardLimitCents: number,
  now = new Date(),
): CheckoutProblem[] {
  const problems: CheckoutProblem[] = [];
  const items = cart?.groups.flatMap((g) => g.items) ?? [];
  if (items.length === 0) problems.push({ code: 'empty', message: CHECKOUT_TEXT.empty });
  for (const item of items) {
    if (item.unavailable) problems.push({ code: 'unavailable', message: CHECKOUT_TEXT.unavailable(item.title), itemId: item.itemId });
    else if (item.priceChanged) problems.push({ code: 'priceChanged', message: CHECKOUT_TEXT.priceChanged(item.title), itemId: item.itemId });
  }
  for (const g of cart?.groups ?? []) {
    if (g.maximumOrderCents !== null && aboveContractMaximum(g)) {
      problems.push({ code: 'aboveMaximum', message: CHECKOUT_TEXT.aboveMaximum(g.contractorName, g.contractNumber, g.subtotalCents, g.maximumOrderCents) });
    }
  }
  if (!shipTo) problems.push({ code: 'noAddress', message: CHECKOUT_TEXT.noAddress });
  if (!payment) problems.push({ code: 'noPayment', message: CHECKOUT_TEXT.noPayment });
  if (payment?.kind === 'card') {
    // The 20-day rule is applied when the card is chosen and again when the order is placed.
    const expiring = cardExpiryError(`${payment.expMonth}/${payment.expYear}`, now);
    if (expiring) problems.push({ code: 'cardExpiring', message: expiring });
    problems.push(...cardLimitProblems(cart, cardLimitCents));
  }
  return problems;
}

export interface ReviewData {
  cart: CartView | undefined;
  shipTo: AddressView | undefined;
  /** What keeps the member from ordering to the order's AACs (core/aac/aac-access.ts). */
  aacProblems: CheckoutProblem[];
  attributes: ProcessYourOrderAttributes;
}

export function buildReview(
  cart: CartView | undefined,
  shipTo: AddressView | undefined,
  ctx: CheckoutContext,
  notice: string | null,
  aacProblemList: CheckoutProblem[] = [],
): ProcessYourOrderAttributes {
  return {
    cartId: cart?.cartId ?? null,
    version: cart?.version ?? 0,
    itemCount: cart?.itemCount ?? 0,
    totalCents: cart?.totalCents ?? 0,
    overseas: cart?.overseas ?? false,
    orders: ordersOf(cart, ctx.state),
    shipTo: shipTo ?? null,
    payment: paymentView(ctx.state.payment),
    breakbulkPoint: ctx.state.breakbulkPoint || null,
    confirmationEmail: ctx.member.email,
    problems: [...orderProblems(cart, shipTo, ctx.state.payment, ctx.cardLimitCents), ...aacProblemList],
    notice,
  };
}

export async function reviewData(db: AppDb, ctx: CheckoutContext, notice: string | null = null): Promise<ReviewData> {
  const cartId = await findActiveCartId(db, ctx.owner);
  const cart = cartId === undefined ? undefined : await loadCart(db, cartId, ctx.storeId);
  const found = await resolveShipTo(db, ctx.member.id, ctx.state);
  const viewer: AacViewer = { ...ctx.aac, db };
  const [shipTo] = found ? await withAacAccess(viewer, [found]) : [];
  const aacs = await aacProblems(viewer, orderAacs(shipTo, ctx.state.payment));
  return { cart, shipTo, aacProblems: aacs, attributes: buildReview(cart, shipTo, ctx, notice, aacs) };
}
