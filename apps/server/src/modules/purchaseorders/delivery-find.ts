import { type AppDb, schema } from '@advantage/db';
import { and, eq } from 'drizzle-orm';
import { NotFoundError } from '../../lib/errors.js';

const { purchaseOrderDeliveries: d, orders } = schema;

/** A delivery an operator names by its id, or its order's number (the purchase order; a change or cancellation by its id). */
export async function findDelivery(db: AppDb, key: string) {
  const k = key.trim();
  const where = /^\d+$/.test(k) ? eq(d.id, Number(k)) : and(eq(orders.orderNumber, k.toUpperCase()), eq(d.kind, 'order'));
  const [row] = await db
    .select({ delivery: d, orderNumber: orders.orderNumber, contractorName: orders.contractorName, contractorId: orders.contractorId })
    .from(d)
    .innerJoin(orders, eq(orders.id, d.orderId))
    .where(where);
  if (!row) throw new NotFoundError(`There is no purchase-order delivery ${k} (give its id or the order number).`);
  return row;
}
