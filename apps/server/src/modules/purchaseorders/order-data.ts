/**
 * What a purchase order carries, read from the committed order: the order and its group (ship-to, accounting,
 * payment kind), each line with its category's FSC (for the UNSPSC) and, for a FEDSTRIP line, its requisition's
 * document number, fund code, signal code and supplementary address.
 */
import { parseRequisition } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { asc, eq, inArray } from 'drizzle-orm';
import type { OrderedLine } from '../../core/orders/order-rows.js';

const { orders, orderGroups, orderLines, products, categories, requisitions } = schema;

export interface PoLine extends Omit<OrderedLine, 'productId'> {
  /** The line's status now: a cancelled line is left out of what the contractor is asked to fill. */
  status: string;
  fsc: string | null;
  /** A FEDSTRIP line's requisition fields (none for other orders). */
  requisition: Record<string, string>;
}

export interface PoData {
  orderId: number;
  orderNumber: string;
  memberId: string;
  contractorId: number;
  contractorName: string;
  contractNumber: string;
  createdAt: Date;
  deliverBy: string | null;
  notes: string;
  /** The order's total as placed. */
  totalCents: number;
  groupNumber: string;
  paymentKind: string;
  shipTo: Record<string, string>;
  accounting: Record<string, string> | null;
  lines: PoLine[];
}

function requisitionFields(record: string | null, documentNumber: string | null): Record<string, string> {
  if (!record || !documentNumber) return {};
  const parsed = parseRequisition(record);
  if (!parsed.ok) return { documentNumber };
  const r = parsed.requisition;
  return { documentNumber, fundCode: r.fundCode, signalCode: r.signalCode, supplementaryAddress: r.supplementaryAddress, aac: r.aac };
}

/**
 * The lines the contractor is to fill: all but the cancelled ones. When every line is cancelled (the order's
 * cancellation was made while this document was in flight, and follows it) the document still lists them all, as
 * cXML requires at least one ItemOut.
 */
export function linesToFill(po: PoData): PoLine[] {
  const open = po.lines.filter((l) => l.status !== 'Cancelled');
  return open.length ? open : po.lines;
}

/** What the lines to fill come to. */
export function totalToFill(po: PoData): number {
  return linesToFill(po).reduce((sum, l) => sum + l.extendedCents, 0);
}

/** The purchase orders of several orders, read in two statements (a claimed batch): by order id. */
export async function readPoDataMany(db: AppDb, orderIds: number[]): Promise<Map<number, PoData>> {
  const out = new Map<number, PoData>();
  if (orderIds.length === 0) return out;
  const [found, lines] = await Promise.all([
    db
      .select({ order: orders, group: orderGroups })
      .from(orders)
      .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
      .where(inArray(orders.id, orderIds)),
    db
      .select({ line: orderLines, fsc: categories.fsc, documentNumber: requisitions.documentNumber, record: requisitions.record })
      .from(orderLines)
      .leftJoin(products, eq(products.id, orderLines.productId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(requisitions, eq(requisitions.orderLineId, orderLines.id))
      .where(inArray(orderLines.orderId, orderIds))
      .orderBy(asc(orderLines.orderId), asc(orderLines.lineNumber)),
  ]);
  for (const { order, group } of found) {
    out.set(order.id, {
      orderId: order.id,
      orderNumber: order.orderNumber,
      memberId: order.memberId,
      contractorId: order.contractorId,
      contractorName: order.contractorName,
      contractNumber: order.contractNumber,
      createdAt: order.createdAt,
      deliverBy: order.deliverBy,
      notes: order.notes,
      totalCents: order.subtotalCents,
      groupNumber: group.groupNumber,
      paymentKind: group.paymentKind,
      shipTo: order.shipTo ?? group.shipTo,
      accounting: order.accounting ?? group.accounting,
      lines: [],
    });
  }
  for (const { line, fsc, documentNumber, record } of lines) {
    out.get(line.orderId)?.lines.push({
      lineNumber: line.lineNumber,
      offerId: line.offerId,
      partNumber: line.partNumber,
      nsn: line.nsn,
      title: line.title,
      unitOfIssue: line.unitOfIssue,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      extendedCents: line.extendedCents,
      status: line.status,
      fsc: fsc ?? null,
      requisition: requisitionFields(record, documentNumber),
    });
  }
  return out;
}

export async function readPoData(db: AppDb, orderId: number): Promise<PoData | undefined> {
  return (await readPoDataMany(db, [orderId])).get(orderId);
}
