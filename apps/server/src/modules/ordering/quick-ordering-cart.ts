import { cartSummary, type CartSummary, checkQuickOrderRow, type CheckedRow, isBlankRow, QUICK_ORDER_MAX_ROWS, QUICK_ORDER_TEXT, type QuickOrderAttributes, type QuickOrderRowProblem, type QuickOrderSuccessAttributes } from '@advantage/contracts';
import { screen } from '../../lib/envelope.js';
import { stateRefusals } from '../../lib/state-eligibility.js';
import { addItems, cartOwner, ensureActiveCart, loadCart, publishCart } from '../../core/cart/store.js';
import { matchRows } from './match.js';
import { bind } from '../../lib/handler.js';

interface Pending {
  index: number;
  row: CheckedRow;
  typedPart: string;
}

/**
 * ordering/quick_ordering_cart: each row is checked (docs/product/validation-rules.md), matched to an offer, and the matched
 * rows go to the cart through the cart core (offered in this store, minimum order, 8 digits). Rows
 * naming the same offer are added as one line. Every row that could not be added comes back as typed,
 * with its message, for correction; when none is left the answer is Success. Works for visitors too.
 */
export const quickOrderingCart = bind('ordering/quick_ordering_cart', async ({ ctx, input: { body } }) => {
  const { request } = ctx;
  const storeID = ctx.store;
  const rows = body.rows.filter((r) => !isBlankRow(r));
  const again = (kept: QuickOrderRowProblem[], added: number, error?: string, shoppingCart?: CartSummary) =>
    screen('ordering/quick_ordering_cart', 'QuickOrder', {
      storeID,
      rows: kept,
      added,
      maxRows: QUICK_ORDER_MAX_ROWS,
      ...(error ? { error } : {}),
      ...(shoppingCart ? { shoppingCart } : {}),
    } satisfies QuickOrderAttributes);
  if (rows.length === 0) return again([], 0, QUICK_ORDER_TEXT.noRows);

  const messages = new Map<number, string>();
  const pending: Pending[] = [];
  rows.forEach((row, index) => {
    const checked = checkQuickOrderRow(row);
    if (checked.ok) pending.push({ index, row: checked.row, typedPart: row.partNumber.trim() });
    else messages.set(index, checked.message);
  });

  const db = ctx.db;
  const matches = await matchRows(db, pending, storeID);
  const rowsOfOffer = new Map<number, number[]>();
  const quantities = new Map<number, number>();
  pending.forEach((p, i) => {
    const match = matches[i];
    if (!match?.ok) {
      messages.set(p.index, match?.message ?? QUICK_ORDER_TEXT.partMissing);
      return;
    }
    rowsOfOffer.set(match.offerId, [...(rowsOfOffer.get(match.offerId) ?? []), p.index]);
    quantities.set(match.offerId, (quantities.get(match.offerId) ?? 0) + p.row.quantity);
  });

  // A state or local member adds only offers open under a program they validated: refused on their rows.
  for (const [offerId, message] of await stateRefusals(db, request.member, request.server.now(), [...quantities.keys()])) {
    for (const index of rowsOfOffer.get(offerId) ?? []) messages.set(index, message);
    rowsOfOffer.delete(offerId);
    quantities.delete(offerId);
  }

  let added = 0;
  let shoppingCart: CartSummary | undefined;
  if (quantities.size > 0) {
    const owner = cartOwner(request);
    const outcome = await db.transaction(async (tx) => {
      const cartId = await ensureActiveCart(tx, owner);
      return { cartId, ...(await addItems(tx, cartId, [...quantities].map(([offerId, quantity]) => ({ offerId, quantity })), storeID)) };
    });
    for (const problem of outcome.problems) {
      for (const index of rowsOfOffer.get(problem.offerId) ?? []) messages.set(index, problem.message);
    }
    added = [...rowsOfOffer].filter(([offerId]) => !outcome.problems.some((p) => p.offerId === offerId)).reduce((n, [, list]) => n + list.length, 0);
    const view = await loadCart(db, outcome.cartId, storeID);
    if (outcome.added > 0) publishCart(request, view);
    shoppingCart = cartSummary(view);
    if (messages.size === 0) {
      return screen('ordering/quick_ordering_cart', 'Success', { storeID, added, cartItemCount: view.itemCount, shoppingCart } satisfies QuickOrderSuccessAttributes);
    }
  }
  const kept = rows.flatMap((row, index) => {
    const message = messages.get(index);
    return message ? [{ contractNumber: row.contractNumber, partNumber: row.partNumber, quantity: row.quantity, message }] : [];
  });
  return again(kept, added, undefined, shoppingCart);
});
