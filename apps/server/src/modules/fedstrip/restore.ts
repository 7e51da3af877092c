/**
 * A parked FEDSTRIP item comes back as the requisitions it was: each keyed line with its codes, quantity and
 * exception data, ready for process_Order. Each takes a new document number of the day it is brought back, as a
 * parked cart can be brought back more than once or forwarded, and a document number names one requisition only.
 */
import type { AppDb, ParkedRequisition } from '@advantage/db';
import { type RequisitionToWrite, writeCartRequisitions } from './carry.js';

interface ParkedLine {
  offerId: number;
  quantity: number;
  requisitions: ParkedRequisition[] | null;
}

/**
 * Lines whose parked quantity was changed since (parkcart/updatecart) no longer match their requisitions; they come
 * back as plain items, which the FEDSTRIP cart names (otherItems) so the clerk keys them again.
 */
export async function restoreRequisitions(tx: AppDb, cartId: number, memberId: string, now: Date, lines: ParkedLine[]): Promise<void> {
  const list: RequisitionToWrite[] = lines.flatMap((l) => {
    const requisitions = l.requisitions ?? [];
    if (requisitions.length === 0 || requisitions.reduce((s, r) => s + r.quantity, 0) !== l.quantity) return [];
    return requisitions.map((r) => ({ ...r, offerId: l.offerId }));
  });
  await writeCartRequisitions(tx, cartId, memberId, now, list);
}
