/**
 * Resolves keyed NSNs and part numbers against the catalog (docs/product/fedstrip.md: "items keyed by NSN or part number resolve
 * against the catalog"), compared the way the catalog stores them (products.nsn_norm, products.part_number_norm).
 * Only products with an offer open to the store count. One query for a whole phased list.
 */
import { FEDSTRIP_TEXT, isNsn, stockNumberText } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { eq, inArray, or } from 'drizzle-orm';
import { contractUsable } from '../../core/cart/cart-view.js';
import { isoToday } from '../../core/app-context.js';

const { contractors, contracts, offers, products } = schema;

/** The catalog's part-number key: upper case, letters and digits only. */
export const partKey = (partNumber: string) => partNumber.toUpperCase().replace(/[^A-Z0-9]/g, '');

export interface CatalogOffer {
  offerId: number;
  productId: number;
  title: string;
  unitOfIssue: string;
  priceCents: number;
  minimum: number;
  deliveryDays: number;
  /** Who supplies it under which contract: shown on the line before it is added and in the cart. */
  contractorName: string;
  contractNumber: string;
}

export type Match = { ok: true; offer: CatalogOffer } | { ok: false; field: 'stockNumber' | 'unitOfIssue' | 'quantity'; message: string };

/** Open offers of every product a keyed stock number names. */
export async function catalogOffers(db: AppDb, stockNumbers: readonly string[], storeId: number): Promise<Map<string, CatalogOffer[]>> {
  const nsns = [...new Set(stockNumbers.filter(isNsn).map((s) => s.slice(0, 13)))];
  const parts = [...new Set(stockNumbers.filter((s) => !isNsn(s)).map(partKey))];
  const byKey = new Map<string, CatalogOffer[]>();
  if (nsns.length + parts.length === 0) return byKey;
  const conditions = [
    ...(nsns.length ? [inArray(products.nsnNorm, nsns)] : []),
    ...(parts.length ? [inArray(products.partNumberNorm, parts)] : []),
  ];
  const rows = await db
    .select({
      offerId: offers.id, productId: products.id, title: products.title, unitOfIssue: products.unitOfIssue, nsnNorm: products.nsnNorm,
      partNorm: products.partNumberNorm, priceCents: offers.priceCents, minimum: offers.minimumOrderQuantity, deliveryDays: offers.deliveryDays,
      startDate: contracts.startDate, endDate: contracts.endDate, storeIds: contracts.storeIds, contractNumber: contracts.contractNumber,
      contractorName: contractors.name,
    })
    .from(products)
    .innerJoin(offers, eq(offers.productId, products.id))
    .innerJoin(contracts, eq(contracts.id, offers.contractId))
    .innerJoin(contractors, eq(contractors.id, contracts.contractorId))
    .where(conditions.length === 1 ? conditions[0] : or(...conditions));
  const today = isoToday();
  for (const r of rows) {
    if (!contractUsable(r, storeId, today)) continue;
    const { offerId, productId, title, unitOfIssue, priceCents, minimum, deliveryDays, contractorName, contractNumber } = r;
    const offer: CatalogOffer = { offerId, productId, title, unitOfIssue, priceCents, minimum, deliveryDays, contractorName, contractNumber };
    for (const key of [r.nsnNorm, r.partNorm]) if (key) byKey.set(key, [...(byKey.get(key) ?? []), offer]);
  }
  return byKey;
}

export const offersFor = (found: Map<string, CatalogOffer[]>, stockNumber: string): CatalogOffer[] =>
  found.get(isNsn(stockNumber) ? stockNumber.slice(0, 13) : partKey(stockNumber)) ?? [];

/** The units of issue the catalog sells an item in. */
export const unitsOf = (candidates: CatalogOffer[]) => [...new Set(candidates.map((c) => c.unitOfIssue))].sort();

/**
 * The offer a line orders: an item in the keyed unit of issue, the lowest price whose minimum the quantity
 * reaches (else the lowest price, so the minimum is reported), then the fastest delivery.
 */
export function matchLine(candidates: CatalogOffer[], stockNumber: string, unitOfIssue: string, quantity: number): Match {
  const shown = stockNumberText(stockNumber);
  if (candidates.length === 0) return { ok: false, field: 'stockNumber', message: FEDSTRIP_TEXT.notInCatalog(shown) };
  const inUnit = candidates.filter((c) => c.unitOfIssue === unitOfIssue);
  if (inUnit.length === 0) return { ok: false, field: 'unitOfIssue', message: FEDSTRIP_TEXT.wrongUnit(shown, unitsOf(candidates)) };
  const reaches = (c: CatalogOffer) => Number(c.minimum <= quantity);
  const [best] = inUnit.sort((a, b) => reaches(b) - reaches(a) || a.priceCents - b.priceCents || a.deliveryDays - b.deliveryDays || a.offerId - b.offerId);
  if (best!.minimum > quantity) return { ok: false, field: 'quantity', message: `The minimum order for ${shown} is ${best!.minimum} ${unitOfIssue}.` };
  return { ok: true, offer: best! };
}
