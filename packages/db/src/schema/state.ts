import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { carts } from './cart.js';
import { members } from './members.js';
import { orderGroups } from './orders.js';

/**
 * A state or local member's eligibility: the government entity they buy for (from the agency list),
 * its jurisdiction, the purchasing programs it uses (packages/contracts STATE_PROGRAMS) with the evidence each
 * needs, and who validated it when, until when. One current row per member; each change is audited.
 */
export const stateValidations = pgTable(
  'state_validations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    agencyId: text('agency_id').notNull(),
    agencyName: text('agency_name').notNull(),
    /** state | county | city | district | tribal */
    entityType: text('entity_type').notNull(),
    /** Two-letter state or territory. */
    jurisdiction: text('jurisdiction').notNull(),
    programs: text('programs').array().notNull(),
    /** The 1122-program DoDAAC (begins 3A), when the member uses the 1122 Program. */
    dodaac1122: text('dodaac_1122'),
    /** Who validated: the member's certification, or the administrator who recorded it. */
    validatedById: uuid('validated_by_id').references(() => members.id, { onDelete: 'set null' }),
    validatedBy: text('validated_by').notNull(),
    validatedAt: timestamp('validated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The supervisor who authorizes the member's orders above their limit or under a program that needs it. */
    supervisorMemberId: uuid('supervisor_member_id').references(() => members.id, { onDelete: 'set null' }),
    supervisorEmail: text('supervisor_email'),
    /** The member's single-order limit in cents; null: the highest a member may state (STATE_LIMIT_MAX_CENTS). */
    purchaseLimitCents: bigint('purchase_limit_cents', { mode: 'number' }),
  },
  (t) => [uniqueIndex('state_validations_member_unique').on(t.memberId), index('state_validations_expires_idx').on(t.expiresAt)],
);

/**
 * A state or local order waiting for the buyer's supervisor: the cart is frozen, the order's
 * program and checkout choices are kept, and the supervisor is emailed a single-use link (its SHA-256 only is
 * stored here) good until link_expires_at. Pending → Approved → Ordered inside the order's transaction, or
 * Declined (with a reason) / Withdrawn, which give the cart back to the buyer.
 */
export const stateAuthorizations = pgTable(
  'state_authorizations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cartId: bigint('cart_id', { mode: 'number' })
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    supervisorMemberId: uuid('supervisor_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Pending | Approved | Ordered | Declined | Withdrawn */
    status: text('status').notNull().default('Pending'),
    linkHash: text('link_hash').notNull(),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
    program: text('program').notNull(),
    programPurpose: text('program_purpose'),
    programReference: text('program_reference'),
    /** Why the order needs the supervisor: 'limit' and/or 'program'. */
    needs: text('needs').array().notNull(),
    /** The checkout choices (store, address, payment, delivery options) the order is placed with once approved. */
    checkout: jsonb('checkout').$type<Record<string, unknown>>().notNull(),
    /** What the supervisor is asked to approve, copied when sent; the order is placed from it (ADR 0022). */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    limitCents: bigint('limit_cents', { mode: 'number' }).notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by'),
    orderGroupId: bigint('order_group_id', { mode: 'number' }).references(() => orderGroups.id),
  },
  (t) => [
    uniqueIndex('state_authorizations_link_unique').on(t.linkHash),
    index('state_authorizations_member_idx').on(t.memberId, t.createdAt),
    index('state_authorizations_supervisor_idx').on(t.supervisorMemberId, t.status),
    // A cart waits for one decision at a time.
    uniqueIndex('state_authorizations_open_unique').on(t.cartId).where(sql`status in ('Pending', 'Approved')`),
  ],
);

/**
 * FEMA's disaster declarations as the operator loads them (scripts/disaster-declarations.mjs, ADR 0022): a Disaster
 * Purchasing order citing a declaration must cite one of these once the list holds any. One row per declaration
 * number and state it covers (DR numbers name one state; EM and FM ones too).
 */
export const disasterDeclarations = pgTable(
  'disaster_declarations',
  {
    /** DR-4673, EM-3592, FM-5441. */
    number: text('number').notNull(),
    /** Two-letter state or territory. */
    state: text('state').notNull(),
    title: text('title').notNull().default(''),
    declaredOn: date('declared_on'),
    loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.number, t.state] })],
);
