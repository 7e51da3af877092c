import { bigserial, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One row per state change or security event: who, what, on which object, with what outcome. */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  memberId: uuid('member_id'),
  action: text('action').notNull(),
  target: text('target'),
  outcome: text('outcome').notNull(),
  requestId: text('request_id'),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
});
