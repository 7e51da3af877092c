/**
 * One delivery as an operator inspects it (scripts/purchase-orders.mjs show): its state, each attempt from the
 * audit rows (when, outcome, the contractor's answer) and the last document sent, its SharedSecret withheld.
 */
import { type AppDb, schema } from '@advantage/db';
import { and, asc, eq } from 'drizzle-orm';
import { findDelivery } from './delivery-find.js';

const { auditLog } = schema;

export async function showDelivery(db: AppDb, key: string) {
  const found = await findDelivery(db, key);
  const { claimToken: _token, ...delivery } = found.delivery;
  const attempts = await db
    .select({ at: auditLog.at, action: auditLog.action, outcome: auditLog.outcome, detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.target, `order:${found.orderNumber}`)))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  return {
    orderNumber: found.orderNumber,
    contractorName: found.contractorName,
    contractorId: found.contractorId,
    delivery,
    attempts: attempts.filter((a) => a.action === 'purchase_order_attempt' || a.action === 'purchase_order_retry'),
  };
}
