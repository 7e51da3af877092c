/** The requisitions of an order group the member placed (fedstrip_shopping_cart Success, process_Order Success). */
import { type FedstripOrderAttributes, parseRequisition, type RequisitionDetailView } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { and, asc, eq } from 'drizzle-orm';
import { NotFoundError } from '../../lib/errors.js';
import { readConfirmation } from '../checkout/confirmation.js';

const { requisitions, orders, orderGroups, orderLines } = schema;

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

/** The requisitions of one order (already found as the member's own), field by field, in line order. */
export async function requisitionsOfOrder(db: AppDb, orderId: number): Promise<RequisitionDetailView[]> {
  const rows = await db
    .select({
      lineNumber: orderLines.lineNumber, title: orderLines.title, documentNumber: requisitions.documentNumber, record: requisitions.record,
      exceptionRemarks: requisitions.exceptionRemarks, exceptionShipTo: requisitions.exceptionShipTo,
    })
    .from(requisitions)
    .innerJoin(orderLines, eq(orderLines.id, requisitions.orderLineId))
    .where(eq(requisitions.orderId, orderId))
    .orderBy(asc(orderLines.lineNumber));
  return rows.map((r) => {
    const parsed = parseRequisition(r.record);
    // A stored record is written by formatRequisition and checked 80 long by the table; one that does not parse is a fault.
    if (!parsed.ok) throw new Error(`stored requisition ${r.documentNumber} does not parse: ${parsed.message}`);
    return { ...r, fields: parsed.requisition };
  });
}

/** The file agencies feed their supply systems: one 80-character record a line, CRLF line ends. */
export const requisitionFile = (records: readonly string[]): string => records.map((r) => `${r}\r\n`).join('');
