/**
 * catalog/product_detail without a product id (Initial): find a product by manufacturer part number or
 * NSN. One match goes straight to its page; several are listed (manufacturers may share a part number).
 */
import { CATALOG_TEXT, normalizeNsn, normalizePartNumber, productLookupSchema, type ProductLookupAttributes } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { asc, eq, sql } from 'drizzle-orm';
import { redirect, screen } from '../../lib/envelope.js';
import { productSummary } from './views.js';

const MAX_MATCHES = 25;
const { products } = schema;

const summaryColumns = {
  id: products.id,
  title: products.title,
  manufacturerName: products.manufacturerName,
  partNumber: products.partNumber,
  nsn: products.nsn,
  unitOfIssue: products.unitOfIssue,
  image: products.image,
  minPriceCents: products.minPriceCents,
  maxPriceCents: products.maxPriceCents,
  offerCount: products.offerCount,
  gsaStock: products.gsaStock,
};

/** Finds a product by part number or NSN (the Initial answer, or the one match's page). */
export type ProductLookup = ReturnType<typeof productLookupVerb>;

export function productLookupVerb(db: AppDb) {
  const byNsn = db
    .select(summaryColumns)
    .from(products)
    .where(eq(products.nsnNorm, sql.placeholder('value')))
    .orderBy(asc(products.id))
    .limit(MAX_MATCHES)
    .prepare('catalog_lookup_nsn');
  const byPart = db
    .select(summaryColumns)
    .from(products)
    .where(eq(products.partNumberNorm, sql.placeholder('value')))
    .orderBy(asc(products.id))
    .limit(MAX_MATCHES)
    .prepare('catalog_lookup_part');

  const initial = (attributes: ProductLookupAttributes) => screen('catalog/product_detail', 'Initial', attributes);

  return async (lookup: string | undefined) => {
    if (lookup === undefined) return initial({ lookup: '', error: null, matches: null, message: null });
    const parsed = productLookupSchema.safeParse(lookup);
    if (!parsed.success) return initial({ lookup, error: parsed.error.issues[0]?.message ?? null, matches: null, message: null });
    const value = parsed.data;
    const nsn = normalizeNsn(value);
    // An NSN-shaped value may also be a part number: fall back when no NSN matches.
    let rows = nsn ? await byNsn.execute({ value: nsn }) : [];
    if (rows.length === 0) rows = await byPart.execute({ value: normalizePartNumber(value) });
    const [only] = rows;
    if (only && rows.length === 1) return redirect('catalog/product_detail', `/ws/catalog/product_detail?productId=${only.id}`);
    const matches = rows.map(productSummary);
    const message = matches.length ? CATALOG_TEXT.lookupMany(matches.length) : CATALOG_TEXT.lookupNone(value);
    return initial({ lookup: value, error: null, matches, message });
  };
}
