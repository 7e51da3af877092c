/**
 * Reads and checks an OrderRequest (issue 16 step 5) before anything is written: the PO number (orderID), the
 * lines by SupplierPartAuxiliaryID (our offer id), each an offer this marketplace sells in the organization's
 * store, with a SupplierPartID that matches it; the ship-to (the request's, completed from the organization's
 * default), held to the address book's own rules. A refusal is a CxmlError 400 naming the line or field.
 */
import { createHash } from 'node:crypto';
import { type AddressInput, addressInputSchema, CXML_STATUS, PUNCHOUT_TEXT } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { eq, inArray } from 'drizzle-orm';
import { contractUsable } from '../cart/cart-view.js';
import { attr, child, type CxmlElement, CxmlError, text } from './cxml-parse.js';
import { type ItemOutLine, readAddress, readItemsOut } from './cxml-read.js';
import type { BuyingOrganization } from './organizations.js';

export interface CheckedOrder {
  poNumber: string;
  lines: Array<{ offerId: number; quantity: number }>;
  shipTo: AddressInput;
  /** What makes two requests the same order: the PO number, the lines and the ship-to. */
  hash: string;
}

const OFFER_ID = /^\d{1,15}$/;

async function checkLines(db: AppDb, org: BuyingOrganization, items: ItemOutLine[]) {
  if (items.length === 0) throw new CxmlError(CXML_STATUS.badRequest, PUNCHOUT_TEXT.noItems);
  const ids = items.flatMap((i) => (OFFER_ID.test(i.supplierPartAuxiliaryId) ? [Number(i.supplierPartAuxiliaryId)] : []));
  const rows = ids.length === 0
    ? []
    : await db
        .select({
          offerId: schema.offers.id,
          partNumber: schema.products.partNumber,
          startDate: schema.contracts.startDate,
          endDate: schema.contracts.endDate,
          storeIds: schema.contracts.storeIds,
        })
        .from(schema.offers)
        .innerJoin(schema.products, eq(schema.products.id, schema.offers.productId))
        .innerJoin(schema.contracts, eq(schema.contracts.id, schema.offers.contractId))
        .where(inArray(schema.offers.id, ids));
  const offers = new Map(rows.map((r) => [r.offerId, r]));
  return items.map((item) => {
    const offer = OFFER_ID.test(item.supplierPartAuxiliaryId) ? offers.get(Number(item.supplierPartAuxiliaryId)) : undefined;
    if (!offer || !contractUsable(offer, org.storeId)) throw new CxmlError(CXML_STATUS.badRequest, PUNCHOUT_TEXT.itemUnknown(item.lineNumber));
    if (item.supplierPartId && item.supplierPartId.toUpperCase() !== offer.partNumber.toUpperCase()) {
      throw new CxmlError(CXML_STATUS.badRequest, PUNCHOUT_TEXT.itemPart(item.lineNumber));
    }
    return { offerId: offer.offerId, quantity: item.quantity };
  });
}

/** The ship-to as an address-book entry named after the PO, the request's fields first, the default's after. */
function shipToOf(org: BuyingOrganization, request: CxmlElement, poNumber: string): AddressInput {
  const asked = readAddress(child(request, 'OrderRequestHeader', 'ShipTo'));
  const fallback = org.defaultShipTo;
  if (!asked && !fallback) throw new CxmlError(CXML_STATUS.badRequest, PUNCHOUT_TEXT.shipTo);
  const pick = (k: keyof schema.PunchoutAddress) => asked?.[k] || fallback?.[k] || '';
  const [line1 = '', ...rest] = pick('street').split(', ');
  const parsed = addressInputSchema.safeParse({
    kind: 'standard',
    name: `PO ${poNumber}`.replace(/[^\w\s-]/g, '-').slice(0, 40),
    contactName: pick('deliverTo') || pick('name'),
    phone: pick('phone'),
    email: pick('email'),
    organization: pick('name'),
    line1,
    line2: rest.join(', '),
    city: pick('city'),
    state: pick('state'),
    zip: pick('postalCode'),
    isDefault: false,
  });
  if (!parsed.success) throw new CxmlError(CXML_STATUS.badRequest, `ShipTo: ${parsed.error.issues[0]?.message ?? PUNCHOUT_TEXT.shipTo}`);
  return parsed.data;
}

export async function checkOrderRequest(db: AppDb, org: BuyingOrganization, request: CxmlElement): Promise<CheckedOrder> {
  const orderHeader = child(request, 'OrderRequestHeader');
  // A change or cancellation of a placed order (type update/delete) is not taken by this endpoint.
  const type = attr(orderHeader, 'type') || 'new';
  if (type !== 'new') throw new CxmlError(CXML_STATUS.notAcceptable, PUNCHOUT_TEXT.orderType(type.slice(0, 20)));
  const poNumber = attr(orderHeader, 'orderID');
  if (!poNumber || poNumber.length > 100) throw new CxmlError(CXML_STATUS.badRequest, PUNCHOUT_TEXT.orderId);
  const lines = await checkLines(db, org, readItemsOut(request));
  const shipTo = shipToOf(org, request, poNumber);
  const hash = createHash('sha256').update(JSON.stringify([poNumber, lines, shipTo])).digest('hex');
  return { poNumber, lines, shipTo, hash };
}

/** The Total the buyer's system states, in cents, when it states one (kept for the audit row). */
export function statedTotalCents(request: CxmlElement): number | null {
  const value = text(child(request, 'OrderRequestHeader', 'Total', 'Money'));
  return /^\d{1,12}(?:\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : null;
}
