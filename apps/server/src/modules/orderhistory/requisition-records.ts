/**
 * orderhistory/requisition_records (a file, read like GET_PDF): the FEDSTRIP requisitions of one of the
 * member's orders as plain text, one 80-position record a line with CRLF line ends, named with the order
 * number: the file agencies feed to their supply systems. With `group`, the requisitions of the whole order group
 * (a FEDSTRIP order split across contractors) in one file. Another member's order or group, or one without
 * requisitions, answers 404. orderhistory/requisition_status_records: the same order's supply status (AE1) and
 * shipment status (AS1) records, the answer a supply system reads back by document number.
 */
import type { RequisitionDetailView } from '@advantage/contracts';
import type { AppDb } from '@advantage/db';
import type { FastifyReply } from 'fastify';
import { NotFoundError } from '../../lib/errors.js';
import { filedRequisitionsOfGroup, requisitionFile, requisitionsOfOrder, statusFile } from '../fedstrip/order-requisitions.js';
import { ORDER_NOT_FOUND } from './order-details.js';
import { findOwnOrder } from './queries.js';

export async function requisitionRecords(db: AppDb, memberId: string, input: { orderNumber: string } | { group: string }, reply: FastifyReply) {
  if ('group' in input) {
    const records = await filedRequisitionsOfGroup(db, memberId, input.group);
    if (records.length === 0) throw new NotFoundError(`You have no FEDSTRIP requisitions ordered under ${input.group}.`);
    reply
      .header('Content-Type', 'text/plain; charset=us-ascii')
      .header('Content-Disposition', `attachment; filename="requisitions-${input.group}.txt"`);
    return requisitionFile(records);
  }
  return orderFile(db, memberId, input.orderNumber, reply, 'requisitions', requisitionFile);
}

export async function requisitionStatusRecords(db: AppDb, memberId: string, input: { orderNumber: string }, reply: FastifyReply) {
  return orderFile(db, memberId, input.orderNumber, reply, 'requisition-status', statusFile);
}

/** One of the member's orders' requisitions written as a plain-text file named `<name>-<order number>.txt`. */
async function orderFile(
  db: AppDb, memberId: string, orderNumber: string, reply: FastifyReply, name: string, write: (requisitions: RequisitionDetailView[]) => string,
) {
  const found = await findOwnOrder(db, memberId, orderNumber);
  if (!found) throw new NotFoundError(ORDER_NOT_FOUND);
  const requisitions = await requisitionsOfOrder(db, found.order.id);
  if (requisitions.length === 0) throw new NotFoundError(`Order ${found.order.orderNumber} has no FEDSTRIP requisitions.`);
  reply
    .header('Content-Type', 'text/plain; charset=us-ascii')
    .header('Content-Disposition', `attachment; filename="${name}-${found.order.orderNumber}.txt"`);
  return write(requisitions);
}
