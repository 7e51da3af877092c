import type { ParkedCartDetailAttributes } from '@advantage/contracts';
import type { FastifyRequest } from 'fastify';
import { screen } from '../../lib/envelope.js';
import { requireMember } from '../../lib/member.js';
import { findParkedCart, parkedCartDetail } from './queries.js';

/** parkcart/parkcart_detail (Retrieving Parked Cart ...): the lines at today's prices beside the parked ones. */
export async function parkcartDetail(request: FastifyRequest) {
  const member = requireMember(request);
  const storeID = request.session.storeId;
  const { cartId } = request.query as { cartId: number };
  const db = request.server.db;
  const detail = await parkedCartDetail(db, await findParkedCart(db, member.id, cartId), storeID);
  return screen('parkcart/parkcart_detail', 'ParkCartDetail', { storeID, ...detail } satisfies ParkedCartDetailAttributes);
}
