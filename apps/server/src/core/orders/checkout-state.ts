/**
 * The buyer's checkout choices between steps, kept in the server session (`session.data.checkout`):
 * the ship-to address id, the payment (a card's brand, last four digits and expiry only, or the
 * accounting codes), per-order deliver-by dates and PO notes, and the breakbulk point. Totals and
 * prices are never kept here: every step reads them again from the cart and the offers.
 */
import type { AccountingCodes } from '@advantage/contracts';
import type { CardBrand } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import type { Member } from '../../plugins/auth/index.js';
import { type AacViewer, aacViewer } from '../aac/aac-access.js';
import { isObject } from '../../lib/json-column.js';
import { requireMember } from '../../lib/member.js';
import { type CartOwner, cartOwner } from '../cart/store.js';

export interface StoredCard {
  kind: 'card';
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  holderName: string;
  /** The saved card it came from, when it came from the profile. */
  paymentMethodId: number | null;
}

export interface StoredAccounting {
  kind: 'accounting';
  codes: AccountingCodes;
}

/** A state or local entity's purchase order number (state/select_payments). */
export interface StoredPurchaseOrder {
  kind: 'purchaseOrder';
  number: string;
}

export type StoredPayment = StoredCard | StoredAccounting | StoredPurchaseOrder;

export interface OrderOptions {
  deliverBy: string;
  notes: string;
}

export interface CheckoutState {
  addressId?: number;
  payment?: StoredPayment;
  /** By order key `<contractorId>-<contractNumber>`. */
  orders?: Record<string, OrderOptions>;
  breakbulkPoint?: string;
  /** The group number of the last order placed in this session (order_confirm without ?group). */
  lastGroup?: string;
  /** Codes the accounting form starts from when none were chosen: a FEDSTRIP cart's fund and project codes. */
  accountingPrefill?: { fundCode: string; projectJob: string };
}

/** A payment this server kept: its kind is checked, its fields are what checkout stored with it. */
function isStoredPayment(v: unknown): v is StoredPayment {
  return isObject(v) && (v.kind === 'card' || v.kind === 'accounting' || v.kind === 'purchaseOrder');
}

/** The session's checkout choices; anything not in the expected shape reads as not chosen. */
export function readCheckoutState(request: FastifyRequest): CheckoutState {
  return checkoutStateFrom(request.session.data.checkout);
}

/** Checkout choices as kept in the session or with a request for approval (a jsonb column); the same reading. */
export function checkoutStateFrom(raw: unknown): CheckoutState {
  if (!isObject(raw)) return {};
  const state: CheckoutState = {};
  if (typeof raw.addressId === 'number') state.addressId = raw.addressId;
  if (isStoredPayment(raw.payment)) state.payment = raw.payment;
  if (isObject(raw.orders)) state.orders = raw.orders as Record<string, OrderOptions>;
  if (typeof raw.breakbulkPoint === 'string') state.breakbulkPoint = raw.breakbulkPoint;
  if (typeof raw.lastGroup === 'string') state.lastGroup = raw.lastGroup;
  if (isObject(raw.accountingPrefill) && typeof raw.accountingPrefill.fundCode === 'string' && typeof raw.accountingPrefill.projectJob === 'string') {
    state.accountingPrefill = { fundCode: raw.accountingPrefill.fundCode, projectJob: raw.accountingPrefill.projectJob };
  }
  return state;
}

export async function saveCheckoutState(request: FastifyRequest, state: CheckoutState): Promise<void> {
  await request.saveSession({ data: { ...request.session.data, checkout: state } });
}

/** What every checkout verb needs from the request: the signed-in member (401 otherwise), the store, the cart owner. */
export interface CheckoutContext {
  member: Member;
  storeId: number;
  owner: CartOwner;
  state: CheckoutState;
  /** The purchase card's single-purchase limit (server setting), in cents. */
  cardLimitCents: number;
  /** The member's AACs unlocked in this session, for the checks of ordering to an AAC. */
  aac: AacViewer;
}

export function checkoutContext(request: FastifyRequest): CheckoutContext {
  const member = requireMember(request);
  return {
    member,
    storeId: request.session.storeId,
    owner: cartOwner(request),
    state: readCheckoutState(request),
    cardLimitCents: request.server.purchaseCardLimitCents,
    aac: aacViewer(request),
  };
}

export function memberName(member: Member): string {
  return `${member.firstName} ${member.lastName}`.trim() || member.email;
}

/** Who places an order and in which store: the part of place-order.ts's input that every ordering path fills alike. */
export function ordererOf(ctx: { member: Member; storeId: number }): { memberId: string; email: string; name: string; storeId: number } {
  return { memberId: ctx.member.id, email: ctx.member.email, name: memberName(ctx.member), storeId: ctx.storeId };
}
