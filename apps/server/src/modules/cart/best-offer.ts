/**
 * A search result adds a product, not an offer: the server picks the lowest-priced offer open to the
 * store on a current contract whose minimum order the quantity reaches (else the lowest-priced one, so
 * the buyer reads its minimum), then the fastest delivery.
 */
import { CART_TEXT, type CartAddItem, openPrograms, type StateProgramKey } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { eq, inArray } from 'drizzle-orm';
import { isoToday } from '../../core/app-context.js';
import { contractUsable } from '../../core/cart/cart-view.js';
import type { AddProblem, NewCartItem } from '../../core/cart/store.js';

const { offers, contracts } = schema;

async function openOffers(db: AppDb, productIds: number[], storeId: number) {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({
      id: offers.id,
      productId: offers.productId,
      priceCents: offers.priceCents,
      deliveryDays: offers.deliveryDays,
      minimum: offers.minimumOrderQuantity,
      startDate: contracts.startDate,
      endDate: contracts.endDate,
      storeIds: contracts.storeIds,
      statePrograms: offers.statePrograms,
    })
    .from(offers)
    .innerJoin(contracts, eq(contracts.id, offers.contractId))
    .where(inArray(offers.productId, productIds));
  const today = isoToday();
  return rows.filter((c) => contractUsable(c, storeId, today));
}

type Candidate = Awaited<ReturnType<typeof openOffers>>[number];

/** A state or local buyer (their valid programs) is given an offer open to them first, when the product has one. */
function best(candidates: Candidate[], productId: number, quantity: number, programs: readonly StateProgramKey[] | undefined): Candidate | undefined {
  const reaches = (c: Candidate) => Number(c.minimum <= quantity);
  const open = (c: Candidate) => Number(programs !== undefined && openPrograms(c.statePrograms, programs).length > 0);
  return candidates
    .filter((c) => c.productId === productId)
    .sort((a, b) => open(b) - open(a) || reaches(b) - reaches(a) || a.priceCents - b.priceCents || a.deliveryDays - b.deliveryDays || a.id - b.id)[0];
}

export async function chooseOffers(
  db: AppDb,
  items: CartAddItem[],
  storeId: number,
  programs?: readonly StateProgramKey[],
): Promise<{ items: NewCartItem[]; problems: AddProblem[] }> {
  const open = items.filter((i) => i.offerId === undefined);
  const candidates = await openOffers(db, [...new Set(open.map((i) => i.productId))], storeId);
  const chosen: NewCartItem[] = [];
  const problems: AddProblem[] = [];
  for (const item of items) {
    const { productId, quantity } = item;
    if (item.offerId !== undefined) {
      chosen.push({ offerId: item.offerId, quantity, productId, ...(item.contractNumber ? { contractNumber: item.contractNumber } : {}) });
      continue;
    }
    const offer = best(candidates, productId, quantity, programs);
    if (offer) chosen.push({ offerId: offer.id, quantity, productId });
    else problems.push({ offerId: 0, productId, message: CART_TEXT.noOffer });
  }
  return { items: chosen, problems };
}
