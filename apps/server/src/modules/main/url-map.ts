import type { LegacyUrlMapping } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { cached } from '../../lib/cache.js';

/** The legacy map of docs/product/agency-stores.md "Old URL mappings", read from the database. */
export function urlMapVerb(db: AppDb) {
  return cached(60_000, async (): Promise<LegacyUrlMapping[]> => {
    const rows = await db.select().from(schema.legacyUrlMap).orderBy(schema.legacyUrlMap.oldPath);
    return rows.map((r) => ({ oldPath: r.oldPath, newPath: r.newPath, ...(r.query ? { query: r.query } : {}) }));
  });
}
