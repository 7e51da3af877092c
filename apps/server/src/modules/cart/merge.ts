/**
 * Sign-in keeps what the visitor put in the cart before signing in: the session's cart is merged into
 * the member's active cart in one transaction. An offer in both carts gets the quantities added (each
 * was at least its minimum order quantity, so the sum is too), capped at the 8-digit limit; the
 * member's accepted price stays. The session's cart is then marked merged, never read again.
 */
import { CART_QUANTITY_MAX } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { bumpVersion, ensureActiveCart } from '../../core/cart/store.js';

const { carts, cartItems } = schema;

/** Returns the member's cart id when something was merged, undefined when the session had no cart. */
export async function mergeSessionCart(db: AppDb, sessionId: string, memberId: string): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [anonymous] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.sessionId, sessionId), isNull(carts.memberId), eq(carts.status, 'active')))
      .for('update')
      .limit(1);
    if (!anonymous) return undefined;
    const [first] = await tx.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.cartId, anonymous.id)).limit(1);
    let target: number | undefined;
    if (first) {
      target = await ensureActiveCart(tx, { memberId, sessionId });
      await bumpVersion(tx, target);
      await tx.execute(sql`
        insert into cart_items (cart_id, product_id, offer_id, contract_id, contract_number, contractor_id, contractor_name,
                                part_number, nsn, title, unit_of_issue, minimum_order_quantity, quantity, accepted_price_cents, added_at)
        select ${target}, product_id, offer_id, contract_id, contract_number, contractor_id, contractor_name,
               part_number, nsn, title, unit_of_issue, minimum_order_quantity, quantity, accepted_price_cents, added_at
          from cart_items where cart_id = ${anonymous.id}
        on conflict (cart_id, offer_id) do update
          set quantity = least(cart_items.quantity + excluded.quantity, ${CART_QUANTITY_MAX})`);
    }
    await tx.update(carts).set({ status: 'merged', updatedAt: sql`now()` }).where(eq(carts.id, anonymous.id));
    return target;
  });
}
