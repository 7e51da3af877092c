/**
 * Checked lines go to the member's active cart as requisitions, in one transaction: the cart items (quantities of
 * one item add up), one FEDSTRIP line per keyed line with its own quantity, codes and document number. Two lines of
 * one NSN stay two requisitions; nothing a clerk keyed is merged into another line.
 */
import { type AppDb, insertJsonRows, type ParkedRequisition, schema } from '@advantage/db';
import { and, eq, inArray } from 'drizzle-orm';
import { allocateSerials } from '../../core/aac/document-serials.js';
import { addItems, ensureActiveCart } from '../../core/cart/store.js';
import type { FedstripContext } from './context.js';
import { documentDay } from '../../core/aac/document-day.js';
import type { Good } from './lines.js';
import type { Profile } from './profile-store.js';

const { fedstripLines, cartItems } = schema;

/** The cart the lines went to, and the reason of each offer the cart refused. */
export interface Carried {
  cartId: number;
  refused: Map<number, string>;
}

/** A requisition to write: the offer it orders and what was keyed. */
export interface RequisitionToWrite extends ParkedRequisition {
  offerId: number;
}

/**
 * Writes the FEDSTRIP lines of requisitions whose offers are in the cart, each dated the requisitioner's day and
 * with the AAC's next serial of that day (rp 36–43). Used by the item entry and by a parked FEDSTRIP cart brought back.
 */
export async function writeCartRequisitions(tx: AppDb, cartId: number, memberId: string, now: Date, list: RequisitionToWrite[]): Promise<void> {
  if (list.length === 0) return;
  const inCart = await tx
    .select({ id: cartItems.id, offerId: cartItems.offerId })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), inArray(cartItems.offerId, [...new Set(list.map((r) => r.offerId))])));
  const itemOf = new Map(inCart.map((i) => [i.offerId, i.id]));
  const rows = [];
  for (const aac of new Set(list.map((r) => r.aac))) {
    const mine = list.filter((r) => r.aac === aac);
    const day = await documentDay(tx, memberId, aac, now);
    const serials = await allocateSerials(tx, aac, day, mine.length);
    rows.push(...mine.map(({ offerId, ...r }, i) => ({ ...r, cartItemId: itemOf.get(offerId)!, cartId, ordinalDate: day, serial: serials[i]! })));
  }
  await tx.execute(insertJsonRows(fedstripLines, rows));
}

/** A cart refusal (maximum order, quantity limit) comes back with the cart's reason, and nothing of that offer is kept. */
export async function carryToCart(db: AppDb, ctx: FedstripContext, aac: string, profile: Profile, good: Good[]): Promise<Carried> {
  return db.transaction(async (tx) => {
    const cartId = await ensureActiveCart(tx, ctx.owner);
    const items = good.map((g) => ({ offerId: g.offer.offerId, quantity: g.line.quantity, productId: g.offer.productId }));
    const added = await addItems(tx, cartId, items, ctx.storeId);
    const refused = new Map<number, string>();
    for (const p of added.problems) refused.set(p.offerId, p.message);
    const carried = good.filter((g) => !refused.has(g.offer.offerId));
    await writeCartRequisitions(tx, cartId, ctx.member.id, ctx.now, carried.map((g) => ({
      offerId: g.offer.offerId,
      aac,
      stockNumber: g.line.stockNumber,
      quantity: g.line.quantity,
      codes: { ...profile.codes, ...g.line.codes },
      overseas: profile.overseas,
      exceptionRemarks: g.line.exceptionRemarks,
      exceptionShipTo: g.line.exceptionShipTo,
    })));
    return { cartId, refused };
  });
}
