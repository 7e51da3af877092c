/**
 * Which contracts a store may see and buy from: those open to every store (no store_ids), and those naming it
 * (a BPA limited to some stores). The catalog lists by it; an agreement's documents are served by it too.
 */
import { schema } from '@advantage/db';
import { or, sql } from 'drizzle-orm';

const { contracts } = schema;

export function visibleToStore(storeId: ReturnType<typeof sql.placeholder> | number) {
  return or(sql`cardinality(${contracts.storeIds}) = 0`, sql`${storeId} = any(${contracts.storeIds})`);
}
