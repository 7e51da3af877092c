/**
 * What the funds-control screens show (FundsCartAttributes): the cart's lines by order at today's prices, the
 * ship-to address, the line of accounting, the state with who did what and when, and what the caller may do.
 */
import { type AccountingCodes, type CartView, FUNDS_TEXT, type FundsCartAttributes, type FundsEventView, type FundsRequestSummary } from '@advantage/contracts';
import type { AppDb } from '@advantage/db';
import { orderProblems, ordersOf, resolveShipTo } from '../checkout/review-model.js';
import type { CheckoutState } from '../checkout/state.js';
import { checkoutStateOf, type FundsRow, storeOf, summaryOf } from './funds-queries.js';
import { loadCart } from './store.js';

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
  cart: CartView;
  state: CheckoutState;
  codes: AccountingCodes;
  aacName: string;
  agency: string;
  request: FundsRequestSummary | null;
  version: number;
  can: Pick<FundsCartAttributes, 'canSubmit' | 'canWithdraw' | 'canDecide' | 'ownCart'>;
  notice?: string | null;
}

export async function fundsCartView(db: AppDb, v: ViewInput): Promise<FundsCartAttributes> {
  const shipTo = await resolveShipTo(db, v.memberId, v.state);
  // A purchase card's limit does not apply: the cart is paid by accounting codes.
  const problems = orderProblems(v.cart, shipTo, v.state.payment, Number.MAX_SAFE_INTEGER);
  return {
    request: v.request,
    version: v.version,
    cartId: v.cart.cartId,
    cartVersion: v.cart.version,
    aacName: v.aacName,
    agency: v.agency,
    orders: ordersOf(v.cart, v.state),
    itemCount: v.cart.itemCount,
    totalCents: v.cart.totalCents,
    accounting: v.codes,
    shipTo: shipTo ?? null,
    events: v.request ? eventsOf(v.request) : [],
    problems,
    ...v.can,
    notice: v.notice ?? (v.can.ownCart && v.request?.status === 'Pending' ? FUNDS_TEXT.ownCart : null),
  };
}

/** A submitted request as the buyer (OrderSummary) or an approver (AFCDataEntry) sees it. */
export async function requestView(db: AppDb, r: FundsRow, viewer: { memberId: string; approver: boolean }, notice: string | null = null) {
  const state = checkoutStateOf(r.row);
  const cart = await loadCart(db, r.row.cartId, storeOf(r.row));
  const request = summaryOf(r);
  const pending = r.row.status === 'Pending';
  const own = r.row.memberId === viewer.memberId;
  return fundsCartView(db, {
    memberId: r.row.memberId,
    cart,
    state,
    codes: state.payment?.kind === 'accounting' ? state.payment.codes : { aac: r.row.aac, fundCode: '', appropriation: '', objectClass: '', projectJob: '', documentNumber: '' },
    aacName: r.aacName,
    agency: r.agency,
    request,
    version: r.row.version,
    can: { canSubmit: false, canWithdraw: own && pending, canDecide: !own && viewer.approver && pending, ownCart: own && viewer.approver },
    notice,
  });
}
