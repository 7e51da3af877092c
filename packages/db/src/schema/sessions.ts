import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Server sessions: the store, the inactivity clock and whatever later areas keep per visitor. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    storeId: integer('store_id').notNull().default(0),
    timeoutSeconds: integer('timeout_seconds').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_last_seen_idx').on(t.lastSeenAt)],
);
