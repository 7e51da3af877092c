/**
 * Finds the offer each quick-order row names: the contract by its number, then the product on that
 * contract by NSN (when the value is shaped like one) or by part number, compared the way the catalog
 * stores them (products.nsn_norm, products.part_number_norm). Two queries for the whole grid.
 */
import { type CheckedRow, QUICK_ORDER_TEXT } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, eq, inArray, or } from 'drizzle-orm';
import { isoToday } from '../../core/app-context.js';

const { contracts, offers, products } = schema;

export type RowMatch = { ok: true; offerId: number } | { ok: false; message: string };

export async function matchRows(db: AppDb, rows: readonly { row: CheckedRow; typedPart: string }[], storeId: number): Promise<RowMatch[]> {
  if (rows.length === 0) return [];
  const numbers = [...new Set(rows.map((r) => r.row.contractNumber))];
  const found = await db
    .select({ id: contracts.id, number: contracts.contractNumber, startDate: contracts.startDate, endDate: contracts.endDate, storeIds: contracts.storeIds })
    .from(contracts)
    .where(inArray(contracts.contractNumber, numbers));
  const byNumber = new Map(found.map((c) => [c.number.toUpperCase(), c]));

  const parts = [...new Set(rows.map((r) => r.row.partNumberNorm))];
  const nsns = [...new Set(rows.flatMap((r) => (r.row.nsnNorm ? [r.row.nsnNorm] : [])))];
  const candidates = found.length === 0
    ? []
    : await db
        .select({ offerId: offers.id, contractId: offers.contractId, partNorm: products.partNumberNorm, nsnNorm: products.nsnNorm })
        .from(offers)
        .innerJoin(products, eq(products.id, offers.productId))
        .where(
          and(
            inArray(offers.contractId, found.map((c) => c.id)),
            nsns.length > 0
              ? or(inArray(products.partNumberNorm, parts), inArray(products.nsnNorm, nsns))
              : inArray(products.partNumberNorm, parts),
          ),
        );

  const today = isoToday();
  return rows.map(({ row, typedPart }): RowMatch => {
    const number = row.contractNumber;
    const contract = byNumber.get(number);
    if (!contract) return { ok: false, message: QUICK_ORDER_TEXT.unknownContract(number) };
    if (today < contract.startDate || today > contract.endDate) return { ok: false, message: QUICK_ORDER_TEXT.contractNotCurrent(number) };
    if (contract.storeIds.length > 0 && !contract.storeIds.includes(storeId)) return { ok: false, message: QUICK_ORDER_TEXT.contractNotInStore(number) };
    const onContract = candidates.filter((c) => c.contractId === contract.id);
    const byNsn = row.nsnNorm ? onContract.filter((c) => c.nsnNorm === row.nsnNorm) : [];
    const hits = byNsn.length > 0 ? byNsn : onContract.filter((c) => c.partNorm === row.partNumberNorm);
    const [hit] = hits;
    if (!hit) return { ok: false, message: QUICK_ORDER_TEXT.noMatch(row.contractNumber, typedPart) };
    if (hits.length > 1) return { ok: false, message: QUICK_ORDER_TEXT.ambiguous(row.contractNumber, typedPart, hits.length) };
    return { ok: true, offerId: hit.offerId };
  });
}
