/**
 * Inputs, labels and buyer-facing texts of the catalog area (docs/product/search-and-catalog.md "Catalog",
 * docs/product/validation-rules.md, docs/architecture.md).
 */
import { z } from 'zod';
import type { SocioCode } from './catalog-views.js';
import { PRODUCT_QUANTITY_MAX_DIGITS } from './constants.js';
import type { InputSchemas } from './input-schemas.js';
import type { ServerPath } from './methods.js';
import { schemas } from './validation.js';

export * from './catalog-views.js';
export * from './units-of-issue.js';

/** Ids are PostgreSQL integers: a larger number cannot name a row. */
const ID_MAX = 2_147_483_647;

/**
 * An object id in a query: a positive whole number. A well-formed number too large to exist reads as
 * 0, which no row has, so it answers "not found" like any unknown id instead of failing in the database.
 */
export function objectIdSchema(label: string) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .regex(/^0*[1-9]\d{0,29}$/, { error: `${label} must be a positive whole number.` })
    .transform((v) => {
      const n = Number(v);
      return n <= ID_MAX ? n : 0;
    });
}

const productIdSchema = objectIdSchema('The product id');

/** The id on a product page link: anything malformed reads as 0 so that the page answers 'Product Not Found'. */
export function productReference(value: string): number {
  const parsed = productIdSchema.safeParse(value);
  return parsed.success ? parsed.data : 0;
}

/** Contract numbers in the real formats: `GS-26F-5311H`, `47QSWA18D008F`, BPA call numbers with a suffix. */
export const contractNumberSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{3,29}$/, { error: 'Enter a contract number such as GS-26F-5311H or 47QSWA18D008F.' })
  .transform((v) => v.toUpperCase());

/** NSN, with or without hyphens: FSC (4 digits) + NIIN (9 characters; one may be a letter). */
export const NSN_PATTERN = /^(\d{4})-?(\d{2})-?([\dA-Z]{3})-?([\dA-Z]{4})$/i;

export function normalizeNsn(value: string): string | undefined {
  const m = NSN_PATTERN.exec(value.trim());
  return m ? `${m[1]}${m[2]}${m[3]}${m[4]}`.toUpperCase() : undefined;
}

/** Part numbers are compared upper-cased with only letters and digits (products.part_number_norm). */
export function normalizePartNumber(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The product lookup field: a manufacturer part number or an NSN. */
export const productLookupSchema = z
  .string()
  .trim()
  .min(1, { error: 'Enter a part number or a National Stock Number (NSN).' })
  .max(40, { error: 'A part number or NSN has at most 40 characters.' })
  .refine((v) => normalizePartNumber(v).length > 0, { error: 'A part number or NSN must contain letters or digits.' });

const ESTIMATE_FLAG = z.enum(['true', '1']).optional();

export const CATALOG_INPUTS = {
  'catalog/product_detail': {
    query: z.object({
      // Checked by the verb: a malformed id is 'Product Not Found', a bad lookup or zip is shown on its form.
      productId: z.string().max(64).optional(),
      contractNumber: z.string().max(64).optional(),
      lookup: z.string().max(200).optional(),
      zip: z.string().max(32).optional(),
      deliveryEstimate: ESTIMATE_FLAG,
    }),
  },
  'catalog/contractor_detail': {
    query: z.object({ contractorId: objectIdSchema('The contractor id'), contractNumber: contractNumberSchema.optional() }),
  },
  'catalog/dealer_select': { query: z.object({ productId: productIdSchema }) },
  'catalog/strategic_sourcing': { query: z.object({ productId: productIdSchema.optional() }) },
  'catalog/bpa_documents': { query: z.object({ contractNumber: contractNumberSchema }) },
  'catalog/configuration': { query: z.object({ productId: productIdSchema }) },
  'catalog/quicklook': { query: z.object({ productId: productIdSchema }) },
  'cart/enterZip': { query: z.object({ zip: schemas.zip.optional(), productId: productIdSchema.optional() }) },
} satisfies Partial<Record<ServerPath, InputSchemas>>;

/** The quantity typed next to an offer (docs/product/validation-rules.md "Product quantity: 1 to 8 digits") as the product page posts it to cart/addCart. */
export const addToCartItemSchema = z.object({
  productId: z.number().int().positive(),
  offerId: z.number().int().positive(),
  contractNumber: z.string().min(1).max(30),
  quantity: schemas.productQuantity,
});
export type AddToCartItem = z.input<typeof addToCartItemSchema>;

export const SOCIO_ECONOMIC_BADGES: Readonly<Record<SocioCode, { label: string; description: string }>> = {
  'SB': { label: 'Small business', description: 'Small business' },
  'WO': { label: 'Woman-owned', description: 'Woman-owned small business' },
  'VO': { label: 'Veteran-owned', description: 'Veteran-owned small business' },
  'SDVO': { label: 'SDVOSB', description: 'Service-disabled veteran-owned small business' },
  '8A': { label: '8(a)', description: 'SBA 8(a) business development program participant' },
  'HUBZ': { label: 'HUBZone', description: 'Historically underutilized business zone (HUBZone) small business' },
  'AO': { label: 'AbilityOne', description: 'AbilityOne nonprofit agency employing people who are blind or have significant disabilities' },
};

export const SOCIO_ORDER: readonly SocioCode[] = ['SB', 'WO', 'VO', 'SDVO', '8A', 'HUBZ', 'AO'];

export const STOCK_STATUS_LABELS: Readonly<Record<string, string>> = {
  in_stock: 'In stock',
  limited: 'Limited stock',
  backorder: 'Backordered',
  made_to_order: 'Made to order',
};

export const CONTRACT_KIND_LABELS: Readonly<Record<string, string>> = {
  MAS: 'Multiple Award Schedule',
  BPA: 'Blanket Purchase Agreement',
  GSS: 'GSA Global Supply',
};

/** GSA Global Supply stock items (reference/docs/product/search-and-catalog.md). */
export const GSA_GLOBAL_SUPPLY = { contractor: 'GSA Global Supply', delivery: '2–7 day delivery' } as const;

export const CATALOG_TEXT = {
  notFound: 'We could not find the product you asked for. It may have been removed from the catalog, or the link may be incomplete. Search for the item or look it up by part number or NSN.',
  noCurrentOffers: 'This product is in the catalog, but no contractor offers it on a current contract. Search for a similar item, or check back later.',
  lookupNone: (lookup: string) => `No product has the part number or NSN ${lookup}.`,
  lookupMany: (count: number) => `${count} products match. Choose one to see its offers.`,
  contractNotOffered: (contractNumber: string) => `Contract ${contractNumber} does not offer this product. All current offers are shown.`,
  lowestPrice: 'Lowest price',
  addToCart: 'Add to cart',
  quantityLabel: 'Quantity',
  quantityHint: `Whole number, 1 to ${PRODUCT_QUANTITY_MAX_DIGITS} digits`,
  belowMinimum: (minimum: number, unit: string) => `This contractor's minimum order is ${minimum} ${unit}.`,
  purchaseCardYes: 'Accepts purchase card',
  purchaseCardNo: 'Purchase card not accepted',
  noVehicles: 'No blanket purchase agreement or other strategic sourcing vehicle is available for your store.',
  noVehiclesForProduct: 'No blanket purchase agreement offers this product for your store. Schedule offers are on the product page.',
  noConfigurations: 'This item comes in one configuration: every attribute is fixed.',
  zipPrompt: 'Enter the ZIP code the order ships to, to see when each offer would arrive.',
  deliveryNote: (outsideConus: boolean) =>
    `Estimates start from an order placed today: the contractor's delivery time in calendar days after receipt of order, plus transit in business days from its warehouse when the contract ships FOB origin. GSA Global Supply stock arrives in 2 to 7 business days.${outsideConus ? ' Shipments outside the continental United States take extra days.' : ''} The contractor confirms the date when it accepts the order.`,
} as const;

export function productDetailUrl(productId: number, contractNumber?: string): string {
  return `/ws/catalog/product_detail?productId=${productId}${contractNumber ? `&contractNumber=${encodeURIComponent(contractNumber)}` : ''}`;
}

/** Image keys are `<category code>/<variant>`; each segment is encoded on its own. */
export function productImageUrl(imageKey: string): string {
  return `/images/products/${imageKey.split('/').map(encodeURIComponent).join('/')}.svg`;
}
