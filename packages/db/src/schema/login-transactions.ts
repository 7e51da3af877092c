import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Single-use sign-in transactions bound to the browser that started them by an HttpOnly cookie (docs/architecture.md, Security). */
export const loginTransactions = pgTable('login_transactions', {
  id: text('id').primaryKey(),
  stateHash: text('state_hash').notNull(),
  verifier: text('verifier').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
