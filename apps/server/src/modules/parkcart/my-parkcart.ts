import type { ForwardParkedCartAttributes, MyParkedCartsAttributes } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { screen } from '../../lib/envelope.js';
import { requireMember } from '../../lib/member.js';
import { findParkedCart, listParkedCarts, summarize } from './queries.js';

/** parkcart/my_parkcart: My Parked Carts (Initial), or with `cartId` the Forward Parked Cart form for that cart. */
export async function myParkcart(request: FastifyRequest) {
  const member = requireMember(request);
  const storeID = request.session.storeId;
  const { cartId } = request.query as { cartId?: number };
  const db = request.server.db;
  if (cartId !== undefined) {
    const cart = await summarize(db, await findParkedCart(db, member.id, cartId));
    return screen('parkcart/my_parkcart', 'Forward', { storeID, cart, values: { email: '', note: '' } } satisfies ForwardParkedCartAttributes);
  }
  return screen('parkcart/my_parkcart', 'Initial', { storeID, carts: await listParkedCarts(db, member.id) } satisfies MyParkedCartsAttributes);
}
