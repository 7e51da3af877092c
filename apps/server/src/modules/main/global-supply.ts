import { type GlobalSupplyItem, productDetailUrl } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import { cached } from '../../lib/cache.js';

const REFERENCE_TTL_MS = 60_000;
/** Stocked items shown up front on the Global Supply welcome page. */
export const FEATURED_STOCK = 8;
const { products, offers } = schema;

/**
 * GSA Global Supply stock for `ggs/start_page`: stocked items with an NSN (the ones a requisition can name) and
 * their Global Supply offer, the lowest product ids first so the page is the same for everyone; cached.
 */
export function globalSupplyVerb(db: AppDb) {
  return cached(REFERENCE_TTL_MS, async (): Promise<{ items: GlobalSupplyItem[]; stockedItemCount: number }> => {
    const stocked = and(eq(products.gsaStock, true), isNotNull(products.nsn));
    const rows = await db
      .select({
        productId: products.id,
        title: products.title,
        nsn: products.nsn,
        unitOfIssue: products.unitOfIssue,
        priceCents: offers.priceCents,
        deliveryText: offers.deliveryText,
      })
      .from(products)
      .innerJoin(offers, and(eq(offers.productId, products.id), eq(offers.gsaStock, true)))
      .where(stocked)
      .orderBy(asc(products.id), asc(offers.priceCents))
      .limit(FEATURED_STOCK * 2);
    const seen = new Set<number>();
    const items: GlobalSupplyItem[] = [];
    for (const r of rows) {
      if (seen.has(r.productId) || r.nsn === null || items.length === FEATURED_STOCK) continue;
      seen.add(r.productId);
      items.push({ ...r, nsn: r.nsn, url: productDetailUrl(r.productId) });
    }
    const [total] = await db.select({ n: count() }).from(products).where(stocked);
    return { items, stockedItemCount: Number(total?.n ?? 0) };
  });
}
