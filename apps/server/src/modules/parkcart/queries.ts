/**
 * Reads of parked carts. Every read is scoped to the signed-in member: a cart id that is not the
 * member's answers exactly like one that does not exist (404), so ids reveal nothing.
 */
import { type ParkedCartDetail, type ParkedCartItemView, type ParkedCartSummary, type PriceChange, unitOfIssue } from '@advantage/contracts';
import { type AppDb, schema, rowsOf } from '@advantage/db';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { NotFoundError } from '../../lib/errors.js';
import { isoToday } from '../../core/app-context.js';
import { contractUsable } from '../../core/cart/cart-view.js';

const { parkedCarts, parkedCartItems, offers, contracts } = schema;

export const PARKED_CART_NOT_FOUND = 'We could not find that parked cart. It may have been deleted.';

type ParkedCartRow = typeof parkedCarts.$inferSelect;

/** The member's parked cart, or 404. Pass `forUpdate` inside a transaction that changes it. */
export async function findParkedCart(db: AppDb, memberId: string, cartId: number, forUpdate = false): Promise<ParkedCartRow> {
  const query = db
    .select()
    .from(parkedCarts)
    .where(and(eq(parkedCarts.id, cartId), eq(parkedCarts.memberId, memberId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new NotFoundError(PARKED_CART_NOT_FOUND);
  return row;
}

function summary(row: ParkedCartRow, itemCount: number, parkedTotalCents: number): ParkedCartSummary {
  return {
    cartId: row.id,
    cartNumber: row.cartNumber,
    name: row.name,
    itemCount,
    parkedTotalCents,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    forwardedBy: row.forwardedByName,
    forwardNote: row.forwardNote,
  };
}

const itemCount = sql<number>`count(${parkedCartItems.id})::int`;
const parkedTotal = sql<string>`coalesce(sum(${parkedCartItems.quantity}::bigint * ${parkedCartItems.parkedPriceCents}), 0)`;

/** My Parked Carts: newest change first. */
export async function listParkedCarts(db: AppDb, memberId: string): Promise<ParkedCartSummary[]> {
  const rows = await db
    .select({ cart: parkedCarts, itemCount, parkedTotal })
    .from(parkedCarts)
    .leftJoin(parkedCartItems, eq(parkedCartItems.parkedCartId, parkedCarts.id))
    .where(eq(parkedCarts.memberId, memberId))
    .groupBy(parkedCarts.id)
    .orderBy(desc(parkedCarts.updatedAt), desc(parkedCarts.id));
  return rows.map((r) => summary(r.cart, Number(r.itemCount), Number(r.parkedTotal)));
}

export async function summarize(db: AppDb, row: ParkedCartRow): Promise<ParkedCartSummary> {
  const [totals] = await db.select({ itemCount, parkedTotal }).from(parkedCartItems).where(eq(parkedCartItems.parkedCartId, row.id));
  return summary(row, Number(totals?.itemCount ?? 0), Number(totals?.parkedTotal ?? 0));
}

/** The lines of a parked cart with today's offer and whether its contract may be ordered from in this store. */
export async function parkedItems(db: AppDb, cartId: number) {
  return db
    .select({
      item: parkedCartItems,
      todayPriceCents: offers.priceCents,
      contractStart: contracts.startDate,
      contractEnd: contracts.endDate,
      storeIds: contracts.storeIds,
    })
    .from(parkedCartItems)
    .leftJoin(offers, eq(offers.id, parkedCartItems.offerId))
    .leftJoin(contracts, eq(contracts.id, offers.contractId))
    .where(eq(parkedCartItems.parkedCartId, cartId))
    .orderBy(asc(parkedCartItems.id));
}

type ItemRow = Awaited<ReturnType<typeof parkedItems>>[number];

function usable(row: ItemRow, storeId: number, today: string): boolean {
  if (row.todayPriceCents === null || row.contractStart === null || row.contractEnd === null) return false;
  return contractUsable({ startDate: row.contractStart, endDate: row.contractEnd, storeIds: row.storeIds ?? [] }, storeId, today);
}

function change(parked: number, today: number): PriceChange {
  return today === parked ? 'same' : today > parked ? 'up' : 'down';
}

export function itemView(row: ItemRow, storeId: number, today: string): ParkedCartItemView {
  const { item } = row;
  const available = usable(row, storeId, today);
  const todayPriceCents = available ? row.todayPriceCents : null;
  return {
    itemId: item.id,
    productId: item.productId,
    offerId: item.offerId,
    title: item.title,
    partNumber: item.partNumber,
    nsn: item.nsn,
    contractNumber: item.contractNumber,
    contractorName: item.contractorName,
    unitOfIssue: unitOfIssue(item.unitOfIssue),
    minimumOrderQuantity: item.minimumOrderQuantity,
    quantity: item.quantity,
    parkedPriceCents: item.parkedPriceCents,
    todayPriceCents,
    priceChange: todayPriceCents === null ? null : change(item.parkedPriceCents, todayPriceCents),
    unavailable: !available,
    extendedCents: item.quantity * (todayPriceCents ?? item.parkedPriceCents),
  };
}

/** The parked cart retrieved: every line priced again from the offers table, changes and unavailable lines flagged. */
export async function parkedCartDetail(db: AppDb, row: ParkedCartRow, storeId: number): Promise<ParkedCartDetail> {
  const today = isoToday();
  const items = (await parkedItems(db, row.id)).map((r) => itemView(r, storeId, today));
  const parkedTotalCents = items.reduce((sum, i) => sum + i.quantity * i.parkedPriceCents, 0);
  return {
    cart: summary(row, items.length, parkedTotalCents),
    items,
    todayTotalCents: items.filter((i) => !i.unavailable).reduce((sum, i) => sum + i.extendedCents, 0),
    priceChanges: items.filter((i) => i.priceChange === 'up' || i.priceChange === 'down').length,
    unavailableCount: items.filter((i) => i.unavailable).length,
  };
}

/** The next cart number from parked_cart_number_seq (docs/product/validation-rules.md cart-number rule, e.g. P2611-001001). */
export async function nextCartSequence(db: AppDb): Promise<number> {
  // Both drivers (pg and PGlite) answer raw SQL with `{ rows }`.
  const rows = rowsOf<{ n: string | number }>(await db.execute(sql`select nextval('parked_cart_number_seq') as n`));
  const n = Number(rows[0]?.n);
  if (!Number.isSafeInteger(n)) throw new Error('parked_cart_number_seq returned no number');
  return n;
}
