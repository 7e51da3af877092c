/**
 * The cart as every screen reads it (CartView): items grouped by contractor and contract with
 * subtotals, each priced at today's offer price read from the catalog, never at a price a client sent.
 */
import { type CartGroupView, type CartItemView, type CartView, type ProductAttribute, productImageUrl, unitOfIssue } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { asc, eq } from 'drizzle-orm';
import { isoToday } from '../app-context.js';

const { carts, cartItems, offers, contracts, products } = schema;

/** The attributes a cart line shows beside its title: what tells two items of one type apart. */
const FEATURE = /\b(?:colou?r|size)\b/i;

function featuresOf(attributes: Record<string, string> | null): ProductAttribute[] {
  return Object.entries(attributes ?? {}).filter(([name]) => FEATURE.test(name)).map(([name, value]) => ({ name, value }));
}

/** A contract may be ordered from while current and open to every store or naming this one. */
export function contractUsable(contract: { startDate: string; endDate: string; storeIds: number[] }, storeId: number, today = isoToday()): boolean {
  return contract.startDate <= today && today <= contract.endDate && (contract.storeIds.length === 0 || contract.storeIds.includes(storeId));
}

async function readItems(db: AppDb, cartId: number) {
  return db
    .select({
      item: cartItems,
      currentPriceCents: offers.priceCents,
      contractStart: contracts.startDate,
      contractEnd: contracts.endDate,
      storeIds: contracts.storeIds,
      maximumOrderCents: contracts.maximumOrderCents,
      image: products.image,
      attributes: products.attributes,
    })
    .from(cartItems)
    .leftJoin(offers, eq(offers.id, cartItems.offerId))
    .leftJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(contracts, eq(contracts.id, offers.contractId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.contractorName), asc(cartItems.contractNumber), asc(cartItems.id));
}

type ItemRow = Awaited<ReturnType<typeof readItems>>[number];

function itemView(row: ItemRow, storeId: number, today: string): CartItemView {
  const { item } = row;
  const available
    = row.currentPriceCents !== null
      && row.contractStart !== null
      && row.contractEnd !== null
      && contractUsable({ startDate: row.contractStart, endDate: row.contractEnd, storeIds: row.storeIds ?? [] }, storeId, today);
  const unitPriceCents = available && row.currentPriceCents !== null ? row.currentPriceCents : item.acceptedPriceCents;
  return {
    itemId: item.id,
    productId: item.productId,
    offerId: item.offerId,
    title: item.title,
    partNumber: item.partNumber,
    nsn: item.nsn,
    contractNumber: item.contractNumber,
    unitOfIssue: unitOfIssue(item.unitOfIssue),
    minimumOrderQuantity: item.minimumOrderQuantity,
    quantity: item.quantity,
    unitPriceCents,
    acceptedPriceCents: item.acceptedPriceCents,
    priceChanged: available && unitPriceCents !== item.acceptedPriceCents,
    unavailable: !available,
    extendedCents: item.quantity * unitPriceCents,
    ...(row.image ? { image: productImageUrl(row.image) } : {}),
    features: featuresOf(row.attributes),
  };
}

/**
 * Reads the cart. An unavailable item stays listed (flagged) but counts in no subtotal: it cannot be
 * ordered. A changed price is shown at today's price with the accepted one beside it. Each group carries
 * its contract's maximum order amount, read now (checkout refuses a group above it).
 */
export async function loadCart(db: AppDb, cartId: number, storeId: number): Promise<CartView> {
  const [cart] = await db.select({ version: carts.version, overseas: carts.overseas }).from(carts).where(eq(carts.id, cartId)).limit(1);
  const rows = cart ? await readItems(db, cartId) : [];
  const today = isoToday();
  const groups: CartGroupView[] = [];
  const byKey = new Map<string, CartGroupView>();
  for (const row of rows) {
    const view = itemView(row, storeId, today);
    const key = `${row.item.contractorId}\n${row.item.contractNumber}`;
    let group = byKey.get(key);
    if (!group) {
      group = {
        contractorId: row.item.contractorId,
        contractorName: row.item.contractorName,
        contractNumber: row.item.contractNumber,
        items: [],
        subtotalCents: 0,
        maximumOrderCents: null,
      };
      byKey.set(key, group);
      groups.push(group);
    }
    group.items.push(view);
    // Read through the offer, so a line whose offer is gone has no contract terms; any other line has them.
    if (row.maximumOrderCents !== null) group.maximumOrderCents = row.maximumOrderCents;
    if (!view.unavailable) group.subtotalCents += view.extendedCents;
  }
  const items = groups.flatMap((g) => g.items);
  return {
    cartId,
    version: cart?.version ?? 0,
    itemCount: items.length,
    totalCents: groups.reduce((sum, g) => sum + g.subtotalCents, 0),
    overseas: cart?.overseas ?? false,
    groups,
    priceChanges: items.filter((i) => i.priceChanged).length,
  };
}
