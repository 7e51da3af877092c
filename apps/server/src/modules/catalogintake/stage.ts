/**
 * The staging table of a publication (docs/adr/0028-catalog-intake.md): a temporary table of the transaction that
 * publishes, filled in batches while the file is checked, then applied to the catalog by set-based statements
 * (apply.ts). Nothing of it outlives the transaction; buyers keep reading the previous catalog until it commits.
 * Its columns are written once, below: the temporary table is created from them, and batches travel as one JSON
 * parameter through the db package's `insertJsonRows`.
 */
import { type CatalogLine, formatNsn, normalizePartNumber } from '@advantage/contracts';
import { insertJsonRows } from '@advantage/db';
import { getTableColumns, sql } from 'drizzle-orm';
import { bigint, boolean, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../lib/db-executor.js';
import type { CategoryFor } from './category-for.js';

const BATCH = 1_000;

/** Not part of the schema (no migration creates it): the shape of the per-transaction staging table. */
const catalogStage = pgTable('catalog_stage', {
  line: integer('line').notNull(),
  manufacturer: text('manufacturer').notNull(),
  manufacturerPartNumber: text('manufacturer_part_number').notNull(),
  partNorm: text('part_norm').notNull(),
  nsn: text('nsn'),
  nsnNorm: text('nsn_norm'),
  title: text('title').notNull(),
  description: text('description').notNull(),
  unitOfIssue: text('unit_of_issue').notNull(),
  priceCents: integer('price_cents').notNull(),
  minimumOrder: integer('minimum_order').notNull(),
  deliveryDays: smallint('delivery_days').notNull(),
  programs: text('programs').array().notNull(),
  /** The line's SIN, one of the contract's: which programs reach the item depends on it. */
  sin: text('sin').notNull(),
  psc: text('psc'),
  unspsc: text('unspsc').notNull(),
  categoryId: integer('category_id'),
  manufacturerId: integer('manufacturer_id'),
  productId: bigint('product_id', { mode: 'number' }),
  newProduct: boolean('new_product').notNull().default(false),
  offerId: bigint('offer_id', { mode: 'number' }),
  newOffer: boolean('new_offer').notNull().default(false),
  oldPriceCents: integer('old_price_cents'),
});

export async function createStage(tx: DbExecutor): Promise<void> {
  const columns = Object.values(getTableColumns(catalogStage)).map((c) => {
    const required = c.notNull ? ' not null' : '';
    return `"${c.name}" ${c.getSQLType()}${required}${c.name.startsWith('new_') ? ' default false' : ''}`;
  });
  await tx.execute(sql.raw(`create temp table catalog_stage (${columns.join(', ')}, primary key (line)) on commit drop`));
  await tx.execute(sql`create temp table catalog_touched (product_id bigint primary key) on commit drop`);
}

/**
 * Collects lines and writes them in batches of 1,000 rows, each batch one JSON parameter. A line without an offer of
 * the contract gets its new offer's id here, numbered in file order from `firstNewOfferId` (the offers' highest id
 * plus one, read under the publications' advisory lock): numbering them afterwards rewrote every staged row once
 * more (2.3 s of a 100,000-line publication on PGlite; docs/adr/0028-catalog-intake.md).
 */
export function stageWriter(tx: DbExecutor, categoryFor: CategoryFor, firstNewOfferId: number) {
  let rows: Array<typeof catalogStage.$inferInsert> = [];
  let nextOfferId = firstNewOfferId;
  const flush = async () => {
    if (rows.length === 0) return;
    const batch = rows;
    rows = [];
    await tx.execute(insertJsonRows(catalogStage, batch));
  };
  // A promise only when a batch is written: the check awaits nothing for the other lines (check-file.ts).
  const add = (line: number, l: CatalogLine, offerId: number | null): Promise<void> | undefined => {
    rows.push({
      line,
      manufacturer: l.manufacturer,
      manufacturerPartNumber: l.manufacturerPartNumber,
      partNorm: normalizePartNumber(l.manufacturerPartNumber),
      nsn: l.nsn ? formatNsn(l.nsn) : null,
      nsnNorm: l.nsn,
      title: l.title,
      description: l.description,
      unitOfIssue: l.unitOfIssue,
      priceCents: l.priceCents,
      minimumOrder: l.minimumOrder,
      deliveryDays: l.deliveryDays,
      programs: l.programs,
      sin: l.sin,
      psc: l.psc,
      unspsc: l.unspsc,
      categoryId: categoryFor(l.psc, l.unspsc) ?? null,
      offerId: offerId ?? nextOfferId++,
      newOffer: offerId === null,
    });
    return rows.length >= BATCH ? flush() : undefined;
  };
  return { add, flush };
}
