/** Writes the generated catalog: reference rows through drizzle, products and offers through COPY. */
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { analyze, copyArray, type CopyColumnKind, copyField, copyRows, type CopyWriter, createIndexes, dropSecondaryIndexes, openCopy, restoreIndexes } from '../../bulk.js';
import type { AppDb, Database } from '../../client.js';
import { categories, contractors, contracts, manufacturers, searchTerms, serviceCategories, specialPrograms } from '../../schema/index.js';
import { seedContractDocumentPages } from './bpa-pages.js';
import { backfillStatePrograms } from './state-backfill.js';
import type { Reference } from './catalog.js';
import { generateProduct, type OfferRow, type ProductRow } from './products.js';
import { TermCounter } from './terms.js';

const PRODUCT_COLUMNS = [
  'id', 'title', 'description', 'manufacturer_id', 'manufacturer_name', 'part_number', 'part_number_norm', 'nsn', 'nsn_norm',
  'unit_of_issue', 'category_id', 'keywords', 'programs', 'socio', 'contractor_ids', 'attributes', 'image', 'min_price_cents',
  'max_price_cents', 'fastest_delivery_days', 'offer_count', 'gsa_stock', 'state_programs',
] as const;
const OFFER_COLUMNS = [
  'id', 'product_id', 'contract_id', 'contractor_id', 'price_cents', 'delivery_days', 'delivery_text', 'minimum_order_quantity',
  'stock_status', 'gsa_stock', 'state_programs',
] as const;

function productLine(p: ProductRow): string {
  return [
    p.id, copyField(p.title), copyField(p.description), p.manufacturerId, copyField(p.manufacturerName), copyField(p.partNumber),
    p.partNumberNorm, copyField(p.nsn), copyField(p.nsnNorm), p.unitOfIssue, p.categoryId, copyField(p.keywords), copyArray(p.programs),
    copyArray(p.socio), copyArray(p.contractorIds), copyField(JSON.stringify(p.attributes)), p.image, p.minPriceCents, p.maxPriceCents,
    p.fastestDeliveryDays, p.offerCount, p.gsaStock ? 't' : 'f', copyArray(p.statePrograms),
  ].join('\t');
}

function offerLine(o: OfferRow): string {
  return [
    o.id, o.productId, o.contractId, o.contractorId, o.priceCents, o.deliveryDays, copyField(o.deliveryText), o.minimumOrderQuantity,
    o.stockStatus, o.gsaStock ? 't' : 'f', copyArray(o.statePrograms),
  ].join('\t');
}

const SERIAL_TABLES = ['categories', 'manufacturers', 'contractors', 'contracts', 'service_categories'] as const;

/** Database name, object key and kind of each column of a drizzle table that the rows carry. */
function columnsOf(table: PgTable, sample: object): [string, string, CopyColumnKind][] {
  return Object.entries(getTableColumns(table))
    .filter(([key]) => key in sample)
    .map(([key, column]) => [column.name, key, column.dataType === 'json' ? 'json' : column.dataType === 'array' ? 'array' : 'plain']);
}

async function copyTable(database: Database, table: PgTable, rows: readonly object[]): Promise<void> {
  if (rows[0]) await copyRows(database, getTableName(table), columnsOf(table, rows[0]), rows);
}

/**
 * Reference rows keep their generated ids. Categories go last and mark the reference data complete; on a
 * fresh database everything is copied in, otherwise missing rows are added and existing ones left as they are.
 * The contracts' document pages follow, written from the stored contracts (also on a database seeded before they existed).
 */
export async function seedReference(database: Database, ref: Reference): Promise<void> {
  const [complete] = await database.db.select({ id: categories.id }).from(categories).limit(1);
  if (!complete) await insertReference(database, ref);
  await seedContractDocumentPages(database.db);
  await backfillStatePrograms(database, ref);
}

async function insertReference(database: Database, ref: Reference): Promise<void> {
  const { db } = database;
  const [started] = await db.select({ id: manufacturers.id }).from(manufacturers).limit(1);
  if (!started) {
    await copyTable(database, specialPrograms, ref.programs);
    await copyTable(database, serviceCategories, ref.serviceCategories);
    await copyTable(database, manufacturers, ref.manufacturers);
    await copyTable(database, contractors, ref.contractors);
    await copyTable(database, contracts, ref.contracts);
    await copyTable(database, categories, ref.categories);
  } else {
    await db.transaction(async (tx) => {
      await tx.insert(specialPrograms).values(ref.programs).onConflictDoNothing();
      await tx.insert(serviceCategories).values(ref.serviceCategories).onConflictDoNothing();
      await tx.insert(manufacturers).values(ref.manufacturers).onConflictDoNothing();
      for (let i = 0; i < ref.contractors.length; i += 1000) await tx.insert(contractors).values(ref.contractors.slice(i, i + 1000)).onConflictDoNothing();
      for (let i = 0; i < ref.contracts.length; i += 1000) await tx.insert(contracts).values(ref.contracts.slice(i, i + 1000)).onConflictDoNothing();
      await tx.insert(categories).values(ref.categories).onConflictDoNothing();
    });
  }
  // Rows added later through the application must not collide with the generated ids.
  for (const table of SERIAL_TABLES) {
    await db.execute(sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), greatest((SELECT max(id) FROM ${sql.identifier(table)}), 1))`);
  }
}

export interface LoadProgress {
  done: number;
  total: number;
}

export interface LoadOptions {
  from: number;
  to: number;
  /** Drop and rebuild secondary indexes around the load (worth it for large loads). */
  rebuildIndexes: boolean;
  onProgress?: ((progress: LoadProgress) => void) | undefined;
}

const BATCH = 2_000;
/** Products generated, then written in category order, at a time. */
const WINDOW = 10 * BATCH;

/** Milliseconds spent in each step of a load. */
export interface LoadTimings {
  copy: number;
  indexes: number;
  terms: number;
  analyze: number;
}

/** Generates products from..to (inclusive) with their offers, streams them in, then adds their search terms. */
export async function loadProducts(database: Database, ref: Reference, options: LoadOptions): Promise<LoadTimings> {
  let mark = performance.now();
  const lap = () => {
    const now = performance.now();
    const ms = now - mark;
    mark = now;
    return Math.round(ms);
  };
  await restoreIndexes(database);
  const dropped = options.rebuildIndexes ? await dropSecondaryIndexes(database, ['products', 'offers']) : [];
  const terms = new TermCounter(ref);
  const total = options.to - options.from + 1;
  const step = Math.max(WINDOW, Math.ceil(total / 10 / WINDOW) * WINDOW);
  // PostgreSQL computes the search vectors while copying products; two streams put both cores to work.
  const productStreams = await Promise.all(
    Array.from({ length: database.kind === 'postgres' ? 2 : 1 }, () => openCopy(database, 'products', PRODUCT_COLUMNS)),
  );
  const offers = await openCopy(database, 'offers', OFFER_COLUMNS);
  const writers = [...productStreams, offers];
  let chunk = 0;
  try {
    for (let start = options.from; start <= options.to; start += WINDOW) {
      const end = Math.min(options.to, start + WINDOW - 1);
      const generated = [];
      for (let id = start; id <= end; id++) {
        const g = generateProduct(ref, id);
        generated.push(g);
        terms.count(g);
      }
      // A keyword's matches mostly share a category: written side by side, they share heap pages, so counting a
      // search's matches reads a few hundred pages instead of one per match (a CLUSTER by category, per window).
      generated.sort((a, b) => a.product.categoryId - b.product.categoryId || a.product.id - b.product.id);
      for (let i = 0; i < generated.length; i += BATCH) {
        const part = generated.slice(i, i + BATCH);
        const products = productStreams[chunk++ % productStreams.length] as CopyWriter;
        await Promise.all([
          products.write(`${part.map((g) => productLine(g.product)).join('\n')}\n`),
          offers.write(`${part.flatMap((g) => g.offers.map(offerLine)).join('\n')}\n`),
        ]);
      }
      const done = end - options.from + 1;
      if (options.onProgress && (done % step === 0 || end === options.to)) options.onProgress({ done, total });
    }
  } catch (error) {
    await Promise.allSettled(writers.map((w) => w.end()));
    throw error;
  }
  await Promise.all(writers.map((w) => w.end()));
  const copy = lap();
  await createIndexes(database, dropped);
  const indexes = lap();
  await addTerms(database.db, terms);
  const termsMs = lap();
  await analyze(database, ['products', 'offers', 'search_terms']);
  return { copy, indexes, terms: termsMs, analyze: lap() };
}

async function addTerms(db: AppDb, terms: TermCounter): Promise<void> {
  const rows = terms.rows();
  for (let i = 0; i < rows.length; i += 2000) {
    await db
      .insert(searchTerms)
      .values(rows.slice(i, i + 2000))
      .onConflictDoUpdate({ target: searchTerms.term, set: { weight: sql`${searchTerms.weight} + excluded.weight` } });
  }
}
