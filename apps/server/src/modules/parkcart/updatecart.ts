import { type FieldProblem, PARKCART_TEXT, type ParkedCartDetailAttributes, unitOfIssueText } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import { NotFoundError } from '../../lib/errors.js';
import { findParkedCart, PARKED_CART_NOT_FOUND, parkedCartDetail } from './queries.js';
import { bind } from '../../lib/handler.js';

const { parkedCarts, parkedCartItems } = schema;

/**
 * parkcart/updatecart (Updating Parked Cart ...): rename the cart, change quantities, remove lines, in
 * one transaction with the cart's row locked. A quantity under the line's minimum order, or removing
 * every line, answers Failure with the problems and changes nothing. Success shows the cart again.
 */
export const updatecart = bind('parkcart/updatecart', async ({ ctx, input: { body: input } }) => {
  const { request, store: storeID, db } = ctx;
  const member = ctx.signedIn();

  const outcome = await db.transaction(async (tx) => {
    const cart = await findParkedCart(tx, member.id, input.cartId, true);
    const lines = await tx.select().from(parkedCartItems).where(eq(parkedCartItems.parkedCartId, cart.id));
    const byId = new Map(lines.map((l) => [l.id, l]));
    const errors: FieldProblem[] = [];
    input.items.forEach((change, index) => {
      const line = byId.get(change.itemId);
      // A line of another cart (or of another member's) names nothing here; the transaction rolls back.
      if (!line) throw new NotFoundError(PARKED_CART_NOT_FOUND);
      const quantity = Number(change.quantity);
      if (!change.remove && quantity < line.minimumOrderQuantity) {
        errors.push({ field: `items.${index}.quantity`, message: PARKCART_TEXT.belowMinimum(line.minimumOrderQuantity, unitOfIssueText(line.unitOfIssue)) });
      }
    });
    const removed = new Set(input.items.filter((c) => c.remove).map((c) => c.itemId));
    if (lines.every((l) => removed.has(l.id))) errors.push({ field: '', message: PARKCART_TEXT.lastLine });
    if (errors.length > 0) return { cart, errors };

    for (const change of input.items) {
      if (change.remove) continue;
      await tx
        .update(parkedCartItems)
        .set({ quantity: Number(change.quantity) })
        .where(and(eq(parkedCartItems.id, change.itemId), eq(parkedCartItems.parkedCartId, cart.id)));
    }
    if (removed.size > 0) {
      await tx.delete(parkedCartItems).where(and(eq(parkedCartItems.parkedCartId, cart.id), inArray(parkedCartItems.id, [...removed])));
    }
    const [renamed] = await tx.update(parkedCarts).set({ name: input.name, updatedAt: sql`now()` }).where(eq(parkedCarts.id, cart.id)).returning();
    await audit(tx, request, { action: 'parked_cart_updated', outcome: 'success', target: cart.cartNumber, detail: { changed: input.items.length, removed: removed.size } });
    return { cart: renamed ?? cart, errors };
  });

  const detail = await parkedCartDetail(db, outcome.cart, storeID);
  if (outcome.errors.length > 0) {
    return screen('parkcart/updatecart', 'Failure', { storeID, ...detail, errors: outcome.errors } satisfies ParkedCartDetailAttributes);
  }
  return screen('parkcart/updatecart', 'Success', { storeID, ...detail, notice: PARKCART_TEXT.updated } satisfies ParkedCartDetailAttributes);
});
