import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counts in fixed windows, shared by every instance (docs/architecture.md, Scale-out): the sign-in paths' rate limit and
 * the punchout setup's failure limit. A key is what is counted (a route and a client address, say); a row whose
 * window has ended counts from one again on its next hit, and housekeeping deletes it.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_windows_resets_idx').on(t.resetsAt)],
);
