/** The purchase-order deliveries an operator lists (scripts/purchase-orders.mjs list), newest first, by state. */
import { PO_DELIVERY_STATES, type PoDeliveryState } from '@advantage/contracts';
import { type AppDb, schema } from '@advantage/db';
import { desc, eq } from 'drizzle-orm';
import { ValidationError } from '../../lib/errors.js';

const { purchaseOrderDeliveries: d, orders } = schema;

export async function listDeliveries(db: AppDb, options: { state?: string | undefined; limit?: number }) {
  const state = options.state?.trim();
  if (state && !PO_DELIVERY_STATES.includes(state as PoDeliveryState)) {
    throw new ValidationError([{ field: 'state', message: `is one of ${PO_DELIVERY_STATES.join(', ')}` }]);
  }
  return db
    .select({
      id: d.id,
      kind: d.kind,
      orderNumber: orders.orderNumber,
      contractorId: orders.contractorId,
      contractorName: orders.contractorName,
      state: d.state,
      channel: d.channel,
      attempts: d.attempts,
      createdAt: d.createdAt,
      nextAttemptAt: d.nextAttemptAt,
      deliveredAt: d.deliveredAt,
      lastError: d.lastError,
    })
    .from(d)
    .innerJoin(orders, eq(orders.id, d.orderId))
    .where(state ? eq(d.state, state) : undefined)
    .orderBy(desc(d.createdAt), desc(d.id))
    .limit(Math.min(Math.max(options.limit ?? 100, 1), 10_000));
}
