import { QUICK_ORDER_MAX_ROWS, type QuickOrderAttributes } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { screen } from '../../lib/envelope.js';

/** ordering/quick_ordering (Quick Order): an empty grid. Open to visitors too: their cart is the session's. */
export async function quickOrdering(request: FastifyRequest) {
  const attributes: QuickOrderAttributes = { storeID: request.session.storeId, rows: [], added: 0, maxRows: QUICK_ORDER_MAX_ROWS };
  return screen('ordering/quick_ordering', 'QuickOrder', attributes);
}
