/**
 * cart/afc_cart (docs/product/cart-and-parked-carts.md: Initial, OrderSummary, AFCDataEntry). ?id=<request>: the buyer sees their request
 * (OrderSummary: its state, who decided it and when, Withdraw while pending); a funds approver of the
 * request's AAC sees the review (AFCDataEntry) to correct the line of accounting and decide; anyone else gets
 * 404, as for a request that does not exist. ?cart=current: the cart about to be submitted (OrderSummary).
 * Without either: the buyer's funds-control requests (Initial, the account menu's "Funds control requests").
 */
import { FUNDS_TEXT, type FundsListAttributes } from '@advantage/contracts';
import type { AppDb } from '@advantage/db';
import { screen } from '../../lib/envelope.js';
import { NotFoundError } from '../../lib/errors.js';
import { bind } from '../../lib/handler.js';
import { checkoutContext } from '../../core/orders/checkout-state.js';
import { draftView } from './funds-draft.js';
import { buyerRequests, type FundsRow, isFundsApprover, loadRequest } from './funds-queries.js';
import { requestView } from './funds-view.js';

export const REQUEST_NOT_FOUND = 'The funds-control request was not found.';

/** A request the member may see: their own, or one of an AAC they approve funds for. Anything else is 404. */
export async function visibleRequest(db: AppDb, id: number, memberId: string): Promise<{ r: FundsRow; approver: boolean; own: boolean }> {
  const r = await loadRequest(db, id);
  if (!r) throw new NotFoundError(REQUEST_NOT_FOUND);
  const approver = await isFundsApprover(db, r.row.aac, memberId);
  if (r.row.memberId !== memberId && !approver) throw new NotFoundError(REQUEST_NOT_FOUND);
  return { r, approver, own: r.row.memberId === memberId };
}

export const afcCart = bind('cart/afc_cart', async ({ ctx, input: { query } }) => {
  const { request, db } = ctx;
  const member = ctx.signedIn();
  if (query.id !== undefined) {
    const { r, approver, own } = await visibleRequest(db, query.id, member.id);
    const view = await requestView(db, r, { memberId: member.id, approver });
    return screen('cart/afc_cart', own ? 'OrderSummary' : 'AFCDataEntry', view);
  }
  const draft = query.cart === 'current' ? await draftView(db, checkoutContext(request)) : undefined;
  if (draft) return screen('cart/afc_cart', 'OrderSummary', draft);
  const attributes: FundsListAttributes = {
    requests: await buyerRequests(db, member.id),
    notice: query.cart === 'current' ? FUNDS_TEXT.notFundsControl : null,
  };
  return screen('cart/afc_cart', 'Initial', attributes);
});
