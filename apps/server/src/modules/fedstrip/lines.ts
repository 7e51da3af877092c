/**
 * A keyed line becomes a requisition: the profile's codes with what the clerk changed, the document identifier
 * from NSN/part, overseas and exception data, every field rule checked, the item resolved in the catalog.
 * Good lines are carried to the cart in one transaction with their document numbers.
 */
import {
  documentIdentifierFor, formatRequisition, ordinalDate as ordinalDateOf, type Requisition, type RequisitionLineInput,
  requisitionProblems, type RequisitionView,
} from '@advantage/contracts';
import { type AppDb, insertJsonRows, schema } from '@advantage/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { allocateSerials } from '../../lib/document-serials.js';
import { addItems, ensureActiveCart, loadCart } from '../cart/store.js';
import type { CatalogOffer, Match } from './catalog-match.js';
import { catalogOffers, matchLine, offersFor } from './catalog-match.js';
import type { FedstripContext } from './context.js';
import type { Profile } from './profile-store.js';

const { fedstripLines, cartItems } = schema;

export interface LineError {
  field: string;
  message: string;
}

export type CheckedLine = { ok: true; line: RequisitionLineInput; requisition: Requisition; offer: CatalogOffer } | { ok: false; errors: LineError[] };

/** The requisition a line makes for this AAC, before its serial is given (blank serial). */
export function requisitionOf(aac: string, profile: Profile, line: RequisitionLineInput, day: string, serial = ''): Requisition {
  const exception = line.exceptionRemarks !== '' || line.exceptionShipTo !== '';
  return {
    ...profile.codes,
    ...line.codes,
    documentIdentifier: documentIdentifierFor(line.stockNumber, profile.overseas, exception),
    stockNumber: line.stockNumber,
    unitOfIssue: line.unitOfIssue,
    quantity: line.quantity,
    aac,
    ordinalDate: day,
    serial,
  };
}

/** Field rules first (with a stand-in serial), then the catalog. One message per field. */
export function checkLine(aac: string, profile: Profile, line: RequisitionLineInput, candidates: CatalogOffer[], day: string): CheckedLine {
  const requisition = requisitionOf(aac, profile, line, day);
  const errors: LineError[] = requisitionProblems({ ...requisition, serial: '0001' }).map((p) => ({ field: p.field, message: p.message }));
  if (!errors.some((e) => e.field === 'stockNumber' || e.field === 'unitOfIssue')) {
    const match: Match = matchLine(candidates, line.stockNumber, line.unitOfIssue, line.quantity);
    if (!match.ok) errors.push({ field: match.field, message: match.message });
    else if (errors.length === 0) return { ok: true, line, requisition, offer: match.offer };
  }
  return { ok: false, errors };
}

export async function checkLines(db: AppDb, ctx: FedstripContext, aac: string, profile: Profile, lines: RequisitionLineInput[]): Promise<CheckedLine[]> {
  const found = await catalogOffers(db, lines.map((l) => l.stockNumber), ctx.storeId);
  const day = ordinalDateOf(ctx.now);
  return lines.map((line) => checkLine(aac, profile, line, offersFor(found, line.stockNumber), day));
}

export type Good = Extract<CheckedLine, { ok: true }>;

/** The cart the lines went to, and the reason of each offer the cart refused. */
export interface Carried {
  cartId: number;
  refused: Map<number, string>;
}

/**
 * Adds checked lines to the member's active cart with their requisitions, in one transaction: the serials,
 * the cart items (quantities of an item already there add up) and the FEDSTRIP lines. A line the cart refuses
 * (maximum order, quantity limit) comes back with the cart's reason, and nothing of it is kept.
 */
export async function carryToCart(db: AppDb, ctx: FedstripContext, aac: string, profile: Profile, good: Good[]): Promise<Carried> {
  const day = ordinalDateOf(ctx.now);
  return db.transaction(async (tx) => {
    const cartId = await ensureActiveCart(tx, ctx.owner);
    const items = good.map((g) => ({ offerId: g.offer.offerId, quantity: g.line.quantity, productId: g.offer.productId }));
    const added = await addItems(tx, cartId, items, ctx.storeId);
    const refused = new Map<number, string>();
    for (const p of added.problems) refused.set(p.offerId, p.message);
    const carried = good.filter((g) => !refused.has(g.offer.offerId));
    if (carried.length === 0) return { cartId, refused };
    const inCart = await tx
      .select({ id: cartItems.id, offerId: cartItems.offerId })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cartId), inArray(cartItems.offerId, carried.map((g) => g.offer.offerId))));
    const itemOf = new Map(inCart.map((i) => [i.offerId, i.id]));
    const serials = await allocateSerials(tx, aac, day, carried.length);
    const rows = carried.map((g, i) => ({
      cartItemId: itemOf.get(g.offer.offerId)!,
      cartId,
      aac,
      stockNumber: g.line.stockNumber,
      codes: { ...profile.codes, ...g.line.codes },
      overseas: profile.overseas,
      ordinalDate: day,
      serial: serials[i]!,
      exceptionRemarks: g.line.exceptionRemarks,
      exceptionShipTo: g.line.exceptionShipTo,
    }));
    // One statement for the list. An item keyed again keeps its first document number and takes the codes keyed
    // last; an item twice in one list is written once (its last line), as one statement may not change a row twice.
    const unique = [...new Map(rows.map((r) => [r.cartItemId, r])).values()];
    await tx.execute(sql`${insertJsonRows(fedstripLines, unique)}
      on conflict (cart_item_id) do update
      set codes = excluded.codes, exception_remarks = excluded.exception_remarks, exception_ship_to = excluded.exception_ship_to`);
    return { cartId, refused };
  });
}

/** The FEDSTRIP lines of a cart as the clerk sees them: fields, item, price and record. */
export async function cartRequisitions(db: AppDb, cartId: number, storeId: number) {
  const view = await loadCart(db, cartId, storeId);
  const rows = await db.select().from(fedstripLines).where(eq(fedstripLines.cartId, cartId));
  const byItem = new Map(rows.map((r) => [r.cartItemId, r]));
  const lines: RequisitionView[] = [];
  let others = 0;
  for (const group of view.groups) {
    for (const item of group.items) {
      const row = byItem.get(item.itemId);
      if (!row) {
        others += 1;
        continue;
      }
      const requisition = viewRequisition(row, item.unitOfIssue.code, item.quantity);
      lines.push({
        cartItemId: item.itemId, requisition, record: formatRequisition(requisition), title: item.title, contractorName: group.contractorName,
        unitPriceCents: item.unitPriceCents, extendedCents: item.extendedCents, exceptionRemarks: row.exceptionRemarks, exceptionShipTo: row.exceptionShipTo,
      });
    }
  }
  return { view, lines, others, rows };
}

type LineRow = typeof fedstripLines.$inferSelect;

export function viewRequisition(row: LineRow, unitOfIssue: string, quantity: number): Requisition {
  const exception = row.exceptionRemarks !== '' || row.exceptionShipTo !== '';
  const codes = row.codes as Record<string, string>;
  return {
    documentIdentifier: documentIdentifierFor(row.stockNumber, row.overseas, exception),
    routingIdentifier: codes.routingIdentifier ?? '',
    mediaStatus: codes.mediaStatus ?? '',
    stockNumber: row.stockNumber,
    unitOfIssue,
    quantity,
    aac: row.aac,
    ordinalDate: row.ordinalDate,
    serial: row.serial,
    demandCode: codes.demandCode ?? '',
    supplementaryAddress: codes.supplementaryAddress ?? '',
    signalCode: codes.signalCode ?? '',
    fundCode: codes.fundCode ?? '',
    distribution: codes.distribution ?? '',
    projectCode: codes.projectCode ?? '',
    priority: codes.priority ?? '',
    requiredDelivery: codes.requiredDelivery ?? '',
    adviceCode: codes.adviceCode ?? '',
  };
}
