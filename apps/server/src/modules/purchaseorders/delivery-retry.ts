/**
 * An operator sends a delivery again (scripts/purchase-orders.mjs retry): a failed, refused or waiting delivery is
 * due now with a new retry window; a sent one is not sent twice. An audit row names the operator.
 */
import { type AppDb, schema } from '@advantage/db';
import { and, eq, sql } from 'drizzle-orm';
import { BadRequestError } from '../../lib/errors.js';
import { findDelivery } from './delivery-find.js';

const { purchaseOrderDeliveries: d, auditLog } = schema;

export async function retryDelivery(db: AppDb, key: string, actor: string) {
  const found = await findDelivery(db, key);
  if (found.delivery.state === 'cancelled') throw new BadRequestError(`This delivery for order ${found.orderNumber} is withdrawn (${found.delivery.lastError ?? 'cancelled'}); it is not sent.`);
  if (found.delivery.state === 'sent') throw new BadRequestError(`Order ${found.orderNumber} was already transmitted (${found.delivery.deliveredAt?.toISOString()}); it is not sent twice.`);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(d)
      .set({ state: 'pending', nextAttemptAt: sql`now()`, retryFrom: sql`now()`, claimToken: null })
      .where(and(eq(d.id, found.delivery.id), sql`${d.state} not in ('sent', 'cancelled')`))
      .returning({ id: d.id });
    if (updated.length === 0) throw new BadRequestError(`Order ${found.orderNumber} was transmitted meanwhile; it is not sent twice.`);
    await tx.insert(auditLog).values({
      action: 'purchase_order_retry',
      outcome: 'success',
      target: `order:${found.orderNumber}`,
      detail: { actor, deliveryId: found.delivery.id, previousState: found.delivery.state },
    });
  });
  return { orderNumber: found.orderNumber, previousState: found.delivery.state };
}
