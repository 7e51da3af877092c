import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from './json-rows.js';
import { type AppDb, migrationsFolder } from './client.js';

/** How many migrations this build ships (drizzle-kit's journal) and how many the database has applied. */
export async function migrationState(db: AppDb): Promise<{ shipped: number; applied: number; current: boolean }> {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  const shipped = journal.entries.length;
  // drizzle's migrator keeps one row per applied migration in drizzle.__drizzle_migrations.
  const rows = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
  const applied = Number(rows[0]?.n ?? 0);
  return { shipped, applied, current: applied >= shipped };
}
