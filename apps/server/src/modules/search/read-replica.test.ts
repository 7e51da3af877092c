import { schema, seedCatalog, seedShell } from '@advantage/db';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestApp, freshDatabase, TEST_DATABASES, type TestApp } from '../../test-support/app.js';
import { QUIET_MAIL } from '../../test-support/search-fixture.js';

interface Result {
  title: string;
}

// DATABASE_READ_URL (docs/adr/0037-search-at-twenty-million.md, step 3): search reads the replica, everything else the
// primary. Here the "replica" is a second database holding a catalog the primary does not have, so an answer shows
// which one was read.
describe.each(TEST_DATABASES)('search reads the replica when there is one (%s)', (kind) => {
  let t: TestApp;
  let replica: Awaited<ReturnType<typeof freshDatabase>>;

  beforeAll(async () => {
    replica = await freshDatabase(kind);
    await seedShell(replica.database.db);
    await seedCatalog(replica.database, { products: 300 });
    t = await createTestApp(kind, { ...QUIET_MAIL, catalogProducts: 0 }, { readDatabase: replica.database });
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await replica.database.close();
    await replica.drop();
  });

  it('answers searches and category lists from the replica; the primary keeps its own rows', async () => {
    const [primary] = await t.database.db.select({ n: count() }).from(schema.products);
    expect(primary?.n).toBe(0);
    const res = await t.app.inject({ method: 'GET', url: '/rs/search/advantage_search?searchText=ballpoint%20pen' });
    expect(res.statusCode).toBe(200);
    const titles = (res.json().attributes.results as Result[]).map((r) => r.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles[0]).toMatch(/^Ballpoint Pen\b/);
  });
});

describe('DATABASE_READ_URL', () => {
  it('is refused without DATABASE_URL: the embedded database has no replica', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://replica.example.gov/advantage' })).toThrow(/DATABASE_READ_URL/);
  });
});
