/**
 * The generated catalog: `seedCatalog(database, { products: N })` loads reference data and products 1..N.
 * Product i depends only on (seed, i), so a catalog grows by appending: the first K products of any
 * N-product catalog are the K-product catalog.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../client.js';
import { products } from '../../schema/index.js';
import { deleteContractDocumentPages } from './bpa-pages.js';
import { buildReference, DEFAULT_SEED } from './catalog.js';
import { type LoadProgress, loadProducts, type LoadTimings, seedReference } from './load.js';
import { generateProduct } from './products.js';

export { buildReference, DEFAULT_SEED, type Reference } from './catalog.js';
export { renderProductImage } from './image.js';
export { SAMPLE_CATALOG_FILE, type SampleCatalog, writeSampleCatalog } from './sample-file.js';
export { generateProduct, GLOBAL_SUPPLY_DELIVERY, OFFER_ID_FACTOR, type GeneratedProduct, type OfferRow, type ProductRow } from './products.js';
export { ABOUT_BUYING_SERVICES_KEY } from './reference.js';
export type { LoadProgress, LoadTimings } from './load.js';

export interface SeedCatalogOptions {
  /** Products wanted in total (0: reference data only). */
  products: number;
  seed?: number;
  /** Empty the catalog first (needed to shrink it or to change the seed). */
  reset?: boolean;
  onProgress?: (progress: LoadProgress) => void;
}

export interface SeedCatalogResult {
  /** Products in the catalog afterwards. */
  products: number;
  /** Products generated and loaded by this call. */
  added: number;
  milliseconds: number;
  /** Where the time of a load went (absent when nothing was loaded). */
  timings?: LoadTimings;
}

export class CatalogSeedMismatchError extends Error {
  constructor() {
    super('The products table holds a catalog generated with another seed; seed it again with reset (npm run seed -- --reset).');
    this.name = 'CatalogSeedMismatchError';
  }
}

/** Below this many new products the indexes are updated in place rather than rebuilt. */
const REBUILD_INDEXES_FROM = 20_000;

export async function seedCatalog(database: Database, options: SeedCatalogOptions): Promise<SeedCatalogResult> {
  const started = performance.now();
  const wanted = Math.max(0, Math.floor(options.products));
  const ref = buildReference(options.seed ?? DEFAULT_SEED);
  const { db } = database;
  if (options.reset) {
    // The document pages describe contracts about to be replaced; the new contracts get theirs below. The contractors'
    // credentials, uploads, order channels and the documents they sent (with the invoices recorded from them) name
    // contractors that a reset replaces, so they go with them.
    await deleteContractDocumentPages(db);
    await db.execute(
      sql`TRUNCATE offers, products, search_terms, contracts, contractors, manufacturers, categories, special_programs, service_categories,
        contractor_credentials, catalog_uploads, catalog_upload_parts, contractor_order_channels, contractor_documents, order_invoices`,
    );
  }
  await seedReference(database, ref);

  const [state] = await db
    .select({ count: sql<number>`count(*)::int`, max: sql<number>`coalesce(max(${products.id}), 0)::int` })
    .from(products);
  const [first] = await db.select({ title: products.title }).from(products).where(eq(products.id, 1));
  const count = Number(state?.count ?? 0);
  const existing = Number(state?.max ?? 0);
  if (first && first.title !== generateProduct(ref, 1).product.title) throw new CatalogSeedMismatchError();
  if (existing >= wanted) {
    return { products: count, added: 0, milliseconds: performance.now() - started };
  }
  const added = wanted - existing;
  const timings = await loadProducts(database, ref, {
    from: existing + 1,
    to: wanted,
    rebuildIndexes: added >= REBUILD_INDEXES_FROM && added >= count,
    onProgress: options.onProgress,
  });
  return { products: count + added, added, milliseconds: performance.now() - started, timings };
}
