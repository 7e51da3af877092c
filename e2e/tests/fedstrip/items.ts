/**
 * Items the e2e catalog (the first 3,000 generated products) offers by NSN on a contract open to every store:
 * what a clerk keys on a requisition. Looked up through the catalog API, so the tests follow the generator.
 */
import type { Envelope, ProductDetailAttributes } from '@advantage/contracts';
import type { APIRequestContext } from '@playwright/test';

export interface NsnItem {
  productId: number;
  title: string;
  /** As printed, e.g. 7510-00-286-6985. */
  nsn: string;
  unit: string;
  /** A quantity every open offer of the item accepts (its minimum order, at least 2). */
  quantity: number;
}

/** Units of issue that exist, to key one the item is not issued by. */
const OTHER_UNITS = ['EA', 'BX', 'PG', 'DZ'];

export const wrongUnitFor = (item: NsnItem): string => OTHER_UNITS.find((u) => u !== item.unit)!;

export async function nsnItems(request: APIRequestContext, count: number, firstId = 1): Promise<NsnItem[]> {
  const found: NsnItem[] = [];
  for (let id = firstId; id < firstId + 400 && found.length < count; id++) {
    const envelope = (await (await request.get(`/rs/catalog/product_detail?productId=${id}`)).json()) as Envelope;
    if (envelope.responseName !== 'ProductDetail') continue;
    const a = envelope.attributes as ProductDetailAttributes;
    // BPA offers may be limited to some stores; a schedule or Global Supply offer is open to the Marine Corps store.
    const open = a.offers.filter((o) => o.contract.kind !== 'BPA');
    if (!a.product.nsn || open.length === 0) continue;
    const minimum = Math.min(...open.map((o) => o.minimumOrderQuantity));
    found.push({ productId: id, title: a.product.title, nsn: a.product.nsn, unit: a.product.unitOfIssue.code, quantity: Math.max(2, minimum) });
  }
  if (found.length < count) throw new Error(`Only ${found.length} items with an NSN from product ${firstId}`);
  return found;
}
