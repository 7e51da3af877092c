import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Information and help content by key; html is sanitized before it is stored. */
export const informationPages = pgTable('information_pages', {
  keyName: text('key_name').primaryKey(),
  title: text('title').notNull(),
  html: text('html').notNull(),
  storeId: integer('store_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
