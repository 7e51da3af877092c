/**
 * The demo's sample contractor catalog file (README "Contractor catalogs"): written from a generated catalog, it
 * passes every rule and, checked, re-prices some offers, adds five items and withdraws one; published, buyers'
 * products carry the new prices.
 */
import { createReadStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedCatalog, writeSampleCatalog } from '@advantage/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, TEST_DATABASES } from '../../test-support/app.js';
import { checkCatalogFile } from './check-file.js';
import { publishCatalogFile } from './publish.js';

const TODAY = new Date().toISOString().slice(0, 10);

describe.each(TEST_DATABASES)('the sample contractor catalog file (%s)', (kind) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  const dir = mkdtempSync(join(tmpdir(), 'adv-sample-'));
  const path = join(dir, 'sample-catalog.csv');
  beforeAll(async () => {
    fresh = await freshDatabase(kind);
    await seedCatalog(fresh.database, { products: 3_000 });
  }, 120_000);
  afterAll(async () => {
    await fresh.database.close();
    await fresh.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('passes every rule and shows price changes, new items and one withdrawn offer; it is written once', async () => {
    const sample = await writeSampleCatalog(fresh.database.db, path, TODAY);
    expect(sample).toBeDefined();
    expect(sample!.lines).toBeGreaterThan(20);
    const report = await checkCatalogFile(fresh.database.db, { format: 'csv', input: createReadStream(path), today: TODAY });
    expect(report).toMatchObject({ contractNumber: sample!.contractNumber, refused: 0, fileProblems: [], accepted: sample!.lines });
    expect(report.comparison).toMatchObject({ new: 5, changed: sample!.changed, withdrawn: 1 });
    expect(sample!.changed).toBeGreaterThan(2);
    const before = readFileSync(path, 'utf8');
    expect(await writeSampleCatalog(fresh.database.db, path, TODAY)).toBeUndefined();
    expect(readFileSync(path, 'utf8')).toBe(before);
  });

  it('publishes', async () => {
    const result = await publishCatalogFile(fresh.database.db, { format: 'csv', input: createReadStream(path), today: TODAY, fileName: 'sample-catalog.csv', sha256: 'b'.repeat(64), actor: 'operator' });
    expect(result.published ? [] : result.problems).toEqual([]);
    expect(result).toMatchObject({ published: true, report: { comparison: { new: 5, withdrawn: 1 } } });
  });
});
