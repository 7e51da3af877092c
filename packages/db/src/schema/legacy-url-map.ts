import { pgTable, text } from 'drizzle-orm/pg-core';

/** docs/product/README.md "Old URL mappings": legacy `.do` paths and the screen path that replaced them. */
export const legacyUrlMap = pgTable('legacy_url_map', {
  oldPath: text('old_path').primaryKey(),
  newPath: text('new_path').notNull(),
  query: text('query'),
});
