/**
 * A publication killed with SIGKILL after every statement ran and before its commit leaves the previous catalog
 * whole, and the next publication goes through (docs/adr/0028-catalog-intake.md). PostgreSQL only: it needs a
 * database that outlives the process. The process is test-support/catalog-publish-child.ts with the fault hook.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { schema } from '@advantage/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test-support/app.js';
import { catalogFixtureDatabase } from '../../test-support/catalog-fixture.js';
import { CATALOG_FAULT_MARKER } from './fault.js';
import { publishCatalogFile } from './publish.js';

const CHILD = fileURLToPath(new URL('../../test-support/catalog-publish-child.ts', import.meta.url));

function waitForMarker(child: ChildProcess, log: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no fault marker within 45 s:\n${log.join('')}`)), 45_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      log.push(String(chunk));
      if (log.join('').includes(CATALOG_FAULT_MARKER)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the process ended (${code}) before the fault:\n${log.join('')}`));
    });
  });
}

for (const kind of TEST_DATABASES.filter((d) => d === 'postgres')) {
  describe(`a publication killed before it commits (${kind})`, () => {
    let fixture: Awaited<ReturnType<typeof catalogFixtureDatabase>>;
    beforeAll(async () => {
      fixture = await catalogFixtureDatabase(kind);
    });
    afterAll(() => fixture.close());
    const snapshot = async () => ({
      offers: await fixture.db.select().from(schema.offers).orderBy(schema.offers.id),
      products: await fixture.db.select().from(schema.products).orderBy(schema.products.id),
      publications: await fixture.db.select().from(schema.catalogPublications),
      history: await fixture.db.select().from(schema.offerPriceHistory),
    });

    it('leaves the previous catalog whole; the publication after it goes through', async () => {
      const before = await snapshot();
      const url = fixture.url ?? '';
      const log: string[] = [];
      const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', CHILD], {
        env: { ...process.env, NODE_ENV: 'test', CATALOG_FAULT: 'sleep-before-commit', CRASH_DATABASE_URL: url },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      try {
        await waitForMarker(child, log);
      } finally {
        child.kill('SIGKILL');
        await exited;
      }
      expect(await snapshot()).toEqual(before);

      const input = createReadStream(new URL('./testdata/good.csv', import.meta.url));
      const result = await publishCatalogFile(fixture.db, { format: 'csv', input, today: '2026-11-28', fileName: 'good.csv', sha256: 'd'.repeat(64), actor: 'operator' });
      expect(result.published).toBe(true);
      expect((await snapshot()).publications).toHaveLength(1);
    }, 90_000);
  });
}
