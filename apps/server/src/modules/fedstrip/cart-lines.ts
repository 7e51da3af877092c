/** The FEDSTRIP lines of a cart as the clerk sees them: one requisition a keyed line, with its item, price and record. */
import { documentIdentifierFor, formatRequisition, type Requisition, type RequisitionView } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { asc, eq } from 'drizzle-orm';
import { loadCart } from '../../core/cart/store.js';

const { fedstripLines } = schema;

export type LineRow = typeof fedstripLines.$inferSelect;

export async function cartRequisitions(db: AppDb, cartId: number, storeId: number) {
  const view = await loadCart(db, cartId, storeId);
  const rows = await db.select().from(fedstripLines).where(eq(fedstripLines.cartId, cartId)).orderBy(asc(fedstripLines.id));
  const lines: RequisitionView[] = [];
  let others = 0;
  /** Items whose quantity is no longer the sum of their requisitions' (changed on the commercial cart). */
  const unbalanced: number[] = [];
  for (const group of view.groups) {
    for (const item of group.items) {
      const mine = rows.filter((r) => r.cartItemId === item.itemId);
      if (mine.length === 0) {
        others += 1;
        continue;
      }
      if (mine.reduce((sum, r) => sum + r.quantity, 0) !== item.quantity) unbalanced.push(item.itemId);
      for (const row of mine) {
        const requisition = viewRequisition(row, item.unitOfIssue.code);
        lines.push({
          lineId: row.id, cartItemId: item.itemId, requisition, record: formatRequisition(requisition), title: item.title,
          contractorName: group.contractorName, contractNumber: group.contractNumber,
          unitPriceCents: item.unitPriceCents, extendedCents: item.unitPriceCents * row.quantity,
          exceptionRemarks: row.exceptionRemarks, exceptionShipTo: row.exceptionShipTo,
        });
      }
    }
  }
  return { view, lines, others, rows, unbalanced };
}

export function viewRequisition(row: LineRow, unitOfIssue: string): Requisition {
  const exception = row.exceptionRemarks !== '' || row.exceptionShipTo !== '';
  const codes = row.codes;
  return {
    documentIdentifier: documentIdentifierFor(row.stockNumber, row.overseas, exception),
    routingIdentifier: codes.routingIdentifier ?? '',
    mediaStatus: codes.mediaStatus ?? '',
    stockNumber: row.stockNumber,
    unitOfIssue,
    quantity: row.quantity,
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
