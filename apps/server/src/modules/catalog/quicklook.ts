/** catalog/quicklook (the Quick Look dialog): a compact product summary with its best offer and a link to the full page. */
import type { QuickLookAttributes } from '@advantage/contracts';
import { NotFoundError } from '../../lib/errors.js';
import { screen } from '../../lib/envelope.js';
import type { CatalogContext } from './context.js';
import type { ProductSource } from './product-source.js';
import { isoToday } from '../../core/app-context.js';
import { type CatalogReference } from './reference.js';
import { offerViews, productView } from './views.js';

export function quickLookVerb(source: ProductSource, reference: CatalogReference) {
  return async (ctx: CatalogContext, input: { productId: number }) => {
    const found = await source(input.productId, ctx.storeId, isoToday());
    if (!found) throw new NotFoundError('No product has this id.');
    const { product: row, offers: rows } = found;
    const view = await productView(row, reference, rows);
    // Offers arrive lowest price first, fastest delivery among equal prices.
    const [best] = offerViews(rows.slice(0, 1), row.unitOfIssue, null);
    const { manufacturer: _m, attributes: _a, ...summary } = view;
    const attributes: QuickLookAttributes = { product: summary, bestOffer: best ?? null };
    return screen('catalog/quicklook', 'QuickLook', attributes);
  };
}
