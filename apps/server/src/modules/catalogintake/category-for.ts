/**
 * The category a new product goes into (docs/adr/0028-catalog-intake.md): the leaf whose FSC is the line's PSC,
 * else the leaf whose FSC maps to the UNSPSC class or family the line's code falls in (the punchout's FSC→UNSPSC
 * table read backwards, the longest match first). A new product with neither is refused: buyers browse by category.
 */
import { FSC_TO_UNSPSC } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { isNotNull } from 'drizzle-orm';
import type { DbExecutor } from '../../lib/db-executor.js';

/** UNSPSC prefixes (trailing zero pairs dropped) with their FSCs, longest prefix first. */
const UNSPSC_PREFIXES = Object.entries(FSC_TO_UNSPSC)
  .map(([fsc, code]) => ({ fsc, prefix: code.replace(/(?:00)+$/, '') }))
  .sort((a, b) => b.prefix.length - a.prefix.length || a.fsc.localeCompare(b.fsc));

export type CategoryFor = (psc: string | null, unspsc: string) => number | undefined;

export async function loadCategoryFor(db: DbExecutor): Promise<CategoryFor> {
  const c = schema.categories;
  const leaves = await db.select({ id: c.id, fsc: c.fsc }).from(c).where(isNotNull(c.fsc)).orderBy(c.id);
  const byFsc = new Map<string, number>();
  for (const leaf of leaves) if (leaf.fsc && !byFsc.has(leaf.fsc)) byFsc.set(leaf.fsc, leaf.id);
  return (psc, unspsc) => {
    const direct = psc ? byFsc.get(psc) : undefined;
    if (direct !== undefined) return direct;
    for (const { fsc, prefix } of UNSPSC_PREFIXES) if (unspsc.startsWith(prefix) && byFsc.has(fsc)) return byFsc.get(fsc);
    return undefined;
  };
}
