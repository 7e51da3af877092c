/**
 * orderhistory/reconcile_submit {orderIds[], statementReference, reconciled?} (answers Reconcile): marks
 * the chosen purchase-card orders reconciled against a card statement line, or clears the mark
 * (reconciled: false). Only the member's own card orders: if any id is not one, nothing changes (404).
 */
import { ORDERHISTORY_TEXT, type ReconcileSubmitBody } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../lib/audit.js';
import { NotFoundError } from '../../lib/errors.js';
import { rangeOf, reconcileList } from './reconcile.js';

const { orders, orderGroups } = schema;

export async function reconcileSubmit(request: FastifyRequest, memberId: string, body: ReconcileSubmitBody) {
  const db = request.server.db;
  const ids = [...new Set(body.orderIds)];
  const reconciled = body.reconciled !== false;
  const reference = reconciled ? (body.statementReference ?? '') : null;
  await db.transaction(async (tx) => {
    const own = await tx
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
      .where(and(inArray(orders.id, ids), eq(orders.memberId, memberId), eq(orderGroups.paymentKind, 'card')));
    if (own.length !== ids.length) throw new NotFoundError('Some of the chosen orders are not your purchase-card orders.');
    await tx
      .update(orders)
      .set({ reconciledAt: reconciled ? new Date() : null, statementReference: reference, updatedAt: new Date() })
      .where(and(inArray(orders.id, ids), eq(orders.memberId, memberId)));
    await audit(tx, request, {
      action: reconciled ? 'orders_reconciled' : 'orders_reconciliation_cleared',
      outcome: 'success',
      memberId,
      detail: { orderIds: ids, statementReference: reference },
    });
  });
  const message = reconciled ? ORDERHISTORY_TEXT.reconciled(ids.length, reference ?? '') : ORDERHISTORY_TEXT.cleared(ids.length);
  return reconcileList(db, memberId, rangeOf(body), message);
}
