import { bigint, bigserial, customType, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/**
 * A catalog file a contractor uploaded (docs/adr/0029-contractor-uploads.md): checked on arrival, published later
 * by an operator. The file and its refused-lines report are kept in `catalog_upload_parts`.
 */
export const catalogUploads = pgTable(
  'catalog_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: integer('contractor_id').notNull(),
    credentialId: uuid('credential_id').notNull(),
    /** The contract the check found; null when the file named none of the contractor's contracts. */
    contractId: integer('contract_id'),
    contractNumber: text('contract_number'),
    fileName: text('file_name').notNull(),
    /** csv | cif */
    format: text('format').notNull(),
    sha256: text('sha256').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    lines: integer('lines').notNull(),
    accepted: integer('accepted').notNull(),
    refused: integer('refused').notNull(),
    /** The comparison with the contract's offers; null when the file is refused as a whole. */
    newCount: integer('new_count'),
    changedCount: integer('changed_count'),
    unchangedCount: integer('unchanged_count'),
    withdrawnCount: integer('withdrawn_count'),
    /** checked (every line passes) | refused | published */
    status: text('status').notNull(),
    publicationId: uuid('publication_id'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [index('catalog_uploads_contractor_idx').on(t.contractorId, t.uploadedAt)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** The uploaded file (`file`) and its refused-lines CSV report (`report`), in pieces of at most 1 MiB, in order. */
export const catalogUploadParts = pgTable(
  'catalog_upload_parts',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => catalogUploads.id, { onDelete: 'cascade' }),
    /** file | report */
    kind: text('kind').notNull(),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.kind, t.seq] })],
);
