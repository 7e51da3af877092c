import { QUICK_ORDER_MAX_ROWS, type QuickOrderAttributes } from '@advantage/contracts';
import { screen } from '../../lib/envelope.js';
import { bind } from '../../lib/handler.js';

/** ordering/quick_ordering (Quick Order): an empty grid. Open to visitors too: their cart is the session's. */
export const quickOrdering = bind('ordering/quick_ordering', async ({ ctx }) => {
  const attributes: QuickOrderAttributes = { storeID: ctx.store, rows: [], added: 0, maxRows: QUICK_ORDER_MAX_ROWS };
  return screen('ordering/quick_ordering', 'QuickOrder', attributes);
});
