/**
 * The cart core shared by the cart, parked-cart, quick-order and checkout verbs. A member has one
 * active cart; an anonymous visitor's cart belongs to the server session. Every change goes up the
 * cart's version, and quantities change with atomic SQL (docs/architecture.md, Security: no read-modify-write).
 * `db` may be a transaction handle.
 */
import { CART_QUANTITY_MAX, CART_TEXT, type CartSummary, type CartView, cartSummary, WEBSOCKET_ID_HEADER } from '@advantage/contracts';
import { type AppDb, insertJsonRows, rowsOf, schema } from '@advantage/db';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { contractUsable, loadCart } from './cart-view.js';
import { CartChangedError } from './errors.js';

export { loadCart } from './cart-view.js';

const { carts, cartItems, offers, products, contracts, contractors } = schema;

export interface CartOwner {
  memberId: string | null;
  sessionId: string;
}

/** The signed-in member's cart, or else the session's. */
export function cartOwner(request: FastifyRequest): CartOwner {
  return { memberId: request.member?.id ?? null, sessionId: request.session.id };
}

function ownedBy(owner: CartOwner) {
  return owner.memberId
    ? and(eq(carts.memberId, owner.memberId), eq(carts.status, 'active'))
    : and(eq(carts.sessionId, owner.sessionId), isNull(carts.memberId), eq(carts.status, 'active'));
}

export async function findActiveCartId(db: AppDb, owner: CartOwner): Promise<number | undefined> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(ownedBy(owner)).limit(1);
  return row?.id;
}

/**
 * The owner's active cart, created on first use. Two first adds at once both end on the one cart: the
 * partial unique indexes refuse a second active cart and the loser reads the winner's.
 */
export async function ensureActiveCart(db: AppDb, owner: CartOwner): Promise<number> {
  const found = await findActiveCartId(db, owner);
  if (found !== undefined) return found;
  const values = owner.memberId ? { memberId: owner.memberId } : { sessionId: owner.sessionId };
  const [created] = await db.insert(carts).values(values).onConflictDoNothing().returning({ id: carts.id });
  if (created) return created.id;
  const existing = await findActiveCartId(db, owner);
  if (existing === undefined) throw new Error('no active cart after a conflicting insert');
  return existing;
}

/**
 * Goes up the cart's version and locks its row for the rest of the transaction. Every change takes
 * this lock first, so concurrent changes of one cart queue instead of deadlocking on item rows.
 * With `expected`, a cart at another version is refused (409).
 */
export async function bumpVersion(db: AppDb, cartId: number, expected?: number): Promise<number> {
  const conditions = [eq(carts.id, cartId), eq(carts.status, 'active')];
  if (expected !== undefined) conditions.push(eq(carts.version, expected));
  const [row] = await db
    .update(carts)
    .set({ version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
    .where(and(...conditions))
    .returning({ version: carts.version });
  if (!row) throw new CartChangedError();
  return row.version;
}

export interface NewCartItem {
  offerId: number;
  quantity: number;
  /** When sent (the product page's form), the offer must belong to this product and contract. */
  productId?: number;
  contractNumber?: string;
}

export interface AddProblem {
  offerId: number;
  productId?: number;
  message: string;
}

async function readOffers(db: AppDb, offerIds: number[]) {
  const rows = await db
    .select({
      offerId: offers.id,
      productId: offers.productId,
      priceCents: offers.priceCents,
      minimumOrderQuantity: offers.minimumOrderQuantity,
      contractId: contracts.id,
      contractNumber: contracts.contractNumber,
      startDate: contracts.startDate,
      endDate: contracts.endDate,
      storeIds: contracts.storeIds,
      maximumOrderCents: contracts.maximumOrderCents,
      contractorId: contractors.id,
      contractorName: contractors.name,
      partNumber: products.partNumber,
      nsn: products.nsn,
      title: products.title,
      unitOfIssue: products.unitOfIssue,
    })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(contracts, eq(contracts.id, offers.contractId))
    .innerJoin(contractors, eq(contractors.id, offers.contractorId))
    .where(inArray(offers.id, offerIds));
  return new Map(rows.map((r) => [r.offerId, r]));
}

type OfferFacts = NonNullable<ReturnType<Awaited<ReturnType<typeof readOffers>>['get']>>;

function problemOf(item: NewCartItem, offer: OfferFacts | undefined, storeId: number): string | undefined {
  if (!offer) return CART_TEXT.unknownOffer;
  if (item.productId !== undefined && item.productId !== offer.productId) return CART_TEXT.unknownOffer;
  if (item.contractNumber !== undefined && item.contractNumber.trim().toUpperCase() !== offer.contractNumber.toUpperCase()) return CART_TEXT.unknownOffer;
  if (!contractUsable(offer, storeId)) return CART_TEXT.notOffered;
  if (!Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > CART_QUANTITY_MAX) return CART_TEXT.tooMany(offer.unitOfIssue);
  if (item.quantity < offer.minimumOrderQuantity) return CART_TEXT.belowMinimum(offer.minimumOrderQuantity, offer.unitOfIssue);
  return undefined;
}

/** A contractor's part of the cart (one order at checkout), as loadCart groups it. */
const groupKey = (g: { contractorId: number; contractNumber: string }) => `${g.contractorId}\n${g.contractNumber}`;

async function groupSubtotals(db: AppDb, cartId: number, storeId: number): Promise<Map<string, number>> {
  const view = await loadCart(db, cartId, storeId);
  return new Map(view.groups.map((g) => [groupKey(g), g.subtotalCents]));
}

/** Rolls an add back when it changed nothing, so the cart's version stays too. */
class NothingAdded extends Error {}

/**
 * Adds items to a cart: each offer must exist, be offered to the store on a current contract, and
 * come in at least its minimum order quantity. The price is today's offer price. An offer already in
 * the cart gets the quantity added in one statement (no lost update), up to the 8-digit limit. An item
 * that would bring its contractor's order above the contract's maximum order amount is refused.
 */
export async function addItems(db: AppDb, cartId: number, items: NewCartItem[], storeId: number): Promise<{ added: number; problems: AddProblem[] }> {
  if (items.length === 0) return { added: 0, problems: [] };
  const facts = await readOffers(db, [...new Set(items.map((i) => i.offerId))]);
  const problems: AddProblem[] = [];
  const valid: Array<{ item: NewCartItem; offer: OfferFacts }> = [];
  for (const item of items) {
    const offer = facts.get(item.offerId);
    const problem = problemOf(item, offer, storeId);
    if (!problem && offer) {
      valid.push({ item, offer });
      continue;
    }
    const productId = item.productId ?? offer?.productId;
    problems.push({ offerId: item.offerId, ...(productId ? { productId } : {}), message: problem ?? CART_TEXT.unknownOffer });
  }
  if (valid.length === 0) return { added: 0, problems };

  try {
    return await db.transaction(async (tx) => {
      await bumpVersion(tx, cartId);
      // Read under the cart's lock, so two adds at once cannot both pass the maximum.
      const bounded = valid.some((v) => v.offer.maximumOrderCents !== null);
      const subtotals = bounded ? await groupSubtotals(tx, cartId, storeId) : new Map<string, number>();
      // The maximum order is checked item by item in the order sent; the accepted items are then written in ONE
      // statement (a phased list of hundreds of lines would otherwise cost a round trip each), an offer sent twice
      // once with its quantities added up.
      const accepted: Array<{ item: NewCartItem; offer: OfferFacts }> = [];
      for (const { item, offer } of valid) {
        const key = groupKey(offer);
        const total = (subtotals.get(key) ?? 0) + item.quantity * offer.priceCents;
        if (offer.maximumOrderCents !== null && total > offer.maximumOrderCents) {
          const message = CART_TEXT.aboveMaximum(total, offer.maximumOrderCents, offer.contractNumber);
          problems.push({ offerId: item.offerId, productId: offer.productId, message });
          continue;
        }
        accepted.push({ item, offer });
        subtotals.set(key, total);
      }
      const merged = new Map<number, { offer: OfferFacts; quantity: number }>();
      for (const { item, offer } of accepted) {
        const entry = merged.get(offer.offerId) ?? { offer, quantity: 0 };
        entry.quantity += item.quantity;
        merged.set(offer.offerId, entry);
      }
      const within = [...merged.values()].filter((m) => m.quantity <= CART_QUANTITY_MAX);
      // The rows travel as one JSON parameter (insertJsonRows).
      const written = within.length === 0
        ? []
        : rowsOf<{ offer_id: number | string }>(await tx.execute(sql`${insertJsonRows(cartItems, within.map(({ offer, quantity }) => ({
            cartId,
            productId: offer.productId,
            offerId: offer.offerId,
            contractId: offer.contractId,
            contractNumber: offer.contractNumber,
            contractorId: offer.contractorId,
            contractorName: offer.contractorName,
            partNumber: offer.partNumber,
            nsn: offer.nsn,
            title: offer.title,
            unitOfIssue: offer.unitOfIssue,
            minimumOrderQuantity: offer.minimumOrderQuantity,
            quantity,
            acceptedPriceCents: offer.priceCents,
          })))}
            on conflict (cart_id, offer_id) do update set quantity = cart_items.quantity + excluded.quantity
            where cart_items.quantity + excluded.quantity <= ${CART_QUANTITY_MAX}
            returning offer_id`));
      const done = new Set(written.map((w) => Number(w.offer_id)));
      let added = 0;
      for (const { item, offer } of accepted) {
        if (done.has(offer.offerId)) added += 1;
        else problems.push({ offerId: item.offerId, productId: offer.productId, message: CART_TEXT.tooMany(offer.unitOfIssue) });
      }
      if (added === 0) throw new NothingAdded();
      return { added, problems };
    });
  } catch (error) {
    if (error instanceof NothingAdded) return { added: 0, problems };
    throw error;
  }
}

/** Pushes the cart's summary to the member's other open tabs (docs/product/cart-and-parked-carts.md "Cart data"). */
export function publishCart(request: FastifyRequest, view: CartView): void {
  const memberId = request.member?.id;
  if (!memberId || !request.server.realtime) return;
  const header = request.headers[WEBSOCKET_ID_HEADER.toLowerCase()];
  const exceptWsId = typeof header === 'string' && header ? header : undefined;
  const data: CartSummary = cartSummary(view);
  request.server.realtime.publishToMember(memberId, { op: 'cart', data }, exceptWsId);
}

/**
 * A cart that came back to its buyer through a decision of someone else (a supervisor's or funds approver's
 * decline, a withdrawal): pushed to every open tab of the buyer, whose header count would otherwise stay as it
 * was until a reload. Called after the decision's transaction has committed.
 */
export async function publishReturnedCart(request: FastifyRequest, memberId: string, cartId: number, storeId: number): Promise<void> {
  if (!request.server.realtime) return;
  const data: CartSummary = cartSummary(await loadCart(request.server.db, cartId, storeId));
  request.server.realtime.publishToMember(memberId, { op: 'cart', data });
}
