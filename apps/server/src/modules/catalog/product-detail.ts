/**
 * catalog/product_detail (docs/product/search-and-catalog.md): ProductDetail with every current offer side by side, NotFound for an
 * unknown or malformed id, Failure for a product no current contract offers, Initial (the part number /
 * NSN lookup) without an id, and EnterZipCode when a delivery estimate is asked for without a ZIP.
 */
import {
  CATALOG_TEXT,
  contractNumberSchema,
  type EnterZipCodeAttributes,
  type ProductDetailAttributes,
  productReference,
  schemas,
} from '@advantage/contracts';
import { screen } from '../../lib/envelope.js';
import type { CatalogContext } from './context.js';
import { deliveryEstimates } from './delivery.js';
import type { ProductLookup } from './product-lookup.js';
import type { OfferRow, ProductSource } from './product-source.js';
import { isoToday } from '../../core/app-context.js';
import { type CatalogReference } from './reference.js';
import { offerViews, productView } from './views.js';

export interface ProductDetailInput {
  productId?: string | undefined;
  contractNumber?: string | undefined;
  lookup?: string | undefined;
  zip?: string | undefined;
  deliveryEstimate?: 'true' | '1' | undefined;
}

const PATH = 'catalog/product_detail';

export function notFoundScreen() {
  return screen(PATH, 'NotFound', { message: CATALOG_TEXT.notFound });
}

export function estimateOffers(rows: readonly OfferRow[]) {
  return rows.map((r) => ({
    id: r.id,
    label: `${r.contractor.name}, contract ${r.contract.contractNumber}`,
    deliveryDays: r.deliveryDays, gsaStock: r.gsaStock,
    fob: r.contract.fob,
    contractorZip: r.contractor.zip,
  }));
}

/** The contract to highlight: a malformed number simply matches no offer. */
function highlightOf(contractNumber: string | undefined, rows: readonly OfferRow[]): ProductDetailAttributes['highlight'] {
  if (contractNumber === undefined || contractNumber.trim() === '') return null;
  const parsed = contractNumberSchema.safeParse(contractNumber);
  const number = parsed.success ? parsed.data : contractNumber.trim().slice(0, 30);
  const found = parsed.success && rows.some((r) => r.contract.contractNumber === number);
  return { contractNumber: number, found, message: found ? null : CATALOG_TEXT.contractNotOffered(number) };
}

export function productDetailVerb(source: ProductSource, reference: CatalogReference, lookup: ProductLookup) {
  return async (ctx: CatalogContext, input: ProductDetailInput) => {
    if (input.productId === undefined) return lookup(input.lookup);
    const id = productReference(input.productId);
    if (!id) return notFoundScreen();
    const found = await source(id, ctx.storeId, isoToday());
    if (!found) return notFoundScreen();
    const { product: row, offers: rows } = found;
    if (rows.length === 0) return screen(PATH, 'Failure', { product: await productView(row, reference, rows), message: CATALOG_TEXT.noCurrentOffers });

    const zipAsked = input.zip !== undefined;
    let zip = ctx.zip;
    if (zipAsked) {
      const parsed = schemas.zip.safeParse(input.zip);
      if (!parsed.success) {
        const attributes: EnterZipCodeAttributes = {
          product: { id: row.id, title: row.title },
          zip: input.zip ?? null,
          error: parsed.error.issues[0]?.message ?? null,
          delivery: null,
        };
        return screen(PATH, 'EnterZipCode', attributes);
      }
      zip = parsed.data;
      await ctx.rememberZip(zip);
    } else if (input.deliveryEstimate && !zip) {
      const attributes: EnterZipCodeAttributes = { product: { id: row.id, title: row.title }, zip: null, error: null, delivery: null };
      return screen(PATH, 'EnterZipCode', attributes);
    }

    const highlight = highlightOf(input.contractNumber, rows);
    const attributes: ProductDetailAttributes = {
      product: await productView(row, reference, rows),
      offers: offerViews(rows, row.unitOfIssue, highlight?.found ? highlight.contractNumber : null, await ctx.stateGate()),
      lowestPriceCents: rows[0]?.priceCents ?? 0,
      highlight,
      delivery: zip ? deliveryEstimates(zip, estimateOffers(rows)) : null,
    };
    return screen(PATH, 'ProductDetail', attributes);
  };
}
