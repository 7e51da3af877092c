import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { carts } from './cart.js';
import { members } from './members.js';
import { orderGroups } from './orders.js';

/** A postal address of an activity (ship-to or bill-to, DLM 4000.25 type of address codes). */
export interface AacAddress {
  organization: string;
  line1: string;
  line2: string;
  city: string;
  /** Two-letter state, or AA/AE/AP for APO/FPO/DPO. */
  state: string;
  zip: string;
  country: string;
}

/**
 * Activity address codes (civil AACs and DoD DoDAACs, docs/product/fedstrip.md): six capital letters or digits naming an
 * ordering, shipping or billing activity. A buyer orders to one only with an approved grant (aac_grants).
 */
export const aacs = pgTable('aacs', {
  code: text('code').primaryKey(),
  /** civil | dod */
  kind: text('kind').notNull(),
  agency: text('agency').notNull(),
  name: text('name').notNull(),
  shipTo: jsonb('ship_to').$type<AacAddress>().notNull(),
  billTo: jsonb('bill_to').$type<AacAddress>().notNull(),
  /** Carts charged to this AAC wait for a funds approver's authorization before they are ordered. */
  fundsControl: boolean('funds_control').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who may approve for an AAC: supervisors decide password requests, funds approvers authorize carts. */
export const aacRoles = pgTable(
  'aac_roles',
  {
    aac: text('aac')
      .notNull()
      .references(() => aacs.code, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** supervisor | funds_approver */
    role: text('role').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.aac, t.memberId, t.role] }), index('aac_roles_member_idx').on(t.memberId, t.role)],
);

/**
 * A buyer's request for an AAC password (docs/product/README.md aacassignment,
 * docs/product/aac-passwords-and-approvals.md: states Initial, Approved, Rejected). The
 * password is kept only as a slow salted hash; the supervisor's emailed link only as its SHA-256.
 */
export const aacPasswordRequests = pgTable(
  'aac_password_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    aac: text('aac')
      .notNull()
      .references(() => aacs.code),
    supervisorMemberId: uuid('supervisor_member_id')
      .notNull()
      .references(() => members.id),
    passwordHash: text('password_hash').notNull(),
    /** Initial | Approved | Rejected */
    status: text('status').notNull().default('Initial'),
    linkHash: text('link_hash').notNull().unique(),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('aac_password_requests_member_idx').on(t.memberId, t.createdAt),
    index('aac_password_requests_supervisor_idx').on(t.supervisorMemberId, t.status),
    // One open request per buyer and AAC: a second one waits until the first is decided.
    uniqueIndex('aac_password_requests_open_unique').on(t.memberId, t.aac).where(sql`status = 'Initial'`),
  ],
);

/**
 * An approved AAC for a member, with the password they chose (its hash). Ordering to the AAC needs the
 * password once per session; 5 wrong tries lock the grant for 15 minutes.
 */
export const aacGrants = pgTable(
  'aac_grants',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    aac: text('aac')
      .notNull()
      .references(() => aacs.code, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    requestId: bigint('request_id', { mode: 'number' }).references(() => aacPasswordRequests.id),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.aac] })],
);

/** The line of accounting of a funds-control cart, entered by the buyer and checked or completed by the approver. */
export interface LineOfAccounting {
  fundCode: string;
  appropriation: string;
  objectClass: string;
  project: string;
  documentNumber: string;
}

/**
 * A cart charged to a funds-control AAC, submitted for authorization (docs/product/README.md cart/afc_cart, cart/authorize_funds).
 * Pending → Authorized (then Ordered, once) | Rejected (the cart returns to the buyer) | Withdrawn by the buyer.
 */
export const fundsAuthorizations = pgTable(
  'funds_authorizations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cartId: bigint('cart_id', { mode: 'number' })
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    aac: text('aac')
      .notNull()
      .references(() => aacs.code),
    /** Pending | Authorized | Ordered | Rejected | Withdrawn */
    status: text('status').notNull().default('Pending'),
    accounting: jsonb('accounting').$type<LineOfAccounting>().notNull(),
    /** The checkout choices (shipping address, delivery options) the order is placed with once authorized. */
    checkout: jsonb('checkout').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * What the approver is asked to approve, copied at submission: lines, prices, total, ship-to, bill-to and the
     * line of accounting (apps/server core/orders/approval-snapshot.ts, ADR 0022). The order is placed from it; null
     * only on requests written before it existed, which are withdrawn rather than ordered.
     */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    reason: text('reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by'),
    orderGroupId: bigint('order_group_id', { mode: 'number' }).references(() => orderGroups.id),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    index('funds_authorizations_member_idx').on(t.memberId, t.submittedAt),
    index('funds_authorizations_aac_idx').on(t.aac, t.status),
    // A cart waits for one decision at a time.
    uniqueIndex('funds_authorizations_open_unique').on(t.cartId).where(sql`status in ('Pending', 'Authorized')`),
  ],
);
