/**
 * orderhistory/requisition_detail (RequisitionDetail): the requisition and appropriation data an order
 * was paid with (AAC/DoDAAC, fund code, appropriation, document number ...). A card order answers the
 * same screen with its card summary, which says it has no accounting codes. A FEDSTRIP order lists each
 * requisition field by field with its 80-position record.
 */
import { type RequisitionDetailAttributes, shipToLines } from '@advantage/contracts';
import type { AppDb } from '@advantage/db';
import { screen } from '../../lib/envelope.js';
import { NotFoundError } from '../../lib/errors.js';
import { ORDER_NOT_FOUND } from './order-details.js';
import { findOwnOrder, isoDay, paymentView, programView, status } from './queries.js';
import { requisitionsOfOrder } from '../fedstrip/order-requisitions.js';

export async function requisitionDetail(db: AppDb, memberId: string, input: { orderNumber: string }) {
  const found = await findOwnOrder(db, memberId, input.orderNumber);
  if (!found) throw new NotFoundError(ORDER_NOT_FOUND);
  const { order, group } = found;
  const attributes: RequisitionDetailAttributes = {
    orderNumber: order.orderNumber,
    groupNumber: group.groupNumber,
    orderDate: isoDay(order.createdAt),
    status: status(order.status),
    contractorName: order.contractorName,
    totalCents: order.subtotalCents,
    // A FEDSTRIP order ships to and bills what its requisitions name (orders.ship_to, orders.accounting).
    shipTo: shipToLines(order.shipTo ?? group.shipTo),
    payment: paymentView(order.accounting ? { ...group, accounting: order.accounting } : group),
    program: programView(group),
    requisitions: await requisitionsOfOrder(db, order.id),
  };
  return screen('orderhistory/requisition_detail', 'RequisitionDetail', attributes);
}
