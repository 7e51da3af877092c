/** An item the generated catalog offers on a current, open contract: what a buyer types into Quick Order. */
import type { Envelope, ProductDetailAttributes } from '@advantage/contracts';
import type { APIRequestContext } from '@playwright/test';

export interface OrderableItem {
  productId: number;
  title: string;
  partNumber: string;
  contractNumber: string;
  minimum: number;
}

/**
 * The first product from `firstId` on with an offer under a schedule or Global Supply contract (a BPA
 * may be limited to some stores). Looked up through the API, so the tests follow the generator.
 */
export async function orderableItem(request: APIRequestContext, firstId: number): Promise<OrderableItem> {
  for (let id = firstId; id < firstId + 200; id++) {
    const envelope = (await (await request.get(`/rs/catalog/product_detail?productId=${id}`)).json()) as Envelope;
    if (envelope.responseName !== 'ProductDetail') continue;
    const a = envelope.attributes as ProductDetailAttributes;
    const offer = a.offers.find((o) => o.contract.kind !== 'BPA');
    if (!offer) continue;
    const { title, partNumber } = a.product;
    return { productId: id, title, partNumber, contractNumber: offer.contract.number, minimum: offer.minimumOrderQuantity };
  }
  throw new Error(`No orderable product from id ${firstId}`);
}
