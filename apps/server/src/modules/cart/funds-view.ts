/**
 * What the funds-control screens show (FundsCartAttributes): the cart's lines by order, the ship-to and bill-to
 * addresses, the line of accounting, the state with who did what and when, and what the caller may do. A cart
 * about to be submitted shows today's cart and address book; a submitted request shows the copy it was submitted
 * with (ADR 0022), which is what the order is placed from, and warns while pending when the cart or the ship-to
 * entry changed since (deciding it then withdraws it).
 */
import {
  type AccountingCodes, type AddressView, type CartView, type CheckoutProblem, FUNDS_TEXT, type FundsCartAttributes, type FundsEventView,
  type FundsRequestSummary, type FundsRequisitionView, type PostalAddress,
} from '@advantage/contracts';
import type { AppDb } from '@advantage/db';
import { approvalChange, changeProblem, readSnapshot } from '../../core/orders/approval-snapshot.js';
import { orderProblems, ordersOf, resolveShipTo } from '../../core/orders/review-model.js';
import { approvalRequisitions, requisitionsChange } from '../fedstrip/approval-requisitions.js';
import type { CheckoutState } from '../../core/orders/checkout-state.js';
import { checkoutStateOf, type FundsRow, storeOf, summaryOf } from './funds-queries.js';
import { loadCart } from '../../core/cart/store.js';

/** Submitted, then the decision; an authorized cart is ordered in the same transaction, so both carry one time. */
export function eventsOf(r: FundsRequestSummary): FundsEventView[] {
  const events: FundsEventView[] = [{ what: 'Submitted', at: r.submittedAt, by: r.buyerName, note: null }];
  if (r.decidedAt && r.decidedBy) {
    const note = r.status === 'Ordered' ? (r.groupNumber ? `Order group ${r.groupNumber}` : null) : r.reason;
    events.push({ what: r.status, at: r.decidedAt, by: r.decidedBy, note });
  }
  return events;
}

interface ViewInput {
  memberId: string;
  /** The lines shown: today's cart, or a request's copy. */
  cart: CartView;
  /** A FEDSTRIP cart's requisitions shown: today's, or a request's copy; read from today's cart when absent. */
  requisitions?: FundsRequisitionView[];
  state: CheckoutState;
  codes: AccountingCodes;
  aacName: string;
  agency: string;
  billTo: PostalAddress | null;
  request: FundsRequestSummary | null;
  version: number;
  can: Pick<FundsCartAttributes, 'canSubmit' | 'canWithdraw' | 'canDecide' | 'ownCart'>;
  notice?: string | null;
  /** A request's copy: the ship-to it was submitted with, and today's cart for what keeps it from being ordered. */
  submitted?: { shipTo: AddressView; live: CartView };
  /** Besides the cart's own: why a pending request cannot be ordered as submitted. */
  problems?: CheckoutProblem[];
}

export async function fundsCartView(db: AppDb, v: ViewInput): Promise<FundsCartAttributes> {
  const shipTo = v.submitted ? v.submitted.shipTo : await resolveShipTo(db, v.memberId, v.state);
  // A purchase card's limit does not apply: the cart is paid by accounting codes.
  const problems = [...orderProblems(v.submitted?.live ?? v.cart, shipTo, v.state.payment, Number.MAX_SAFE_INTEGER), ...(v.problems ?? [])];
  return {
    request: v.request,
    version: v.version,
    cartId: v.cart.cartId,
    cartVersion: v.cart.version,
    aacName: v.aacName,
    agency: v.agency,
    orders: ordersOf(v.cart, v.state),
    requisitions: v.requisitions ?? (await approvalRequisitions(db, v.memberId, v.cart)),
    itemCount: v.cart.itemCount,
    totalCents: v.cart.totalCents,
    accounting: v.codes,
    shipTo: shipTo ?? null,
    billTo: v.billTo,
    events: v.request ? eventsOf(v.request) : [],
    problems,
    ...v.can,
    notice: v.notice ?? (v.can.ownCart && v.request?.status === 'Pending' ? FUNDS_TEXT.ownCart : null),
  };
}

/** A submitted request as the buyer (OrderSummary) or an approver (AFCDataEntry) sees it. */
export async function requestView(db: AppDb, r: FundsRow, viewer: { memberId: string; approver: boolean }, notice: string | null = null) {
  const stored = checkoutStateOf(r.row);
  const live = await loadCart(db, r.row.cartId, storeOf(r.row));
  const snapshot = readSnapshot(r.row.snapshot);
  const pending = r.row.status === 'Pending';
  const change = !pending
    ? undefined
    : snapshot
      ? ((await approvalChange(db, r.row.memberId, snapshot, live)) ?? (await requisitionsChange(db, r.row.memberId, snapshot.requisitions, live)))
      : 'missing';
  const own = r.row.memberId === viewer.memberId;
  return fundsCartView(db, {
    memberId: r.row.memberId,
    cart: snapshot?.cart ?? live,
    // The requisitions as the copy holds them: what the approver authorizes is what is ordered.
    ...(snapshot ? { requisitions: snapshot.requisitions ?? [] } : {}),
    // The options and ship-to as submitted; the line of accounting as the approver last saved it.
    state: snapshot ? { ...stored, ...(snapshot.orders ? { orders: snapshot.orders } : {}) } : stored,
    codes: stored.payment?.kind === 'accounting' ? stored.payment.codes : { aac: r.row.aac, fundCode: '', appropriation: '', objectClass: '', projectJob: '', documentNumber: '' },
    aacName: r.aacName,
    agency: r.agency,
    billTo: snapshot?.billTo ?? null,
    request: summaryOf(r),
    version: r.row.version,
    can: { canSubmit: false, canWithdraw: own && pending, canDecide: !own && viewer.approver && pending, ownCart: own && viewer.approver },
    notice,
    problems: change ? [changeProblem(change)] : [],
    ...(snapshot ? { submitted: { shipTo: snapshot.shipTo, live } } : {}),
  });
}
