import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { contractors } from './catalog.js';
import { orders } from './orders.js';

/**
 * How orders reach one contractor (docs/adr/0032-purchase-orders-out.md): a cXML OrderRequest posted to its
 * endpoint, or a purchase-order email with the order's PDF. A contractor without a row gets the email at its
 * catalog address (contractors.email). The shared secret is SENT, so it cannot be hashed: it is kept encrypted
 * (AES-256-GCM under CHANNEL_SECRET_KEY, bound to the contractor id) and never logged or shown.
 */
export const contractorOrderChannels = pgTable(
  'contractor_order_channels',
  {
    contractorId: integer('contractor_id')
      .primaryKey()
      .references(() => contractors.id),
    /** cxml | email */
    kind: text('kind').notNull(),
    /** email: the contractor's order address. */
    email: text('email'),
    /** cxml: where the OrderRequest is posted (https, or http to localhost / when allowed for development). */
    endpointUrl: text('endpoint_url'),
    fromDomain: text('from_domain'),
    fromIdentity: text('from_identity'),
    toDomain: text('to_domain'),
    toIdentity: text('to_identity'),
    senderDomain: text('sender_domain'),
    senderIdentity: text('sender_identity'),
    /** `v1.<iv>.<tag>.<ciphertext>` (base64url), AES-256-GCM with the contractor id as associated data. */
    secretCiphertext: text('secret_ciphertext'),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('contractor_order_channels_kind', sql`${t.kind} in ('cxml', 'email')`)],
);

/**
 * The purchase-order outbox: one row per order, inserted in the order's own transaction (apps/server core/orders/order-rows.ts),
 * delivered by the worker of every instance (claim by update with SKIP LOCKED, a lease, a claim token).
 * pending → sent | refused (the contractor answered 4xx: not retried) | failed (retries exhausted) | cancelled (the
 * order was cancelled before its purchase order went, or a cancellation or change turned out not to be needed). An
 * order has one `order` row and at most one `cancel` row; `change` rows (lines cancelled after the purchase order
 * went) may be several.
 */
export const purchaseOrderDeliveries = pgTable(
  'purchase_order_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /**
     * order: the purchase order itself; change: the order as it stands after lines were cancelled on our side (an
     * OrderRequest type="update"); cancel: its cancellation, once the order was cancelled on our side.
     */
    kind: text('kind').notNull().default('order'),
    state: text('state').notNull().default('pending'),
    /** The channel of the last attempt (cxml | email). */
    channel: text('channel'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who holds the row now (set at claim); only the holder records the outcome. */
    claimToken: uuid('claim_token'),
    lastError: text('last_error'),
    /** The last document sent, its SharedSecret withheld. */
    document: text('document'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Retries stop PO_RETRY_HOURS after this: the order's commit, or an operator's retry. */
    retryFrom: timestamp('retry_from', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('purchase_order_deliveries_order_kind').on(t.orderId, t.kind).where(sql`${t.kind} <> 'change'`),
    // Changes are few: a small index of their own, so checkout's order row pays for no second index.
    index('purchase_order_deliveries_changes_idx').on(t.orderId, t.id).where(sql`${t.kind} = 'change'`),
    index('purchase_order_deliveries_due_idx').on(t.state, t.nextAttemptAt),
    check('purchase_order_deliveries_state', sql`${t.state} in ('pending', 'sent', 'refused', 'failed', 'cancelled')`),
    check('purchase_order_deliveries_kind', sql`${t.kind} in ('order', 'change', 'cancel')`),
  ],
);
