/**
 * catalog/dealer_select: choose who to buy a product from. One row per contractor (a contractor holding
 * several contracts shows its lowest-priced current offer); the choice opens the product page with that
 * contract's offer highlighted.
 */
import type { DealerOption, DealerSelectAttributes } from '@advantage/contracts';
import { NotFoundError } from '../../lib/errors.js';
import { screen } from '../../lib/envelope.js';
import type { CatalogContext } from './context.js';
import { notFoundScreen } from './product-detail.js';
import type { ProductSource } from './product-source.js';
import { isoToday } from '../../core/app-context.js';
import { offerViews, productSummary } from './views.js';

export function dealerSelectVerb(source: ProductSource) {
  return async (ctx: CatalogContext, input: { productId: number }) => {
    const found = await source(input.productId, ctx.storeId, isoToday());
    if (!found) throw new NotFoundError(notFoundScreen().attributes.message);
    const { product: row, offers: rows } = found;
    const seen = new Set<number>();
    const dealers: DealerOption[] = [];
    for (const offer of offerViews(rows, row.unitOfIssue, null)) {
      if (seen.has(offer.contractor.id)) continue;
      seen.add(offer.contractor.id);
      dealers.push({
        offerId: offer.id,
        contractor: offer.contractor,
        contractNumber: offer.contract.number,
        priceCents: offer.priceCents,
        lowestPrice: offer.lowestPrice,
        deliveryText: offer.deliveryText,
        stockLabel: offer.stockLabel,
      });
    }
    const attributes: DealerSelectAttributes = { product: productSummary(row), dealers };
    return screen('catalog/dealer_select', 'DealerSelect', attributes);
  };
}
