/**
 * orderhistory/order_details (OrderDetails, 'Loading Order Details ...'): one order with its lines and
 * their statuses, the status history, ship-to, payment, deliver-by date and notes. Another member's order
 * number is not found (404).
 */
import type { OrderDetailsAttributes } from '@advantage/contracts';
import { screen } from '../../lib/envelope.js';
import { NotFoundError } from '../../lib/errors.js';
import { type PoNumbers, withPoNumbers } from '../punchout/history-owner.js';
import type { OrderReads } from './reads.js';

export const ORDER_NOT_FOUND = 'You have no order with this number.';

/** `poNumbers`: read in a punchout session, the order names its PO and cannot be cancelled here (ADR 0014). */
export async function orderDetails(
  reads: OrderReads,
  memberId: string,
  input: { orderNumber: string },
  message: string | null = null,
  poNumbers: PoNumbers | null = null,
) {
  const found = await reads.detail(memberId, input.orderNumber);
  if (!found) throw new NotFoundError(ORDER_NOT_FOUND);
  const [order = found] = poNumbers ? await withPoNumbers([{ ...found, canCancel: false }], poNumbers) : [];
  const attributes: OrderDetailsAttributes = { order, message };
  return screen('orderhistory/order_details', 'OrderDetails', attributes);
}
