import { bigint, boolean, index, integer, pgTable, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.js';
import { stores } from './stores.js';

/**
 * Departments with agreements on GSA Advantage! (the department pages of docs/product/department-pages-and-ebuy.md). A department's agreements
 * are the contracts limited to its virtual store (contracts.store_ids), and GSA Global Supply stock when it
 * orders from it; its home office and contacts are shown on department/homeoffice.
 */
export const departments = pgTable('departments', {
  /** Short code used in links (`?dept=DHS`). */
  code: text('code').primaryKey(),
  name: text('name').notNull().unique(),
  storeId: integer('store_id')
    .notNull()
    .unique()
    .references(() => stores.id),
  /** The department also orders GSA Global Supply stock (the GSS contract) under its agreements. */
  globalSupply: boolean('global_supply').notNull().default(false),
  /** What the department buys here, one paragraph of plain text. */
  summary: text('summary').notNull(),
  homeOffice: text('home_office').notNull(),
  street: text('street').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zip: text('zip').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  hours: text('hours').notNull(),
  position: integer('position').notNull(),
});

/** People a department's buyers call about its agreements (home office page). */
export const departmentContacts = pgTable(
  'department_contacts',
  {
    id: serial('id').primaryKey(),
    departmentCode: text('department_code')
      .notNull()
      .references(() => departments.code, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('department_contacts_department_idx').on(t.departmentCode)],
);

/** Requests sent with the adv2git contact form; mailed to the program office through the outbox. */
export const departmentContactRequests = pgTable(
  'department_contact_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    departmentCode: text('department_code').references(() => departments.code, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    organization: text('organization').notNull(),
    interest: text('interest').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('department_contact_requests_email_idx').on(t.email, t.createdAt)],
);

/** Answers of the department survey and feedback dialogs. */
export const departmentResponses = pgTable(
  'department_responses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** survey | feedback */
    kind: text('kind').notNull(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    departmentCode: text('department_code').references(() => departments.code, { onDelete: 'set null' }),
    /** Survey: overall satisfaction 1 (very dissatisfied) to 5 (very satisfied). */
    satisfaction: smallint('satisfaction'),
    /** Survey: found what they came for: yes | partly | no. */
    found: text('found'),
    /** Survey: purpose; feedback: topic. */
    topic: text('topic').notNull(),
    comments: text('comments'),
    /** Feedback: where to answer, when the sender asks for an answer. */
    replyEmail: text('reply_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('department_responses_member_idx').on(t.memberId, t.createdAt)],
);

/**
 * Where main/ebuy hands a member over to eBuy, by the member's store (store 0: everyone else). Only addresses
 * on the eBuy allow-list (packages/contracts EBUY_ORIGINS) are ever used, whatever a row says.
 */
export const ebuyDestinations = pgTable('ebuy_destinations', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id),
  url: text('url').notNull(),
  /** Who the address is configured for, as shown to the member ("Department of Homeland Security"). */
  agency: text('agency').notNull(),
});
