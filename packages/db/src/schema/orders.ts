import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { carts } from './cart.js';
import { members } from './members.js';

/**
 * The address book (docs/product/README.md ggs/profile/address_book, profile/overseas_address, freight_forwarder_address,
 * dodaac_entry). An AAC/DoDAAC address carries its six-character code. Deleting hides the row
 * (`deleted_at`); orders keep their own copy of the ship-to address.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** docs/product/validation-rules.md address name: word characters, spaces, underscore, hyphen. */
    name: text('name').notNull(),
    /** standard | aac | overseas | freight_forwarder */
    kind: text('kind').notNull().default('standard'),
    aac: text('aac'),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    organization: text('organization').notNull().default(''),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    /** Two-letter state, or AA/AE/AP for APO/FPO/DPO addresses. */
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    country: text('country').notNull().default('US'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('addresses_member_idx').on(t.memberId),
    uniqueIndex('addresses_member_name_unique').on(t.memberId, sql`lower(${t.name})`).where(sql`deleted_at is null`),
  ],
);

/** Saved purchase cards: brand, last four digits and expiry only; never the number or a CVV (docs/product/checkout.md). */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** visa | mastercard */
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    holderName: text('holder_name').notNull(),
    nickname: text('nickname').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('payment_methods_member_idx').on(t.memberId)],
);

/**
 * Idempotency keys of checkout submissions (docs/architecture.md, Security): the first answer is kept and replayed for
 * the same key; the same key with another request is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    memberId: uuid('member_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100001 });
export const orderGroupNumberSeq = pgSequence('order_group_number_seq', { startWith: 10001 });
export const parkedCartNumberSeq = pgSequence('parked_cart_number_seq', { startWith: 1001 });

/** One checkout: the orders it split into (one per contractor), how it was paid and where it ships. */
export const orderGroups = pgTable(
  'order_groups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupNumber: text('group_number').notNull().unique(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** One order group per cart: the backstop against a cart ordered twice. */
    cartId: bigint('cart_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => carts.id),
    storeId: integer('store_id').notNull().default(0),
    /** card | accounting */
    paymentKind: text('payment_kind').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** MM/YYYY */
    cardExpiry: text('card_expiry'),
    /** Agency accounting codes: aac, fund code, appropriation, object class, project/job, document number. */
    accounting: jsonb('accounting').$type<Record<string, string>>(),
    /** The ship-to address as it was at checkout. */
    shipTo: jsonb('ship_to').$type<Record<string, string>>().notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** A state or local order: the program it was made under, its purpose and reference (declaration, grant, DoDAAC). */
    stateProgram: text('state_program'),
    stateProgramPurpose: text('state_program_purpose'),
    stateProgramReference: text('state_program_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_groups_member_idx').on(t.memberId, t.createdAt)],
);

/** An order to one contractor under one contract. `member_id` is copied for owner-scoped reads. */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => orderGroups.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').notNull(),
    contractorId: integer('contractor_id').notNull(),
    contractorName: text('contractor_name').notNull(),
    contractNumber: text('contract_number').notNull(),
    /** Submitted | Accepted | Backordered | Shipped | Delivered | Cancelled */
    status: text('status').notNull().default('Submitted'),
    deliverBy: date('deliver_by'),
    notes: text('notes').notNull().default(''),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    /**
     * This order's own ship-to and accounting where they differ by order: a FEDSTRIP order's requisitions ship to and
     * bill the AACs their signal codes name. Null: the group's.
     */
    shipTo: jsonb('ship_to').$type<Record<string, string>>(),
    accounting: jsonb('accounting').$type<Record<string, string>>(),
    reconciledAt: timestamp('reconciled_at', { withTimezone: true }),
    /** The card statement line the buyer matched the order to. */
    statementReference: text('statement_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_member_created_idx').on(t.memberId, t.createdAt), index('orders_group_idx').on(t.groupId)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNumber: smallint('line_number').notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    offerId: bigint('offer_id', { mode: 'number' }).notNull(),
    partNumber: text('part_number').notNull(),
    nsn: text('nsn'),
    title: text('title').notNull(),
    unitOfIssue: text('unit_of_issue').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    extendedCents: bigint('extended_cents', { mode: 'number' }).notNull(),
    /** Submitted | Accepted | Backordered | Shipped | Delivered | Cancelled */
    status: text('status').notNull().default('Submitted'),
    estimatedDate: date('estimated_date'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
  },
  (t) => [uniqueIndex('order_lines_number_unique').on(t.orderId, t.lineNumber)],
);

/** Every status an order or one of its lines has had, newest last. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineId: bigint('line_id', { mode: 'number' }),
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.at)],
);
