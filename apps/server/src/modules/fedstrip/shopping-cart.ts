/**
 * fedstrip/fedstrip_shopping_cart: the requisitions in the cart, each with its record. Initial when there are
 * none; OrderSummary (view=review) lists what keeps the cart from being ordered; Success (group=G…) shows the
 * requisitions of an order placed; AuthFedFunds when the AAC is under funds control (the cart goes to the funds
 * approver: checkout's accounting-code step hands it to cart/afc_cart).
 */
import { FEDSTRIP_TEXT, type FedstripCartAttributes, type FedstripProblem, requisitionProblems } from '@advantage/contracts';
import type { AppDb } from '@advantage/db';
import { type AacViewer, aacViewer } from '../../core/aac/aac-access.js';
import { screen } from '../../lib/envelope.js';
import { bind } from '../../lib/handler.js';
import { fundsControlAac } from '../cart/funds-queries.js';
import { findActiveCartId } from '../../core/cart/store.js';
import { orderProblems } from '../../core/orders/review-model.js';
import type { FedstripContext } from './context.js';
import { fedstripContext } from './context.js';
import { sessionAac } from './item-entry.js';
import { cartRequisitions } from './cart-lines.js';
import { namedAacProblems } from './named-aacs.js';
import { orderRequisitions } from './order-requisitions.js';

/** With `viewer`, the AACs the requisitions ship to or bill are checked too (grant, lock, password this session). */
export async function fedstripCart(db: AppDb, ctx: FedstripContext, aac: string, message = '', viewer?: AacViewer): Promise<FedstripCartAttributes> {
  const cartId = await findActiveCartId(db, ctx.owner);
  const empty: FedstripCartAttributes = { aac, cartId: null, version: 0, lines: [], totalCents: 0, problems: [], message, fundsControl: false };
  if (cartId === undefined) return empty;
  const { view, lines, others, rows, unbalanced } = await cartRequisitions(db, cartId, ctx.storeId);
  // The ship-to and the payment of a FEDSTRIP order are the AAC's, checked when it is ordered; the items are checked here.
  const problems: FedstripProblem[] = orderProblems(view, undefined, undefined, 0)
    .filter((p) => p.code !== 'noAddress' && p.code !== 'noPayment')
    .map((p) => ({ code: p.code, message: p.message, ...(p.itemId ? { cartItemId: p.itemId } : {}) }));
  if (others > 0) problems.push({ code: 'otherItems', message: FEDSTRIP_TEXT.otherItems });
  for (const itemId of unbalanced) {
    const title = lines.find((l) => l.cartItemId === itemId)?.title ?? '';
    problems.push({ code: 'quantityChanged', message: FEDSTRIP_TEXT.quantityChanged(title), cartItemId: itemId });
  }
  if (rows.some((r) => r.aac !== aac)) problems.push({ code: 'otherAac', message: FEDSTRIP_TEXT.otherAac(aac) });
  for (const line of lines) {
    for (const p of requisitionProblems(line.requisition)) problems.push({ code: p.field, message: p.message, cartItemId: line.cartItemId ?? 0 });
  }
  if (viewer) problems.push(...(await namedAacProblems(viewer, aac, lines)));
  const fundsControl = (await fundsControlAac(db, aac)) !== undefined;
  if (fundsControl) problems.push({ code: 'fundsControl', message: FEDSTRIP_TEXT.fundsControl(aac) });
  return { aac, cartId, version: view.version, lines, totalCents: lines.reduce((s, l) => s + l.extendedCents, 0), problems, message, fundsControl };
}

export const fedstripShoppingCart = bind('fedstrip/fedstrip_shopping_cart', async ({ ctx: { request }, input: { query } }) => {
  const ctx = fedstripContext(request);
  const { view, group } = query;
  const db = request.server.db;
  if (group) return screen('fedstrip/fedstrip_shopping_cart', 'Success', await orderRequisitions(db, ctx.member, group));
  const aac = sessionAac(ctx);
  const cart = await fedstripCart(db, ctx, aac, '', aacViewer(request));
  if (cart.lines.length === 0) return screen('fedstrip/fedstrip_shopping_cart', 'Initial', { ...cart, message: FEDSTRIP_TEXT.emptyCart });
  if (cart.fundsControl) return screen('fedstrip/fedstrip_shopping_cart', 'AuthFedFunds', cart);
  return screen('fedstrip/fedstrip_shopping_cart', view === 'review' ? 'OrderSummary' : 'shoppingCart', cart);
});
