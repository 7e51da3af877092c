import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../client.js';
import { buildReference, DEFAULT_SEED } from './catalog.js';
import { seedCatalog } from './index.js';
import { generateProduct } from './products.js';
import { backfillStatePrograms } from './state-backfill.js';

const ref = buildReference(DEFAULT_SEED);
const PRODUCTS = 400;

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('state and local programs of a catalog generated before they existed (PGlite)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await seedCatalog(database, { products: PRODUCTS });
  });
  afterAll(() => database.close());

  const snapshot = async () => ({
    contracts: await rows<{ id: number; p: string[] }>(database, sql`SELECT id, state_programs AS p FROM contracts ORDER BY id`),
    offers: await rows<{ id: string; p: string[] }>(database, sql`SELECT id::text, state_programs AS p FROM offers ORDER BY id`),
    products: await rows<{ id: string; p: string[] }>(database, sql`SELECT id::text, state_programs AS p FROM products ORDER BY id`),
  });

  it('leaves a catalog that has its opt-ins alone', async () => {
    expect(await backfillStatePrograms(database, ref)).toBe(false);
  });

  it('gives an old catalog exactly what the generator gives a new one', async () => {
    const generated = await snapshot();
    // The generator's own values, as a check that the snapshot is the real thing.
    const sample = generateProduct(ref, 7);
    expect(generated.products.find((p) => p.id === '7')?.p).toEqual(sample.product.statePrograms);
    expect(generated.offers.filter((o) => o.p.length > 0).length).toBeGreaterThan(100);

    await database.db.execute(sql`UPDATE contracts SET state_programs = '{}'`);
    await database.db.execute(sql`UPDATE offers SET state_programs = '{}'`);
    await database.db.execute(sql`UPDATE products SET state_programs = '{}'`);
    expect(await backfillStatePrograms(database, ref)).toBe(true);
    expect(await snapshot()).toEqual(generated);
    expect(await backfillStatePrograms(database, ref)).toBe(false);
  });
});
