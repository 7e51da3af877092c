/**
 * A running instance shows a publication within a minute (docs/adr/0028-catalog-intake.md, Search): the catalog is
 * published on another connection (on PostgreSQL, as the operator's command on another machine would), and the
 * instance's next search after its answer cache's minute finds the new product and the new price, with the in-memory
 * engine (which reloads on the catalog generation) and with the PostgreSQL engine alike. The instance's clock is
 * stepped, never waited for.
 */
import { createReadStream } from 'node:fs';
import { openDatabase } from '@advantage/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test-support/app.js';
import { ANY_MAIL_PORT, insertCatalogFixture } from '../../test-support/catalog-fixture.js';
import { publishCatalogFile } from './publish.js';

interface Result {
  partNumber: string;
  maxPriceCents: number;
}

const ENGINES = [['in-memory', {}], ['PostgreSQL full text', { searchMemoryMaxProducts: 0 }]] as const;
const CASES = TEST_DATABASES.flatMap((kind) => ENGINES.map(([engine, overrides]) => [kind, engine, overrides] as const));

describe.each(CASES)('a publication reaches a running instance\'s search within a minute (%s, %s engine)', (kind, _engine, overrides) => {
  let t: TestApp;
  let clock = Date.UTC(2026, 10, 28, 12, 0, 0);
  let publisher: { db: TestApp['database']['db']; close(): Promise<void> };
  beforeAll(async () => {
    t = await createTestApp(kind, { ...ANY_MAIL_PORT, ...overrides }, { now: () => clock });
    await insertCatalogFixture(t.database.db);
    const raw = t.database.raw;
    if (raw.kind === 'postgres') {
      const other = await openDatabase({ url: raw.pool.options.connectionString!, poolSize: 1 });
      publisher = { db: other.db, close: () => other.close() };
    } else publisher = { db: t.database.db, close: async () => {} };
  });
  afterAll(async () => {
    await publisher.close();
    await t.close();
  });

  const search = async (keyword: string): Promise<Result[]> => {
    const res = await t.app.inject({ method: 'GET', url: `/rs/search/advantage_search?searchText=${encodeURIComponent(keyword)}` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { responseName: string; attributes: { results?: Result[] } };
    // No match answers another screen, without results.
    return body.attributes.results ?? [];
  };

  it('finds the new product and the new price, and no longer the withdrawn one, on the first search after the minute', async () => {
    expect((await search('legal pad')).map((r) => r.partNumber)).not.toContain('AP-100');
    // The paper's dearest offer is this contract's 50.00 (another contractor's 39.99 stays); the blue chair is only its.
    expect((await search('FX-900001')).find((r) => r.partNumber === 'FX-900001')?.maxPriceCents).toBe(5_000);
    expect((await search('FX-900004')).map((r) => r.partNumber)).toContain('FX-900004');

    const result = await publishCatalogFile(publisher.db, {
      format: 'csv', input: createReadStream(new URL('./testdata/good.csv', import.meta.url)),
      today: '2026-11-28', fileName: 'good.csv', sha256: 'b'.repeat(64), actor: 'operator',
    });
    expect(result.published).toBe(true);

    clock += 60_000;
    expect((await search('legal pad')).map((r) => r.partNumber)).toContain('AP-100');
    expect((await search('FX-900001')).find((r) => r.partNumber === 'FX-900001')?.maxPriceCents).toBe(5_250);
    expect((await search('FX-900004')).map((r) => r.partNumber)).not.toContain('FX-900004');
  });

  // PostgreSQL only (registered there alone, not skipped elsewhere): on PGlite a publication holds the one
  // connection, so no search runs while it is open.
  if (kind === 'postgres') it('answers the catalog as it was while a change is uncommitted, and the changed one after its commit', async () => {
    const raw = t.database.raw;
    if (raw.kind !== 'postgres') return;
    const other = await raw.pool.connect();
    try {
      await other.query('BEGIN');
      await other.query(`UPDATE products SET title = title || ' Quetzalcoatl' WHERE part_number = 'FX-900001'`);
      // Searches meanwhile: an instance that took the uncommitted change's generation for its own would keep the old
      // catalog under it after the commit.
      clock += 60_000;
      expect(await search('quetzalcoatl')).toEqual([]);
      await other.query('COMMIT');
    } finally {
      other.release();
    }
    clock += 60_000;
    expect((await search('quetzalcoatl')).map((r) => r.partNumber)).toEqual(['FX-900001']);
  });
});
