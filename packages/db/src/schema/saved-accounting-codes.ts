import { bigserial, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.js';

/**
 * A member's saved lines of accounting (Manage Methods of Payment), offered on the checkout's accounting-code
 * form. The codes an order was paid with are copied into the order, so deleting a saved line removes the row.
 * The document number is not saved: each requisition gets its own.
 */
export const savedAccountingCodes = pgTable(
  'saved_accounting_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    nickname: text('nickname').notNull().default(''),
    aac: text('aac').notNull(),
    fundCode: text('fund_code').notNull(),
    appropriation: text('appropriation').notNull(),
    objectClass: text('object_class').notNull(),
    projectJob: text('project_job').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The same line saved twice would be two choices that say the same thing; the index also serves the member's list.
    uniqueIndex('saved_accounting_codes_line_uq').on(t.memberId, t.aac, t.fundCode, t.appropriation, t.objectClass, t.projectJob),
  ],
);
