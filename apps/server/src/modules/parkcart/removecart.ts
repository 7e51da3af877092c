import type { DeleteParkedCartAttributes } from '@advantage/contracts';
import { schema } from '@advantage/db';
import { eq } from 'drizzle-orm';
import { audit } from '../../lib/audit.js';
import { screen } from '../../lib/envelope.js';
import { findParkedCart, summarize } from './queries.js';
import { bind } from '../../lib/handler.js';

/**
 * parkcart/removecart (Delete Parked Cart). Opened by address it asks for confirmation; sent with
 * `confirm` it deletes the cart and its lines (cascade) with an audit row, in one transaction.
 */
export const removecart = bind('parkcart/removecart', async ({ ctx, input: { query, body } }) => {
  const { request } = ctx;
  const member = ctx.signedIn();
  const storeID = ctx.store;
  const { cartId } = query;
  const { confirm } = body;
  const app = request.server;
  if (!confirm) {
    const cart = await summarize(app.db, await findParkedCart(app.db, member.id, cartId));
    return screen('parkcart/removecart', 'DeleteParkedCart', { storeID, cart, deleted: false } satisfies DeleteParkedCartAttributes);
  }
  const cart = await app.db.transaction(async (tx) => {
    const row = await findParkedCart(tx, member.id, cartId, true);
    const gone = await summarize(tx, row);
    await tx.delete(schema.parkedCarts).where(eq(schema.parkedCarts.id, row.id));
    await audit(tx, request, { action: 'parked_cart_deleted', outcome: 'success', target: row.cartNumber });
    return gone;
  });
  return screen('parkcart/removecart', 'DeleteParkedCart', { storeID, cart, deleted: true } satisfies DeleteParkedCartAttributes);
});
