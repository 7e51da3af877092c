import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cartItems, carts } from './cart.js';
import { members } from './members.js';
import { orderLines, orders } from './orders.js';

/**
 * The requisition codes a clerk keys once and reuses (docs/product/fedstrip.md fedstrip_constantProfile): routing id, media and
 * status, demand, signal, fund, distribution, project, priority, advice ..., per member and AAC. The codes are
 * the contracts' `RequisitionCodes`, checked by their rules before they are stored.
 */
export const fedstripProfiles = pgTable(
  'fedstrip_profiles',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    aac: text('aac').notNull(),
    codes: jsonb('codes').$type<Record<string, string>>().notNull(),
    /** Ships overseas: NSN lines are A01 and part-number lines A04 instead of A0A and A0D. */
    overseas: boolean('overseas').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.aac] })],
);

/**
 * One requisition keyed on the FEDSTRIP screens (a cart item has one per keyed line): the AAC it is requisitioned for, its codes
 * (the profile's, with what the clerk changed), its document number and the exception data of an A0E/A05. A line
 * removed before ordering leaves a gap in the serials, never a repeat.
 */
export const fedstripLines = pgTable(
  'fedstrip_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The cart item (one per offer) the requisition orders; its quantity is the sum of its requisitions'. */
    cartItemId: bigint('cart_item_id', { mode: 'number' })
      .notNull()
      .references(() => cartItems.id, { onDelete: 'cascade' }),
    cartId: bigint('cart_id', { mode: 'number' })
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    aac: text('aac').notNull(),
    /** What the clerk keyed: an NSN or a part number, and the unit of issue. */
    stockNumber: text('stock_number').notNull(),
    /** The requisition's own quantity (record positions 25–29): each keyed line is one requisition. */
    quantity: integer('quantity').notNull(),
    codes: jsonb('codes').$type<Record<string, string>>().notNull(),
    overseas: boolean('overseas').notNull().default(false),
    /** Document number rp36–43, given when the line is added, so the clerk sees the record exactly as it is sent. */
    ordinalDate: text('ordinal_date').notNull(),
    serial: text('serial').notNull(),
    exceptionRemarks: text('exception_remarks').notNull().default(''),
    exceptionShipTo: text('exception_ship_to').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fedstrip_lines_cart_idx').on(t.cartId),
    index('fedstrip_lines_cart_item_idx').on(t.cartItemId),
    uniqueIndex('fedstrip_lines_document_number_unique').on(t.aac, t.ordinalDate, t.serial),
  ],
);

/**
 * Document-number serials (record positions 40–43): one row per AAC and ordinal day, counted up in one
 * statement (`insert … on conflict do update … returning`), so two clerks ordering at once never get the
 * same serial. The unique index on requisitions is the backstop.
 */
export const fedstripSerials = pgTable(
  'fedstrip_serials',
  {
    aac: text('aac').notNull(),
    ordinalDate: text('ordinal_date').notNull(),
    lastSerial: integer('last_serial').notNull(),
  },
  (t) => [primaryKey({ columns: [t.aac, t.ordinalDate] }), check('fedstrip_serials_range', sql`last_serial between 1 and 9999`)],
);

/** One requisition sent with an order: its fields, its document number and its 80-position record. */
export const requisitions = pgTable(
  'requisitions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: bigint('order_line_id', { mode: 'number' })
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    aac: text('aac').notNull(),
    ordinalDate: text('ordinal_date').notNull(),
    serial: text('serial').notNull(),
    documentNumber: text('document_number').notNull(),
    /** Exactly 80 characters (fedstrip-record.ts). */
    record: text('record').notNull(),
    exceptionRemarks: text('exception_remarks').notNull().default(''),
    exceptionShipTo: text('exception_ship_to').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('requisitions_document_number_unique').on(t.aac, t.ordinalDate, t.serial),
    uniqueIndex('requisitions_order_line_unique').on(t.orderLineId),
    index('requisitions_order_idx').on(t.orderId),
    check('requisitions_record_length', sql`length(record) = 80`),
  ],
);
