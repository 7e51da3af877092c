import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contractors } from './catalog.js';

/**
 * A credential a contractor's system presents on the contractor endpoints (docs/adr/0029-contractor-uploads.md):
 * catalog files now, later documents such as order confirmations and ship notices. An operator issues it for one
 * contractor (scripts/contractor-credential.mjs); the secret is generated, shown once and kept only as a salted
 * hash (the scheme of the punchout shared secrets). A revoked credential stays for the audit trail and is refused.
 */
export const contractorCredentials = pgTable(
  'contractor_credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id),
    /** The operator's label for the system that holds it, e.g. "catalog feed". */
    name: text('name').notNull(),
    /** `sha256$<salt>$<hash>` (packages/db shared-secret.ts). */
    secretHash: text('secret_hash').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedBy: text('revoked_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('contractor_credentials_contractor_idx').on(t.contractorId)],
);
