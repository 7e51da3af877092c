/**
 * A withdrawn or rejected funds-control cart becomes the buyer's active cart again. A member has one active
 * cart (carts_active_member_unique), and while the cart was frozen the buyer may have started another: its
 * items are merged into the returned cart (quantities of an offer in both are added, capped at the 8-digit
 * limit, like the sign-in merge) and that cart is marked merged, so nothing the buyer chose is lost.
 */
import { CART_QUANTITY_MAX } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, eq, sql } from 'drizzle-orm';

const { carts } = schema;

/** The cart status of a cart waiting for funds authorization: no cart verb reads or changes it. */
export const FROZEN_STATUS = 'funds_control';

/**
 * Returns whether another cart's items were merged in. Every frozen cart comes back this way, each from its own
 * status: funds control's (FROZEN_STATUS), a state or local order's (docs/adr/0036-one-approval-engine.md).
 */
export async function returnFrozenCart(tx: AppDb, cartId: number, memberId: string, frozenStatus: string = FROZEN_STATUS): Promise<boolean> {
  const [other] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.memberId, memberId), eq(carts.status, 'active')))
    .for('update')
    .limit(1);
  if (other) {
    await tx.execute(sql`
      insert into cart_items (cart_id, product_id, offer_id, contract_id, contract_number, contractor_id, contractor_name,
                              part_number, nsn, title, unit_of_issue, minimum_order_quantity, quantity, accepted_price_cents, added_at)
      select ${cartId}, product_id, offer_id, contract_id, contract_number, contractor_id, contractor_name,
             part_number, nsn, title, unit_of_issue, minimum_order_quantity, quantity, accepted_price_cents, added_at
        from cart_items where cart_id = ${other.id}
      on conflict (cart_id, offer_id) do update
        set quantity = least(cart_items.quantity + excluded.quantity, ${CART_QUANTITY_MAX})`);
    await tx.update(carts).set({ status: 'merged', updatedAt: sql`now()` }).where(eq(carts.id, other.id));
  }
  const [back] = await tx
    .update(carts)
    .set({ status: 'active', version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(carts.id, cartId), eq(carts.status, frozenStatus)))
    .returning({ id: carts.id });
  if (!back) throw new Error(`cart ${cartId} was not waiting for authorization (${frozenStatus})`);
  return other !== undefined;
}
