/**
 * orderhistory/cancel_order {orderId} (answers OrderDetails): the buyer cancels an order the contractor
 * has not accepted yet (status Submitted). The order and its lines become Cancelled, with a history row,
 * an audit row and an email, in one transaction (changeOrderStatus). An order that moved on meanwhile
 * is shown again with the reason; another member's order id is not found (404) and nothing changes.
 */
import { ORDERHISTORY_TEXT } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { NotFoundError } from '../../lib/errors.js';
import { ORDER_NOT_FOUND, orderDetails } from './order-details.js';
import type { OrderReads } from './reads.js';
import { changeOrderStatus, StatusChangeError } from './status.js';

export async function cancelOrder(request: FastifyRequest, reads: OrderReads, memberId: string, input: { orderId: number }) {
  const app = request.server;
  const [order] = await app.db
    .select({ orderNumber: schema.orders.orderNumber })
    .from(schema.orders)
    .where(and(eq(schema.orders.id, input.orderId), eq(schema.orders.memberId, memberId)))
    .limit(1);
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  try {
    await changeOrderStatus(app.db, {
      orderNumber: order.orderNumber,
      status: 'Cancelled',
      memberId,
      onlyFrom: ['Submitted'],
      note: ORDERHISTORY_TEXT.cancelledByBuyer,
      actor: 'buyer',
      requestId: request.id,
    });
  } catch (error) {
    if (error instanceof StatusChangeError) return orderDetails(reads, memberId, order, ORDERHISTORY_TEXT.cannotCancel(error.current));
    throw error;
  }
  void app.mail.flush().catch(() => undefined);
  return orderDetails(reads, memberId, order, ORDERHISTORY_TEXT.cancelled(order.orderNumber));
}
