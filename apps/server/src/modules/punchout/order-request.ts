/**
 * Reads and checks an OrderRequest before anything is written: the PO number (orderID), the
 * lines by SupplierPartAuxiliaryID (our offer id), each an offer this marketplace sells in the organization's
 * store, with a SupplierPartID that matches it; the ship-to (the request's, completed from the organization's
 * default), held to the address book's own rules. A refusal is a CxmlError 400 naming the line or field.
 *
 * The prices the request states (each line's UnitPrice, the header's Total) must be this marketplace's, within a
 * cent: the agency's system must not believe it bought at another price. A price that differs is refused, naming
 * the line and the marketplace's price, before anything is written; a request that states none is ordered at
 * the marketplace's prices. A repeated orderID is answered from its first result before its prices are looked at.
 */
import { createHash } from 'node:crypto';
import { type AddressInput, addressInputSchema, CXML_STATUS, PUNCHOUT_TEXT } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { eq, inArray } from 'drizzle-orm';
import { contractUsable } from '../../core/cart/cart-view.js';
import { attr, child, type CxmlElement, CxmlError } from './cxml-parse.js';
import { type ItemOutLine, readAddress, readItemsOut, readMoney, type StatedMoney } from './cxml-read.js';
import type { BuyingOrganization } from './organizations.js';

export interface CheckedOrder {
  poNumber: string;
  lines: Array<{ offerId: number; quantity: number }>;
  shipTo: AddressInput;
  /** What makes two requests the same order: the PO number, the lines and the ship-to. */
  hash: string;
  /** Why the stated prices are refused (a stated price or total that is not the marketplace's), if they are. */
  priceRefusal: string | undefined;
}

/** Within a cent: prices are whole cents, a cent of rounding in the buyer's system is no other price. */
const PRICE_TOLERANCE_CENTS = 1;
const dollars = (cents: number) => (cents / 100).toFixed(2);

function differs(stated: StatedMoney, cents: number): boolean {
  if (stated.cents === null || (stated.currency !== '' && stated.currency.toUpperCase() !== 'USD')) return true;
  return Math.abs(stated.cents - cents) > PRICE_TOLERANCE_CENTS;
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
          priceCents: schema.offers.priceCents,
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
    return { offerId: offer.offerId, quantity: item.quantity, lineNumber: item.lineNumber, priceCents: offer.priceCents, stated: item.unitPrice };
  });
}

/** The first stated price that is not the marketplace's: a line's UnitPrice, else the header's Total. */
function priceRefusalOf(lines: Awaited<ReturnType<typeof checkLines>>, total: StatedMoney | undefined): string | undefined {
  for (const line of lines) {
    if (line.stated && differs(line.stated, line.priceCents)) return PUNCHOUT_TEXT.itemPrice(line.lineNumber, line.stated.text, dollars(line.priceCents));
  }
  const totalCents = lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
  if (total && differs(total, totalCents)) return PUNCHOUT_TEXT.totalPrice(total.text, dollars(totalCents));
  return undefined;
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
  const checked = await checkLines(db, org, readItemsOut(request));
  const lines = checked.map(({ offerId, quantity }) => ({ offerId, quantity }));
  const shipTo = shipToOf(org, request, poNumber);
  const hash = createHash('sha256').update(JSON.stringify([poNumber, lines, shipTo])).digest('hex');
  return { poNumber, lines, shipTo, hash, priceRefusal: priceRefusalOf(checked, readMoney(child(orderHeader, 'Total'))) };
}

/** The Total the buyer's system states, in cents, when it states one (kept for the audit row). */
export function statedTotalCents(request: CxmlElement): number | null {
  return readMoney(child(request, 'OrderRequestHeader', 'Total'))?.cents ?? null;
}
