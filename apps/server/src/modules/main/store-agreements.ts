import type { StoreAgreement, StoreId } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { cached } from '../../lib/cache.js';

const REFERENCE_TTL_MS = 60_000;
/** The start page lists this many; the store's strategic sourcing page lists them all. */
export const AGREEMENTS_SHOWN = 6;
const { contracts, contractors } = schema;

interface StoreAgreements {
  agreements: StoreAgreement[];
  agreementCount: number;
}

/**
 * The current BPAs limited to each agency store (contracts.store_ids), grouped by store and cached as reference
 * data: an agency store's start page says what the agency buys here and whom to call.
 */
export function storeAgreementsVerb(db: AppDb) {
  const load = cached(REFERENCE_TTL_MS, async () => {
    const today = new Date().toISOString().slice(0, 10);
    const rows = await db
      .select({
        contractNumber: contracts.contractNumber,
        endDate: contracts.endDate,
        storeIds: contracts.storeIds,
        contractorName: contractors.name,
        phone: contractors.phone,
        email: contractors.email,
      })
      .from(contracts)
      .innerJoin(contractors, eq(contractors.id, contracts.contractorId))
      .where(and(eq(contracts.kind, 'BPA'), sql`cardinality(${contracts.storeIds}) > 0`, lte(contracts.startDate, today), gte(contracts.endDate, today)))
      .orderBy(asc(contracts.contractNumber));
    const byStore = new Map<number, StoreAgreement[]>();
    for (const { storeIds, ...row } of rows) {
      const agreement: StoreAgreement = { ...row, documentsUrl: `/ws/catalog/bpa_documents?contractNumber=${encodeURIComponent(row.contractNumber)}` };
      for (const id of storeIds) byStore.set(id, [...(byStore.get(id) ?? []), agreement]);
    }
    return byStore;
  });
  return async (storeId: StoreId): Promise<StoreAgreements> => {
    const all = (await load()).get(storeId) ?? [];
    return { agreements: all.slice(0, AGREEMENTS_SHOWN), agreementCount: all.length };
  };
}
