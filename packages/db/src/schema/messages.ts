import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.js';

/**
 * The message center: what the marketplace told a member. A row commits with the event that
 * caused it, beside its email in the outbox; it never holds an emailed link's token.
 */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** contracts MESSAGE_KINDS */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** An in-app path (`/ws/...`) to what the message is about, or null. */
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('member_messages_member_idx').on(t.memberId, t.createdAt)],
);
