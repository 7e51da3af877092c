import { bigint, bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A contractor's catalog file published to its contract (docs/adr/0028-catalog-intake.md): what it changed, by whom. */
export const catalogPublications = pgTable(
  'catalog_publications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: integer('contract_id').notNull(),
    fileName: text('file_name').notNull(),
    /** csv | cif */
    format: text('format').notNull(),
    /** SHA-256 of the file as published, hex. */
    sha256: text('sha256').notNull(),
    lines: integer('lines').notNull(),
    newCount: integer('new_count').notNull(),
    changedCount: integer('changed_count').notNull(),
    unchangedCount: integer('unchanged_count').notNull(),
    withdrawnCount: integer('withdrawn_count').notNull(),
    actor: text('actor').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalog_publications_contract_idx').on(t.contractId, t.publishedAt)],
);

/** Every price an offer had: a row when a publication adds, re-prices or withdraws it. */
export const offerPriceHistory = pgTable(
  'offer_price_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    offerId: bigint('offer_id', { mode: 'number' }).notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    contractId: integer('contract_id').notNull(),
    /** new | changed | withdrawn */
    change: text('change').notNull(),
    oldPriceCents: integer('old_price_cents'),
    newPriceCents: integer('new_price_cents'),
    publicationId: uuid('publication_id').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('offer_price_history_offer_idx').on(t.offerId, t.changedAt)],
);
