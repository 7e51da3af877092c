/**
 * cart/enterZip (docs/product/search-and-catalog.md "Enter Zip Code"): the ZIP code an order ships to, kept in the session, and
 * with a product the delivery estimate of each of its current offers. Without a ZIP it answers the prompt
 * (with the ZIP already known, if any). A malformed ZIP never reaches here: the contract's schema answers
 * 400 with the docs/product/validation-rules.md message.
 */
import type { EnterZipCodeAttributes } from '@advantage/contracts';
import { NotFoundError } from '../../lib/errors.js';
import { screen } from '../../lib/envelope.js';
import type { CatalogContext } from './context.js';
import { deliveryEstimates } from './delivery.js';
import { estimateOffers } from './product-detail.js';
import type { OfferRow, ProductSource } from './product-source.js';
import { isoToday } from '../../core/app-context.js';

export interface EnterZipInput {
  zip?: string | undefined;
  productId?: number | undefined;
}

export function enterZipVerb(source: ProductSource) {
  return async (ctx: CatalogContext, input: EnterZipInput) => {
    let product: EnterZipCodeAttributes['product'] = null;
    let rows: OfferRow[] = [];
    if (input.productId !== undefined) {
      const found = await source(input.productId, ctx.storeId, isoToday());
      if (!found) throw new NotFoundError('No product has this id.');
      product = { id: found.product.id, title: found.product.title };
      rows = found.offers;
    }
    const zip = input.zip ?? null;
    if (zip) await ctx.rememberZip(zip);
    const known = zip ?? ctx.zip;
    const attributes: EnterZipCodeAttributes = {
      product,
      zip: known,
      error: null,
      delivery: known && product ? deliveryEstimates(known, estimateOffers(rows)) : null,
    };
    return screen('cart/enterZip', 'EnterZipCode', attributes);
  };
}
