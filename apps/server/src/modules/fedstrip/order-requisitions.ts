/** The requisitions of an order group the member placed (fedstrip_shopping_cart Success, process_Order Success). */
import { type Envelope, exceptionLines, type FedstripOrderAttributes, parseRequisition, type RequisitionDetailView } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, asc, eq } from 'drizzle-orm';
import { NotFoundError } from '../../lib/errors.js';
import { type ApprovalSnapshot, ApprovalChanged } from '../../core/orders/approval-snapshot.js';
import { readConfirmation } from '../../core/orders/confirmation.js';
import type { ExtraRows } from '../../core/orders/place-order.js';
import { requisitionsChange } from './approval-requisitions.js';
import { aacTimeZone } from '../../core/aac/document-day.js';
import { lineProgressOfOrder } from './line-progress.js';
import { amendOrders, type RequisitionOrderPlan, shapeRequisitionCart, writeRequisitions } from './ordered-requisitions.js';
import { type LineProgress, requisitionStatus } from './requisition-status.js';

const { requisitions, orders, orderGroups, orderLines } = schema;

/**
 * The requisition hooks of an order placed from a cart: each FEDSTRIP requisition its own order line, orders routed
 * by signal code, the records written in the order's transaction (process_Order, and funds control's authorization
 * of a FEDSTRIP cart, `approved`, which keeps the authorized line of accounting). A cart without requisitions passes.
 * With `approved`, the requisitions must still read as the copy the approver was shown (their records and the
 * address-book entries they ship to), else ApprovalChanged: a change never rides on an authorization (ADR 0022).
 */
export function requisitionOrder(memberId: string, approved?: ApprovalSnapshot): ExtraRows & { answer: () => Envelope } {
  const plan: RequisitionOrderPlan = { lines: [], orders: [] };
  // process_Order answers with the requisitions just written; an authorization answers with its own screen.
  let written: Envelope | undefined;
  return {
    shape: async (tx, cart) => {
      const change = approved ? await requisitionsChange(tx, memberId, approved.requisitions, cart) : undefined;
      if (change) throw new ApprovalChanged(change);
      return shapeRequisitionCart(tx, memberId, cart, plan, approved !== undefined);
    },
    amend: (rows) => amendOrders(rows, plan, approved !== undefined),
    write: async (tx, rows, confirmation) => {
      written = await writeRequisitions(tx, memberId, plan, rows, confirmation);
    },
    answer: () => {
      if (!written) throw new Error('the requisitions are answered before they were written');
      return written;
    },
  };
}

export async function requisitionsOfGroup(db: AppDb, memberId: string, groupNumber: string): Promise<FedstripOrderAttributes['requisitions']> {
  const rows = await db
    .select({ orderNumber: orders.orderNumber, documentNumber: requisitions.documentNumber, record: requisitions.record })
    .from(requisitions)
    .innerJoin(orders, eq(orders.id, requisitions.orderId))
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .innerJoin(orderLines, eq(orderLines.id, requisitions.orderLineId))
    .where(and(eq(orderGroups.groupNumber, groupNumber), eq(requisitions.memberId, memberId)))
    .orderBy(asc(orders.orderNumber), asc(orderLines.lineNumber));
  return rows;
}

export async function orderRequisitions(db: AppDb, member: { id: string; email: string }, groupNumber: string): Promise<FedstripOrderAttributes> {
  const memberId = member.id;
  const confirmation = await readConfirmation(db, memberId, groupNumber, member.email);
  const reqs = await requisitionsOfGroup(db, memberId, groupNumber);
  if (!confirmation || reqs.length === 0) throw new NotFoundError('No requisitions of yours were ordered under that number.');
  return { ...confirmation, requisitions: reqs };
}

/**
 * The requisitions of one order (already found as the member's own), field by field, in line order, each with its
 * supply status and, once shipped, its shipment status (requisition-status.ts).
 */
export async function requisitionsOfOrder(db: AppDb, orderId: number): Promise<RequisitionDetailView[]> {
  const rows = await db
    .select({
      lineId: orderLines.id, memberId: requisitions.memberId,
      lineNumber: orderLines.lineNumber, title: orderLines.title, documentNumber: requisitions.documentNumber, record: requisitions.record,
      exceptionRemarks: requisitions.exceptionRemarks, exceptionShipTo: requisitions.exceptionShipTo,
    })
    .from(requisitions)
    .innerJoin(orderLines, eq(orderLines.id, requisitions.orderLineId))
    .where(eq(requisitions.orderId, orderId))
    .orderBy(asc(orderLines.lineNumber));
  const progress = rows.length ? await lineProgressOfOrder(db, orderId) : new Map<number, LineProgress>();
  const zones = new Map<string, string>();
  const views: RequisitionDetailView[] = [];
  for (const { lineId, memberId, ...r } of rows) {
    const parsed = parseRequisition(r.record);
    // A stored record is written by formatRequisition and checked 80 long by the table; one that does not parse is a fault.
    if (!parsed.ok) throw new Error(`stored requisition ${r.documentNumber} does not parse: ${parsed.message}`);
    const fields = parsed.requisition;
    const zone = zones.get(fields.aac) ?? (await aacTimeZone(db, memberId, fields.aac));
    zones.set(fields.aac, zone);
    const line = progress.get(lineId);
    const status = line ? requisitionStatus(fields, r.documentNumber, line, zone) : { supplyStatus: null, shipmentStatus: null };
    views.push({ ...r, fields, ...status });
  }
  return views;
}

/** The status file: each requisition's supply status record, and its shipment status record once shipped. */
export const statusFile = (requisitionViews: readonly RequisitionDetailView[]): string =>
  requisitionViews
    .flatMap((r) => [r.supplyStatus?.record, r.shipmentStatus?.record])
    .filter((record): record is string => record !== undefined)
    .map((record) => `${record}\r\n`)
    .join('');

interface FiledRequisition {
  documentNumber: string;
  record: string;
  exceptionRemarks: string;
  exceptionShipTo: string;
}

/**
 * The file agencies feed their supply systems: one 80-character record a line, CRLF line ends; an A0E/A05's
 * exception data follows its record on EXD companion lines (docs/adr/0023-fedstrip-requisitions-as-keyed.md).
 */
export const requisitionFile = (requisitions: readonly FiledRequisition[]): string =>
  requisitions
    .flatMap((r) => [r.record, ...exceptionLines(r.documentNumber, r.exceptionShipTo, r.exceptionRemarks)])
    .map((line) => `${line}\r\n`)
    .join('');

/** The group's requisitions for its file, in order number and line order. */
export async function filedRequisitionsOfGroup(db: AppDb, memberId: string, groupNumber: string): Promise<FiledRequisition[]> {
  return db
    .select({
      documentNumber: requisitions.documentNumber, record: requisitions.record,
      exceptionRemarks: requisitions.exceptionRemarks, exceptionShipTo: requisitions.exceptionShipTo,
    })
    .from(requisitions)
    .innerJoin(orders, eq(orders.id, requisitions.orderId))
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .innerJoin(orderLines, eq(orderLines.id, requisitions.orderLineId))
    .where(and(eq(orderGroups.groupNumber, groupNumber), eq(requisitions.memberId, memberId)))
    .orderBy(asc(orders.orderNumber), asc(orderLines.lineNumber));
}
