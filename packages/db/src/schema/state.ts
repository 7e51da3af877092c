import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.js';

/**
 * A state or local member's eligibility (issue 14): the government entity they buy for (from the agency list),
 * its jurisdiction, the purchasing programs it uses (packages/contracts STATE_PROGRAMS) with the evidence each
 * needs, and who validated it when, until when. One current row per member; each change is audited.
 */
export const stateValidations = pgTable(
  'state_validations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    agencyId: text('agency_id').notNull(),
    agencyName: text('agency_name').notNull(),
    /** state | county | city | district | tribal */
    entityType: text('entity_type').notNull(),
    /** Two-letter state or territory. */
    jurisdiction: text('jurisdiction').notNull(),
    programs: text('programs').array().notNull(),
    /** The 1122-program DoDAAC (begins 3A), when the member uses the 1122 Program. */
    dodaac1122: text('dodaac_1122'),
    /** Who validated: the member's certification, or the administrator who recorded it. */
    validatedById: uuid('validated_by_id').references(() => members.id, { onDelete: 'set null' }),
    validatedBy: text('validated_by').notNull(),
    validatedAt: timestamp('validated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('state_validations_member_unique').on(t.memberId), index('state_validations_expires_idx').on(t.expiresAt)],
);
