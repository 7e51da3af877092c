import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/** Marketplace members, linked to the identity provider by issuer + subject (never by email). */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    agency: text('agency'),
    /** federal | military | state */
    memberType: text('member_type').notNull(),
    storeId: integer('store_id').notNull().default(0),
    /** active | disabled */
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('members_identity_unique').on(t.issuer, t.subject), index('members_email_idx').on(t.email)],
);

/** PIV/CAC cards registered on a member's account; one card belongs to one member. */
export const smartCards = pgTable('smart_cards', {
  id: uuid('id').primaryKey().defaultRandom(),
  memberId: uuid('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  altName: text('alt_name').notNull().unique(),
  subjectCn: text('subject_cn').notNull(),
  issuerO: text('issuer_o').notNull(),
  subjectOu: text('subject_ou').notNull(),
  expiresAt: text('expires_at').notNull(),
  registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Pending member registrations (email validation codes for state and local buyers, federal pre-registration). */
export const registrations = pgTable(
  'registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** federal | state */
    kind: text('kind').notNull(),
    codeHash: text('code_hash'),
    attempts: integer('attempts').notNull().default(0),
    /** pending | validated | completed */
    status: text('status').notNull().default('pending'),
    sessionId: text('session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('registrations_email_idx').on(t.email)],
);
