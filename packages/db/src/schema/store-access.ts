import { bigserial, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.js';

/**
 * Members who proved a department address for a restricted store (docs/adr/0016): a member whose sign-in
 * address is not on the store's department domains but who holds one. One row per member and store; the
 * address is checked against the domain list again on every read, so a domain taken off the list stops counting.
 */
export const restrictedStoreMembers = pgTable(
  'restricted_store_members',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    storeId: integer('store_id').notNull(),
    /** The department address the emailed link proved. */
    email: text('email').notNull(),
    validatedAt: timestamp('validated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.storeId] })],
);

/**
 * Emailed single-use links that prove a department address (dhs/email_validation, dhs/validate_email). Only the
 * link's SHA-256 is kept; a link counts once (used_at), until expires_at, and only for the member who asked.
 */
export const storeEmailValidations = pgTable(
  'store_email_validations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    storeId: integer('store_id').notNull(),
    email: text('email').notNull(),
    linkHash: text('link_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('store_email_validations_member_idx').on(t.memberId, t.createdAt)],
);
