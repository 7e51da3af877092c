import type { ParkedCartDetailAttributes } from '@advantage/contracts';
import { screen } from '../../lib/envelope.js';
import { findParkedCart, parkedCartDetail } from './queries.js';
import { bind } from '../../lib/handler.js';

/** parkcart/parkcart_detail (Retrieving Parked Cart ...): the lines at today's prices beside the parked ones. */
export const parkcartDetail = bind('parkcart/parkcart_detail', async ({ ctx, input: { query } }) => {
  const member = ctx.signedIn();
  const storeID = ctx.store;
  const { cartId } = query;
  const db = ctx.db;
  const detail = await parkedCartDetail(db, await findParkedCart(db, member.id, cartId), storeID);
  return screen('parkcart/parkcart_detail', 'ParkCartDetail', { storeID, ...detail } satisfies ParkedCartDetailAttributes);
});
