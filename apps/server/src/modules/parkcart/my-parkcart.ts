import type { ForwardParkedCartAttributes, MyParkedCartsAttributes } from '@advantage/contracts';
import { screen } from '../../lib/envelope.js';
import { findParkedCart, listParkedCarts, summarize } from './queries.js';
import { bind } from '../../lib/handler.js';

/** parkcart/my_parkcart: My Parked Carts (Initial), or with `cartId` the Forward Parked Cart form for that cart. */
export const myParkcart = bind('parkcart/my_parkcart', async ({ ctx, input: { query } }) => {
  const member = ctx.signedIn();
  const storeID = ctx.store;
  const { cartId } = query;
  const db = ctx.db;
  if (cartId !== undefined) {
    const cart = await summarize(db, await findParkedCart(db, member.id, cartId));
    return screen('parkcart/my_parkcart', 'Forward', { storeID, cart, values: { email: '', note: '' } } satisfies ForwardParkedCartAttributes);
  }
  return screen('parkcart/my_parkcart', 'Initial', { storeID, carts: await listParkedCarts(db, member.id) } satisfies MyParkedCartsAttributes);
});
