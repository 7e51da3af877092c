import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropSecondaryIndexes, restoreIndexes } from '../../bulk.js';
import { type Database, openDatabase } from '../../client.js';
import { buildReference, DEFAULT_SEED } from './catalog.js';
import { CatalogSeedMismatchError, seedCatalog } from './index.js';
import { generateProduct } from './products.js';
import { TermCounter } from './terms.js';

const ref = buildReference(DEFAULT_SEED);

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

async function count(database: Database, table: string): Promise<number> {
  const [row] = await rows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`);
  return Number(row?.n);
}

/** Products whose denormalised columns disagree with their offers (should be none). */
async function inconsistentProducts(database: Database): Promise<number> {
  const [row] = await rows<{ n: number }>(
    database,
    sql`SELECT count(*)::int AS n FROM products p
        LEFT JOIN LATERAL (
          SELECT count(*) AS n, min(price_cents) AS lo, max(price_cents) AS hi, min(delivery_days) AS fastest, bool_or(gsa_stock) AS stock,
                 array_agg(DISTINCT contractor_id ORDER BY contractor_id) AS sellers
          FROM offers o WHERE o.product_id = p.id) o ON true
        WHERE o.n = 0 OR o.n <> p.offer_count OR o.lo <> p.min_price_cents OR o.hi <> p.max_price_cents
           OR o.fastest <> p.fastest_delivery_days OR o.stock <> p.gsa_stock OR o.sellers <> p.contractor_ids`,
  );
  return Number(row?.n);
}

function expectedOffers(n: number): number {
  let total = 0;
  for (let id = 1; id <= n; id++) total += generateProduct(ref, id).offers.length;
  return total;
}

describe('seedCatalog on PGlite', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(async () => {
    await database.close();
  });

  it('seeds reference data only when asked for no products, and does it once', async () => {
    const result = await seedCatalog(database, { products: 0 });
    expect(result).toMatchObject({ products: 0, added: 0 });
    expect(await count(database, 'categories')).toBe(ref.categories.length);
    expect(await count(database, 'service_categories')).toBe(14);
    expect(await count(database, 'special_programs')).toBe(ref.programs.length);
    expect(await count(database, 'manufacturers')).toBe(ref.manufacturers.length);
    expect(await count(database, 'contractors')).toBe(ref.contractors.length);
    expect(await count(database, 'contracts')).toBe(ref.contracts.length);
    expect(await count(database, 'products')).toBe(0);
    await seedCatalog(database, { products: 0 });
    expect(await count(database, 'contracts')).toBe(ref.contracts.length);
    const [bpa] = await rows<{ store_ids: number[]; documents: { keyName: string }[] }>(
      database,
      sql`SELECT store_ids, documents FROM contracts WHERE kind = 'BPA' AND cardinality(store_ids) > 0 ORDER BY id LIMIT 1`,
    );
    const expected = ref.contracts.find((c) => c.kind === 'BPA' && c.storeIds.length > 0);
    expect(bpa?.store_ids).toEqual(expected?.storeIds);
    expect(bpa?.documents).toEqual(expected?.documents);
  });

  it('loads products with their offers and consistent denormalised columns', async () => {
    const result = await seedCatalog(database, { products: 400 });
    expect(result).toMatchObject({ products: 400, added: 400 });
    expect(await count(database, 'products')).toBe(400);
    expect(await count(database, 'offers')).toBe(expectedOffers(400));
    expect(await inconsistentProducts(database)).toBe(0);
    // Titles with inch marks and JSON attributes survive COPY's escaping.
    const generated = generateProduct(ref, 17).product;
    const [stored] = await rows<{ title: string; attributes: Record<string, string>; programs: string[] }>(
      database,
      sql`SELECT title, attributes, programs FROM products WHERE id = 17`,
    );
    expect(stored).toEqual({ title: generated.title, attributes: generated.attributes, programs: generated.programs });
  });

  it('makes the products findable by full-text search on their titles', async () => {
    const hits = await rows<{ title: string }>(
      database,
      sql`SELECT title FROM products WHERE search @@ websearch_to_tsquery('english', 'toner cartridge') ORDER BY ts_rank(search, websearch_to_tsquery('english', 'toner cartridge')) DESC LIMIT 5`,
    );
    expect(hits[0]?.title).toMatch(/^Toner Cartridge, /);
    for (const h of hits) expect(h.title).toMatch(/Cartridge/);
  });

  it('grows by appending: products 401..700 are those of a 700-product catalog, and term weights add up', async () => {
    const result = await seedCatalog(database, { products: 700 });
    expect(result).toMatchObject({ products: 700, added: 300 });
    const stored = await rows<{ id: number; title: string; min_price_cents: number; part_number: string }>(
      database,
      sql`SELECT id, title, min_price_cents, part_number FROM products WHERE id IN (1, 400, 401, 700) ORDER BY id`,
    );
    expect(stored.map((r) => [Number(r.id), r.title, r.min_price_cents, r.part_number])).toEqual(
      [1, 400, 401, 700].map((id) => {
        const p = generateProduct(ref, id).product;
        return [id, p.title, p.minPriceCents, p.partNumber];
      }),
    );
    expect(await count(database, 'offers')).toBe(expectedOffers(700));
    const counter = new TermCounter(ref);
    for (let id = 1; id <= 700; id++) counter.count(generateProduct(ref, id));
    const expected = new Map(counter.rows().map((t) => [t.term, t.weight]));
    const terms = await rows<{ term: string; weight: number }>(database, sql`SELECT term, weight FROM search_terms`);
    expect(terms.length).toBe(expected.size);
    for (const t of terms) expect(t.weight).toBe(expected.get(t.term));
    expect(expected.get('ballpoint pen')).toBeGreaterThan(0);
  });

  it('does not shrink without reset, reseeds with reset, and refuses to append to another seed', async () => {
    expect(await seedCatalog(database, { products: 100 })).toMatchObject({ products: 700, added: 0 });
    expect(await seedCatalog(database, { products: 100, reset: true })).toMatchObject({ products: 100, added: 100 });
    expect(await count(database, 'offers')).toBe(expectedOffers(100));
    await expect(seedCatalog(database, { products: 200, seed: DEFAULT_SEED + 1 })).rejects.toBeInstanceOf(CatalogSeedMismatchError);
  });

  it('rebuilds secondary indexes a load dropped and could not restore', async () => {
    const indexes = async () =>
      (await rows<{ indexname: string }>(database, sql`SELECT indexname FROM pg_indexes WHERE tablename IN ('products', 'offers') ORDER BY 1`)).map(
        (r) => r.indexname,
      );
    const before = await indexes();
    expect(before).toContain('products_search_gin');
    await restoreIndexes(database);
    const dropped = await dropSecondaryIndexes(database, ['products', 'offers']);
    expect(dropped.map((d) => d.name)).toContain('products_search_gin');
    expect(await indexes()).not.toContain('products_search_gin');
    await seedCatalog(database, { products: 120 });
    expect(await indexes()).toEqual(before);
  });
});

// Like the server suites, PostgreSQL runs only where TEST_DATABASE_URL names a server (CI sets it).
if (process.env.TEST_DATABASE_URL) describe('seedCatalog on PostgreSQL', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `adv_test_${randomBytes(6).toString('hex')}`;
  let database: Database;
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString(), poolSize: 4 });
  });
  afterAll(async () => {
    await database?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('loads the same catalog through COPY streams, with consistent offers', async () => {
    expect(await seedCatalog(database, { products: 500 })).toMatchObject({ products: 500, added: 500 });
    expect(await count(database, 'products')).toBe(500);
    expect(await count(database, 'offers')).toBe(expectedOffers(500));
    expect(await count(database, 'contracts')).toBe(ref.contracts.length);
    expect(await inconsistentProducts(database)).toBe(0);
    const [stored] = await rows<{ title: string; attributes: Record<string, string> }>(database, sql`SELECT title, attributes FROM products WHERE id = 250`);
    const generated = generateProduct(ref, 250).product;
    expect(stored).toEqual({ title: generated.title, attributes: generated.attributes });
  });
});
