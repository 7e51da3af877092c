import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.js';
import { orderGroups } from './orders.js';

/** A postal address as cXML carries it (ShipTo/BillTo PostalAddress), and as an organization's default ship-to. */
export interface PunchoutAddress {
  name: string;
  deliverTo: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  email: string;
  phone: string;
}

/**
 * A buying organization that reaches a punchout store from its own procurement system (docs/product/punchout.md).
 * Its cXML credentials: From (who buys), To (us as the organization knows us), Sender (the system that sends,
 * which proves itself with the shared secret). The secret is kept only as a salted hash. Orders it sends are
 * placed under its own member (`member_id`), so they show in that member's order history in its store.
 */
export const punchoutOrganizations = pgTable(
  'punchout_organizations',
  {
    id: serial('id').primaryKey(),
    /** Short operator handle, e.g. DOL-ARIBA. */
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    storeId: integer('store_id').notNull(),
    fromDomain: text('from_domain').notNull(),
    fromIdentity: text('from_identity').notNull(),
    toDomain: text('to_domain').notNull(),
    toIdentity: text('to_identity').notNull(),
    senderDomain: text('sender_domain').notNull(),
    senderIdentity: text('sender_identity').notNull(),
    /** `sha256$<salt>$<hash>` of a generated high-entropy secret (see punchout module's secret.ts). */
    secretHash: text('secret_hash').notNull(),
    /** Origins (scheme://host[:port]) a BrowserFormPost URL may have. */
    allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default([]),
    defaultShipTo: jsonb('default_ship_to').$type<PunchoutAddress>(),
    /** Default accounting data (the contracts' AccountingCodes fields). */
    accounting: jsonb('accounting').$type<Record<string, string>>().notNull().default({}),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    /** active | disabled */
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('punchout_organizations_from_unique').on(sql`lower(${t.fromDomain})`, sql`lower(${t.fromIdentity})`)],
);

/** An item the procurement system sends back with an edit or inspect setup (ItemOut), restored into the cart. */
export interface PunchoutItemOut {
  supplierPartId: string;
  supplierPartAuxiliaryId: string;
  quantity: number;
}

/**
 * One PunchOutSetupRequest and the shopping session it opens. The StartPage token is kept only as its SHA-256,
 * is single-use (`started_at`) and expires at `start_expires_at`; opening it binds the web session
 * (`web_session_id`), whose session cart is the punchout cart.
 */
export const punchoutSessions = pgTable(
  'punchout_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => punchoutOrganizations.id, { onDelete: 'cascade' }),
    /** create | edit | inspect */
    operation: text('operation').notNull(),
    buyerCookie: text('buyer_cookie').notNull(),
    browserFormPostUrl: text('browser_form_post_url').notNull(),
    payloadId: text('payload_id').notNull(),
    /** The end user: Contact role=endUser and the UserEmail/UserName extrinsics. */
    endUser: jsonb('end_user').$type<{ name: string; email: string }>().notNull(),
    extrinsics: jsonb('extrinsics').$type<Record<string, string>>().notNull().default({}),
    shipTo: jsonb('ship_to').$type<PunchoutAddress>(),
    items: jsonb('items').$type<PunchoutItemOut[]>().notNull().default([]),
    startTokenHash: text('start_token_hash').notNull().unique(),
    startExpiresAt: timestamp('start_expires_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    webSessionId: text('web_session_id'),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('punchout_sessions_web_session_idx').on(t.webSessionId), index('punchout_sessions_org_idx').on(t.organizationId, t.createdAt)],
);

/**
 * OrderRequests received: the agency's PO number (orderID) and the payloadID, each unique per organization, so a
 * repeated request is answered from the first result and never ordered twice. The answer is kept as sent.
 */
export const punchoutOrders = pgTable(
  'punchout_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => punchoutOrganizations.id, { onDelete: 'cascade' }),
    poNumber: text('po_number').notNull(),
    payloadId: text('payload_id').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseText: text('response_text').notNull(),
    orderGroupId: bigint('order_group_id', { mode: 'number' }).references(() => orderGroups.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('punchout_orders_po_unique').on(t.organizationId, t.poNumber),
    uniqueIndex('punchout_orders_payload_unique').on(t.organizationId, t.payloadId),
    index('punchout_orders_group_idx').on(t.orderGroupId),
  ],
);
