import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.js';

/**
 * Shopping carts. A member has at most one active cart; an anonymous visitor's cart belongs to the
 * server session and is merged into the member's cart at sign-in. `version` goes up with every change,
 * so a screen can send the version it read and a stale change is refused instead of lost.
 * A cart that was ordered keeps its rows (status 'ordered'); the order group references it once.
 */
export const carts = pgTable(
  'carts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    sessionId: text('session_id'),
    /** active | ordered | merged | funds_control (submitted for funds authorization: frozen until decided) */
    status: text('status').notNull().default('active'),
    version: integer('version').notNull().default(0),
    /** cart/overseas_shipping: the order ships outside the 48 contiguous states (DoDAAC or APO/FPO). */
    overseas: boolean('overseas').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_active_member_unique').on(t.memberId).where(sql`status = 'active' and member_id is not null`),
    uniqueIndex('carts_active_session_unique').on(t.sessionId).where(sql`status = 'active' and session_id is not null`),
  ],
);

/**
 * One offer in a cart. The product facts are copied when the item is added so a cart still reads after
 * a catalog reload; the price the buyer accepted is kept so a later price change is shown, never applied
 * silently (cart/reduce_price accepts it).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cartId: bigint('cart_id', { mode: 'number' })
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    offerId: bigint('offer_id', { mode: 'number' }).notNull(),
    contractId: integer('contract_id').notNull(),
    contractNumber: text('contract_number').notNull(),
    contractorId: integer('contractor_id').notNull(),
    contractorName: text('contractor_name').notNull(),
    partNumber: text('part_number').notNull(),
    nsn: text('nsn'),
    title: text('title').notNull(),
    unitOfIssue: text('unit_of_issue').notNull(),
    minimumOrderQuantity: integer('minimum_order_quantity').notNull().default(1),
    quantity: integer('quantity').notNull(),
    acceptedPriceCents: integer('accepted_price_cents').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_offer_unique').on(t.cartId, t.offerId)],
);

/** Parked carts (docs/product/cart-and-parked-carts.md parkcart): a named copy of a cart kept for later or forwarded to a colleague. */
export const parkedCarts = pgTable(
  'parked_carts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** docs/product/validation-rules.md cart number: an optional capital letter, then digits or hyphens (e.g. P2611-000042). */
    cartNumber: text('cart_number').notNull().unique(),
    name: text('name').notNull(),
    /** Set on a copy received from another member. */
    forwardedByMemberId: uuid('forwarded_by_member_id'),
    forwardedByName: text('forwarded_by_name'),
    forwardNote: text('forward_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('parked_carts_member_idx').on(t.memberId, t.updatedAt)],
);

/** A parked FEDSTRIP requisition: what the clerk keyed; it takes a new document number when it is restored. */
export interface ParkedRequisition {
  aac: string;
  stockNumber: string;
  quantity: number;
  codes: Record<string, string>;
  overseas: boolean;
  exceptionRemarks: string;
  exceptionShipTo: string;
}

export const parkedCartItems = pgTable(
  'parked_cart_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    parkedCartId: bigint('parked_cart_id', { mode: 'number' })
      .notNull()
      .references(() => parkedCarts.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    offerId: bigint('offer_id', { mode: 'number' }).notNull(),
    contractId: integer('contract_id').notNull(),
    contractNumber: text('contract_number').notNull(),
    contractorId: integer('contractor_id').notNull(),
    contractorName: text('contractor_name').notNull(),
    partNumber: text('part_number').notNull(),
    nsn: text('nsn'),
    title: text('title').notNull(),
    unitOfIssue: text('unit_of_issue').notNull(),
    minimumOrderQuantity: integer('minimum_order_quantity').notNull().default(1),
    quantity: integer('quantity').notNull(),
    /** The price when the cart was parked; retrieval compares it with today's price. */
    parkedPriceCents: integer('parked_price_cents').notNull(),
    /** A FEDSTRIP item's requisitions as keyed (codes, quantities, exception data), restored with the item. */
    requisitions: jsonb('requisitions').$type<ParkedRequisition[]>(),
  },
  (t) => [uniqueIndex('parked_cart_items_offer_unique').on(t.parkedCartId, t.offerId)],
);
